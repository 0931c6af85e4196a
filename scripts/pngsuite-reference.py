#!/usr/bin/env python3
"""Writes the reference pixels of every PngSuite image as 8-bit RGBA, decoded by pypng (a pure
Python decoder sharing no code with libpng), for scripts/check-pngsuite.

Values are the stored samples (no gamma, no sBIT shift), expanded as the PNG specification says:
palette entries (with tRNS alpha), grey to RGB, a tRNS colour to alpha 0; b-bit samples scale to
8 bits as round(v * 255 / (2^b - 1)) (§12.5, §13.12), which is exact below 8 bits and round(v / 257)
at 16. Output per image: NAME.rgba = 8-byte header (width, height as big-endian uint32) + pixels.

    pngsuite-reference.py SUITE_DIR OUT_DIR
"""
import os
import struct
import sys

import png  # pypng


def to8(v, depth):
    return (v * 255 + ((1 << depth) - 1) // 2) // ((1 << depth) - 1)


def reference(path):
    reader = png.Reader(filename=path)
    width, height, rows, info = reader.read()
    depth = info["bitdepth"]
    planes = info["planes"]
    # A PLTE chunk in a truecolour image is only a suggested palette (§11.2.3): index only type 3.
    palette = reader.palette(alpha="force") if reader.color_type == 3 else None
    transparent = info.get("transparent")
    out = bytearray()
    for row in rows:
        row = list(row)
        for x in range(width):
            s = row[x * planes:(x + 1) * planes]
            if palette is not None:
                out += bytes(palette[s[0]]) if s[0] < len(palette) else bytes([0, 0, 0, 255])
                continue
            if planes in (1, 2):
                g = to8(s[0], depth)
                a = to8(s[1], depth) if planes == 2 else 255
                if planes == 1 and transparent is not None and (s[0],) == tuple(
                        transparent if isinstance(transparent, tuple) else (transparent,)):
                    a = 0
                out += bytes([g, g, g, a])
            else:
                rgb = [to8(v, depth) for v in s[:3]]
                a = to8(s[3], depth) if planes == 4 else 255
                if planes == 3 and transparent is not None and tuple(s[:3]) == tuple(transparent):
                    a = 0
                out += bytes(rgb + [a])
    return width, height, bytes(out)


def main():
    suite, out_dir = sys.argv[1], sys.argv[2]
    os.makedirs(out_dir, exist_ok=True)
    for name in sorted(os.listdir(suite)):
        if not name.endswith(".png") or name.startswith("x"):
            continue
        width, height, pixels = reference(os.path.join(suite, name))
        with open(os.path.join(out_dir, name[:-4] + ".rgba"), "wb") as f:
            f.write(struct.pack(">II", width, height) + pixels)


if __name__ == "__main__":
    main()
