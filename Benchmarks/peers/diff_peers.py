#!/usr/bin/env python3
"""Times the diff peers on pairs written by `swift run -c release Benchmarks diff`.

For each NAME it reads FOLDER/NAME-a.png and FOLDER/NAME-b.png and measures, one thread, medians:
- pybind11-pixelmatch (`pip install pybind11-pixelmatch`, a C++17 port of pixelmatch), default
  options (threshold 0.1), count only and with a diff image; decoding is not timed;
- ImageMagick `compare -metric AE` (`apt-get install imagemagick`) on raw RGBA files, a whole
  process run, and the same process merely reading both images (`convert ... null:`), so the
  comparison itself is roughly the difference.

    python3 Benchmarks/peers/diff_peers.py --folder /tmp/proofsheet-diff-bench --runs 11 NAME...

With --json it prints a JSON array (the Swift benchmark reads it); otherwise a table.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

import numpy as np
from PIL import Image


def median_ms(runs, repeats, fn):
    fn()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        for _ in range(repeats):
            fn()
        samples.append((time.perf_counter() - start) * 1000 / repeats)
    return statistics.median(samples)


def load(path):
    return np.ascontiguousarray(np.asarray(Image.open(path).convert("RGBA"), dtype=np.uint8))


def measure(folder, name, runs):
    a = load(os.path.join(folder, name + "-a.png"))
    b = load(os.path.join(folder, name + "-b.png"))
    h, w = a.shape[:2]
    repeats = max(1, int(4e6 / (w * h)))
    row = {"name": name}
    try:
        import pybind11_pixelmatch as pm

        options = pm.Options()
        out = np.zeros_like(a)
        row["pixelmatchDifferent"] = int(pm.pixelmatch(a, b, options=options))
        row["pixelmatchMs"] = median_ms(runs, repeats, lambda: pm.pixelmatch(a, b, options=options))
        row["pixelmatchDiffImageMs"] = median_ms(runs, repeats, lambda: pm.pixelmatch(a, b, output=out, options=options))
    except ImportError as error:
        print(f"pybind11-pixelmatch missing: {error}", file=sys.stderr)
    if shutil.which("compare") and shutil.which("convert"):
        ra, rb = os.path.join(folder, name + "-a.rgba"), os.path.join(folder, name + "-b.rgba")
        a.tofile(ra)
        b.tofile(rb)
        geometry = ["-size", f"{w}x{h}", "-depth", "8"]
        compare = ["compare", "-metric", "AE", *geometry, "rgba:" + ra, "rgba:" + rb, "null:"]
        result = subprocess.run(compare, capture_output=True, text=True)
        try:
            row["compareDifferent"] = int(float(result.stderr.split()[0]))
        except (ValueError, IndexError):
            print(f"compare said: {result.stderr!r}", file=sys.stderr)
        row["compareMs"] = median_ms(max(3, runs // 2), 1, lambda: subprocess.run(compare, capture_output=True))
        noop = ["convert", *geometry, "rgba:" + ra, "rgba:" + rb, "null:"]
        row["compareNoopMs"] = median_ms(max(3, runs // 2), 1, lambda: subprocess.run(noop, capture_output=True))
    else:
        print("ImageMagick compare missing (apt-get install imagemagick)", file=sys.stderr)
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--folder", required=True)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("names", nargs="+")
    args = parser.parse_args()
    rows = [measure(args.folder, name, args.runs) for name in args.names]
    if args.json:
        json.dump(rows, sys.stdout)
    else:
        for row in rows:
            print(row)


if __name__ == "__main__":
    main()
