#!/usr/bin/env python3
"""json-gen.py SEED SIZE [yaml] - a deterministic JSON document of about
SIZE bytes for the JSON parsers of the wide tier: an array of records
with nested objects and arrays, strings with escapes and non-ASCII
characters (\\u escapes, surrogate pairs, raw UTF-8), integers, negative
numbers, fractions and exponents, booleans and nulls.  With yaml, a
character beyond the BMP is raw UTF-8 instead of a surrogate pair, which
YAML's double-quoted scalars do not accept.  A linear congruential
generator of its own, so the bytes depend on the arguments only (not on
Python's random module)."""
import sys


class Lcg:
    def __init__(self, seed):
        self.x = seed & 0xFFFFFFFFFFFFFFFF

    def next(self, n):
        self.x = (self.x * 6364136223846793005 + 1442695040888963407) \
            & 0xFFFFFFFFFFFFFFFF
        return (self.x >> 33) % n


WORDS = ["alpha", "beta", "gamma", "delta", "load", "store", "memory",
         "register", "pipeline", "cache", "vector", "scalar", "pointer",
         "alias", "region", "frame", "stack", "heap", "branch", "loop"]
ESCAPES = ["\\n", "\\t", "\\\"", "\\\\", "\\/", "\\u00e9", "\\u4e2d",
           "\\ud83d\\ude00", "\u00fc", "\u03bb", "\\b", "\\f", "\\r"]


def string(r):
    parts = []
    for _ in range(1 + r.next(6)):
        parts.append(WORDS[r.next(len(WORDS))])
        if r.next(4) == 0:
            e = ESCAPES[r.next(len(ESCAPES))]
            if YAML and e.startswith("\\ud"):
                e = "\U0001f600"
            parts.append(e)
    return '"' + " ".join(parts) + '"'


def number(r):
    k = r.next(5)
    if k == 0:
        return str(r.next(1000))
    if k == 1:
        return "-" + str(r.next(100000))
    if k == 2:
        return "%d.%03d" % (r.next(10000), r.next(1000))
    if k == 3:
        return "%d.%de%s%d" % (r.next(10), r.next(100000), "-+"[r.next(2)],
                               r.next(30))
    return str(r.next(2 ** 31) * (2 ** 20) + r.next(2 ** 20))


def value(r, depth):
    k = r.next(10 if depth < 4 else 6)
    if k < 2:
        return string(r)
    if k < 4:
        return number(r)
    if k == 4:
        return ["true", "false", "null"][r.next(3)]
    if k == 5:
        return "[]" if r.next(2) else "{}"
    if k < 8:
        return "[" + ", ".join(value(r, depth + 1)
                               for _ in range(r.next(6))) + "]"
    return obj(r, depth + 1)


def obj(r, depth):
    keys = sorted({WORDS[r.next(len(WORDS))] + str(r.next(50))
                   for _ in range(1 + r.next(6))})
    return "{" + ", ".join('"%s": %s' % (k, value(r, depth))
                           for k in keys) + "}"


YAML = False


def main():
    global YAML
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    YAML = sys.argv[3:] == ["yaml"]
    r = Lcg(seed)
    out, n, i = [], 0, 0
    while n < size:
        rec = '{"id": %d, "name": %s, "score": %s, "tags": [%s], ' \
              '"data": %s}' % (i, string(r), number(r),
                               ", ".join(string(r) for _ in range(r.next(4))),
                               obj(r, 0))
        out.append(rec)
        n += len(rec) + 4
        i += 1
    text = "[\n  " + ",\n  ".join(out) + "\n]\n"
    sys.stdout.buffer.write(text.encode("utf-8"))


if __name__ == "__main__":
    main()
