#!/usr/bin/env python3
"""Times Gaussian blurs of a 786x1704 RGBA image (a 393x852 pt screen at 2x), the peers of
`swift run -c release Benchmarks materials`:
- scipy.ndimage.gaussian_filter, sigma (S, S, 0), truncate 3 (a true separable Gaussian in C);
- scipy.ndimage.uniform_filter three times per axis (three box blurs, as PreviewUI's blur).
The image is the same deterministic pattern the Swift benchmark blurs. One thread, medians.

    python3 Benchmarks/peers/blur_peers.py --sigma 60 --runs 21 [--json]
"""
import argparse
import json
import statistics
import time

import numpy as np
from scipy import ndimage


def median_ms(runs, fn):
    fn()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def box_widths(sigma, passes=3):
    # Kovesi's sizes, as GaussianBlur.boxWidths.
    ideal = (12 * sigma * sigma / passes + 1) ** 0.5
    lower = int(ideal)
    if lower % 2 == 0:
        lower -= 1
    lower = max(lower, 1)
    m = round((12 * sigma * sigma - passes * lower * lower - 4 * passes * lower - 3 * passes) / (-4 * lower - 4))
    return [lower if i < m else lower + 2 for i in range(passes)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sigma", type=float, default=60)
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--width", type=int, default=786)
    parser.add_argument("--height", type=int, default=1704)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    y, x = np.mgrid[0:args.height, 0:args.width]
    image = np.stack([(x * 7) % 256, (y * 3) % 256, ((x + y) * 5) % 256, np.full_like(x, 255)], axis=-1).astype(np.uint8)
    s = args.sigma

    def gaussian():
        ndimage.gaussian_filter(image, sigma=(s, s, 0), truncate=3.0, mode="nearest")

    widths = box_widths(s)

    def boxes():
        out = image
        for w in widths:
            out = ndimage.uniform_filter(out, size=(w, w, 1), mode="nearest")
        return out

    rows = {
        "scipyGaussianMs": median_ms(args.runs, gaussian),
        "scipyThreeBoxesMs": median_ms(args.runs, boxes),
        "scipyVersion": __import__("scipy").__version__,
    }
    if args.json:
        print(json.dumps(rows))
    else:
        for k, v in rows.items():
            print(f"{k}: {v}")


if __name__ == "__main__":
    main()
