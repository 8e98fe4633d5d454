# Regenerates the random fill of tileiras-run (see its README section) and
# checks a file it wrote: check_random.py FILE TYPE COUNT SEED INDEX, TYPE
# f (f32), i (i32), or e4m3 / e5m2 (f8 codes: the value rounded to the
# nearest code of the value's sign, ties to the even code).
import struct
import sys

path, kind, count, seed, index = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
MASK = (1 << 64) - 1
state = (seed + index) & MASK
want = []
for _ in range(count):
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    r = (z ^ (z >> 31)) >> 40
    want.append(r / float(1 << 23) - 1.0 if kind != "i" else r % 201 - 100)


def f8_value(code, exponent_bits):
    """The value of a finite f8 code (OCP e4m3 / e5m2; None for NaN/inf)."""
    mantissa_bits = 7 - exponent_bits
    bias = (1 << (exponent_bits - 1)) - 1
    sign = -1.0 if code & 0x80 else 1.0
    e = (code >> mantissa_bits) & ((1 << exponent_bits) - 1)
    m = code & ((1 << mantissa_bits) - 1)
    if exponent_bits == 4 and e == 15 and m == 7:
        return None
    if exponent_bits == 5 and e == 31:
        return None
    if e == 0:
        return sign * m * 2.0 ** (1 - bias - mantissa_bits)
    return sign * (1 + m / float(1 << mantissa_bits)) * 2.0 ** (e - bias)


if kind in ("e4m3", "e5m2"):
    bits = 4 if kind == "e4m3" else 5
    codes = [c for c in range(256) if f8_value(c, bits) is not None]

    def nearest(v):
        same_sign = [c for c in codes if (c >= 0x80) == (v < 0)]
        return min(same_sign, key=lambda c: (abs(f8_value(c, bits) - v), c & 1))

    want = [nearest(v) for v in want]
    got = list(open(path, "rb").read())
    if got != want:
        print("mismatch", got[:4], want[:4])
        sys.exit(1)
    print("random fill matches:", count, "elements")
    sys.exit(0)
fmt = {"f": "<%df", "i": "<%di"}[kind] % count
got = list(struct.unpack(fmt, open(path, "rb").read()))
if got != want:
    print("mismatch", got[:4], want[:4])
    sys.exit(1)
print("random fill matches:", count, "elements")
