#!/usr/bin/env python3
"""image-gen.py [--raw] [--gray] WIDTH HEIGHT SEED - a deterministic test
image for the image and video codecs of the wide tier: a binary PPM (P6;
P5 with --gray; only the pixel bytes with --raw, RGB or gray), of smooth
gradients, a few flat rectangles and circles with hard edges, and a band
of noise, so that both the smooth and the detailed paths of a codec run.
A linear congruential generator of its own: the bytes depend on the
arguments only."""
import sys


def main():
    args = sys.argv[1:]
    raw = "--raw" in args
    gray = "--gray" in args
    args = [a for a in args if not a.startswith("--")]
    w, h, seed = int(args[0]), int(args[1]), int(args[2])
    x = seed & 0xFFFFFFFF

    def rnd(n):
        nonlocal x
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        return (x >> 8) % n

    shapes = []
    for _ in range(12):
        shapes.append((rnd(3), rnd(w), rnd(h), 8 + rnd(max(9, w // 4)),
                       8 + rnd(max(9, h // 4)),
                       (rnd(256), rnd(256), rnd(256))))
    out = bytearray()
    for j in range(h):
        for i in range(w):
            r = (i * 255) // max(1, w - 1)
            g = (j * 255) // max(1, h - 1)
            b = ((i + j) * 127) // max(1, w + h - 2) + 64
            for kind, cx, cy, sx, sy, col in shapes:
                if kind == 0 and cx <= i < cx + sx and cy <= j < cy + sy:
                    r, g, b = col
                elif kind == 1 and (i - cx) ** 2 + (j - cy) ** 2 < sx * sx:
                    r, g, b = col
                elif kind == 2 and cx <= i < cx + sx and (i + j) % 7 < 3 \
                        and cy <= j < cy + sy:
                    r, g, b = col[2], col[0], col[1]
            if h // 3 <= j < h // 3 + h // 10:
                n = rnd(64)
                r, g, b = (r + n) & 255, (g + 2 * n) & 255, (b ^ n) & 255
            if gray:
                out.append((r * 77 + g * 150 + b * 29) >> 8)
            else:
                out += bytes((r, g, b))
    if not raw:
        sys.stdout.buffer.write(b"P%d\n%d %d\n255\n" % (5 if gray else 6, w, h))
    sys.stdout.buffer.write(bytes(out))


if __name__ == "__main__":
    main()
