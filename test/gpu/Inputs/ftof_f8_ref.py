# Inputs and CPU reference of test/pipelines/ftof-f8.mlir:
# ftof_f8_ref.py DIR writes DIR/x.bin (256 f32: every value exactly between
# two f8 values, values just off them, subnormals, signed zeros, values past
# the largest finite ones and infinities, and random values) and the
# expected DIR/a.bin, b.bin (f8E4M3FN and f8E5M2 codes, rounded to nearest
# even, saturating), y.bin, z.bin (those codes as f32) and w.bin (x rounded
# to tf32, as f32).
import math
import os
import random
import struct
import sys


def bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def from_bits(b):
    return struct.unpack("<f", struct.pack("<I", b & 0xFFFFFFFF))[0]


def decode(code, bias, m):
    sign = -1.0 if code & 0x80 else 1.0
    e, mant = (code >> m) & ((1 << (7 - m)) - 1), code & ((1 << m) - 1)
    if e == 0:
        return sign * mant * 2.0 ** (1 - bias - m)
    return sign * (1 + mant / 2 ** m) * 2.0 ** (e - bias)


def finite_codes(bias, m):
    codes = []
    for c in range(256):
        e = (c >> m) & ((1 << (7 - m)) - 1)
        if bias == 7 and (c & 0x7F) == 0x7F:
            continue
        if bias == 15 and e == 31:
            continue
        codes.append(c)
    return codes


def encode(x, bias, m):
    """Nearest finite code, ties to an even code, saturating."""
    codes = finite_codes(bias, m)
    sign = 0x80 if math.copysign(1, x) < 0 else 0
    largest = max(decode(c, bias, m) for c in codes)
    x = max(-largest, min(largest, x))
    best = None
    for c in codes:
        if (c & 0x80) != sign:
            continue
        d = abs(decode(c, bias, m) - x)
        if best is None or d < best[0] or (d == best[0] and c % 2 == 0):
            best = (d, c)
    return best[1]


def tf32(x):
    b = bits(x)
    if b & 0x7F800000 == 0x7F800000:
        return x
    return from_bits((b + 0xFFF + ((b >> 13) & 1)) & ~0x1FFF)


out = sys.argv[1]
rng = random.Random(23)
xs = [0.0, -0.0, math.inf, -math.inf, 1e30, -1e30, 448.0, 464.0, 470.0,
      57344.0, 61440.0, 70000.0, 2.0 ** -10, -(2.0 ** -17), 2.0 ** -20]
for bias, m in [(7, 3), (15, 2)]:
    values = sorted(decode(c, bias, m) for c in finite_codes(bias, m))
    for a, b in zip(values, values[1:]):
        xs.append((a + b) / 2)
for _ in range(256):
    xs.append(rng.uniform(-500, 500) * 2.0 ** rng.randint(-16, 4))
xs = [from_bits(bits(x)) for x in xs[:256]]
a = [encode(x, 7, 3) for x in xs]
b = [encode(x, 15, 2) for x in xs]
files = {
    "x.bin": struct.pack("<256f", *xs),
    "a.bin": bytes(a),
    "b.bin": bytes(b),
    "y.bin": struct.pack("<256f", *[decode(c, 7, 3) for c in a]),
    "z.bin": struct.pack("<256f", *[decode(c, 15, 2) for c in b]),
    "w.bin": struct.pack("<256f", *[tf32(x) for x in xs]),
}
for name, data in files.items():
    open(os.path.join(out, name), "wb").write(data)
