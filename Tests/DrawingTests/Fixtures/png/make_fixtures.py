#!/usr/bin/env python3
"""Writes the PNG fixtures of PNGDecodingTests. Needs pypng (`pip install pypng`).

Run from anywhere: `python3 Tests/DrawingTests/Fixtures/png/make_fixtures.py`. The pixel values
here are the ones the Swift tests expect; change both together.
"""
import os
import struct
import zlib

import png

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, width, height, rows, **info):
    with open(os.path.join(HERE, name), "wb") as f:
        png.Writer(width, height, **info).write(f, rows)


def chunks(data):
    """Splits PNG bytes into (offset, type, payload) triples."""
    pos, out = 8, []
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        out.append((pos, data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]))
        pos += 12 + length
    return out


def chunk(kind, payload):
    return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload))


# Palette, 8 bits, no tRNS.
PALETTE = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (10, 20, 30)]
write("palette8.png", 4, 2, [[0, 1, 2, 3], [3, 2, 1, 0]], palette=PALETTE, bitdepth=8)

# Palette with tRNS (pypng writes tRNS from 4-tuples): entries 0 and 2 partly transparent.
PALETTE_ALPHA = [(255, 0, 0, 0), (0, 255, 0, 255), (0, 0, 255, 128), (10, 20, 30, 255)]
write("palette-trns.png", 4, 2, [[0, 1, 2, 3], [3, 2, 1, 0]], palette=PALETTE_ALPHA, bitdepth=8)

# Palette, 4 bits.
write("palette4.png", 3, 1, [[0, 1, 3]], palette=PALETTE, bitdepth=4)

# Grey, 1 bit: 0 -> 0, 1 -> 255.
write("grey1.png", 8, 2, [[1, 0, 1, 0, 1, 1, 0, 0], [0, 1, 0, 1, 0, 0, 1, 1]], greyscale=True, bitdepth=1)

# Grey, 2 bits: 0, 85, 170, 255.
write("grey2.png", 4, 1, [[0, 1, 2, 3]], greyscale=True, bitdepth=2)

# Grey, 8 bits.
write("grey8.png", 4, 2, [[0, 64, 128, 255], [1, 2, 254, 200]], greyscale=True, bitdepth=8)

# Grey, 8 bits, tRNS marking value 64 as transparent.
write("grey8-trns.png", 3, 1, [[0, 64, 128]], greyscale=True, bitdepth=8, transparent=64)

# Grey + alpha, 8 bits.
write("grey-alpha8.png", 2, 2, [[10, 0, 200, 128], [255, 255, 0, 1]], greyscale=True, alpha=True, bitdepth=8)

# RGB, 8 bits.
write("rgb8.png", 3, 1, [[255, 0, 0, 1, 2, 3, 250, 128, 7]], greyscale=False, bitdepth=8)

# RGB, 16 bits: values chosen around the rounding edges of v * 255 / 65535.
RGB16 = [[0x0000, 0x0080, 0x0081, 0x7FFF, 0x8000, 0x8080, 0xFFFF, 0x0101, 0xFF7F]]
write("rgb16.png", 3, 1, RGB16, greyscale=False, bitdepth=16)

# RGBA, 16 bits.
write("rgba16.png", 2, 1, [[0x1234, 0xABCD, 0xFFFF, 0x8000, 0x0000, 0x0100, 0x00FF, 0xFFFF]], greyscale=False, alpha=True, bitdepth=16)

# Grey, 16 bits: every 16-bit value once (row y, column x holds y * 256 + x).
# Written by hand with the Sub filter on every row, which makes the ramp compress to ~1 KB.
def sub_filtered(row_bytes, bpp):
    return bytes([1]) + bytes((row_bytes[i] - (row_bytes[i - bpp] if i >= bpp else 0)) % 256 for i in range(len(row_bytes)))


raw = b"".join(sub_filtered(b"".join(struct.pack(">H", y * 256 + x) for x in range(256)), 2) for y in range(256))
ramp = (png.signature + chunk(b"IHDR", struct.pack(">IIBBBBB", 256, 256, 16, 0, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
open(os.path.join(HERE, "grey16-all.png"), "wb").write(ramp)

# RGBA, 8 bits, Adam7-interlaced, 9 x 9 so that every pass has pixels: (x, y) is
# (x * 28, y * 28, (x * 7 + y * 13) % 256, 255 - x - y).
INTERLACED = [[v for x in range(9) for v in (x * 28, y * 28, (x * 7 + y * 13) % 256, 255 - x - y)] for y in range(9)]
write("rgba8-interlaced.png", 9, 9, INTERLACED, greyscale=False, alpha=True, bitdepth=8, interlace=True)

# A valid RGBA image to damage.
SOURCE = [[v for x in range(16) for v in ((x * 16) % 256, (y * 16) % 256, (x * y) % 256, 255)] for y in range(16)]
write("rgba8.png", 16, 16, SOURCE, greyscale=False, alpha=True, bitdepth=8, compression=9)
good = open(os.path.join(HERE, "rgba8.png"), "rb").read()
idat = next(c for c in chunks(good) if c[1] == b"IDAT")

# Truncated in the middle of the image data.
open(os.path.join(HERE, "truncated.png"), "wb").write(good[: idat[0] + 8 + len(idat[2]) // 2])

# One byte in the middle of the image data flipped: the deflate stream, the filter bytes and the
# chunk's CRC no longer agree; libpng reports whichever it meets first.
flipped = bytearray(good)
flipped[idat[0] + 8 + len(idat[2]) // 2] ^= 0xFF
open(os.path.join(HERE, "flipped-idat.png"), "wb").write(bytes(flipped))

# The image data intact but its CRC flipped: only the CRC check can catch it.
bad_crc = bytearray(good)
bad_crc[idat[0] + 8 + len(idat[2])] ^= 0xFF
open(os.path.join(HERE, "bad-crc.png"), "wb").write(bytes(bad_crc))

# The zlib header of the image data broken and the CRC fixed: libpng must report a zlib error.
payload = bytearray(idat[2])
payload[0] ^= 0x0F
broken = good[: idat[0]] + chunk(b"IDAT", bytes(payload)) + good[idat[0] + 12 + len(idat[2]):]
open(os.path.join(HERE, "bad-zlib.png"), "wb").write(broken)

# Not a PNG at all.
open(os.path.join(HERE, "not-a-png.png"), "w").write("This is a text file, not a PNG.\n")

# Empty.
open(os.path.join(HERE, "empty.png"), "wb").close()

# A well-formed header claiming 900000 x 900000 pixels (within libpng's per-side limit), then a
# tiny IDAT: the decoder must refuse before allocating.
ihdr = struct.pack(">IIBBBBB", 900000, 900000, 8, 6, 0, 0, 0)
huge = png.signature + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\0" * 16)) + chunk(b"IEND", b"")
open(os.path.join(HERE, "huge-dimensions.png"), "wb").write(huge)
