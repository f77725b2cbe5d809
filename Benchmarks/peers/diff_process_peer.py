#!/usr/bin/env python3
"""A whole-process peer of `previews diff A.png B.png`: decodes both PNGs with Pillow and
counts differing pixels with pybind11-pixelmatch (a C++17 port of pixelmatch), default options
(threshold 0.1, anti-aliased pixels not counted), and prints the count. Benchmarks
diff-process times it as a process, start-up and imports included, as a CI job would run it.

    pip install pybind11-pixelmatch pillow numpy
    python3 Benchmarks/peers/diff_process_peer.py A.png B.png
"""
import sys

import numpy as np
import pybind11_pixelmatch as pm
from PIL import Image


def load(path):
    return np.ascontiguousarray(np.asarray(Image.open(path).convert("RGBA"), dtype=np.uint8))


a, b = load(sys.argv[1]), load(sys.argv[2])
print(pm.pixelmatch(a, b, options=pm.Options()))
