# mma_sync_model_ref.py OUTDIR: inputs and references of mma-sync-model.mlir.
# Matrices are row-major (A MxK, B KxN, C and D MxN); D = A * B + C with
# exact products and sums, rounded once to f32 (f64 for f64 operands), then
# to the type of D; integers saturate to i32 (satfinite) or wrap. Values
# are chosen so that the exact sums are doubles, which struct rounds once.
import random
import struct
import sys
from fractions import Fraction

from model_io import writer

out = sys.argv[1]
rng = random.Random(20240611)

write = writer(out)


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def f16(x):
    return struct.unpack("<e", struct.pack("<e", x))[0]


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def matmul(a, b, c, m, n, k):
    return [sum((Fraction(a[i * k + kk]) * Fraction(b[kk * n + j]) for kk in range(k)),
                Fraction(c[i * n + j])) for i in range(m) for j in range(n)]


def halves(values, code):
    """f16 values as 16-bit patterns ('e'), bf16 ones as the top of f32's."""
    if code == "e":
        return [struct.unpack("<H", struct.pack("<e", v))[0] for v in values]
    return [f32_bits(v) >> 16 for v in values]


# f16 operands: k / 1024 with |k| < 2048; f32 accumulators: k / 2^20.
a = [rng.randint(-2047, 2047) / 1024 for _ in range(256)]
b = [rng.randint(-2047, 2047) / 1024 for _ in range(128)]
c32 = [rng.randint(-(1 << 23), 1 << 23) / (1 << 20) for _ in range(128)]
c16 = [rng.randint(-2047, 2047) / 256 for _ in range(128)]
write("f16_a.bin", "H", halves(a, "e"))
write("f16_b.bin", "H", halves(b, "e"))
write("f16_c32.bin", "f", c32)
write("f16_c16.bin", "H", halves(c16, "e"))
write("f16_f32_ref.bin", "f", [f32(float(x)) for x in matmul(a, b, c32, 16, 8, 16)])
write("f16_f16_ref.bin", "H",
      halves([f16(f32(float(x))) for x in matmul(a, b, c16, 16, 8, 16)], "e"))

# bf16 operands: k / 128 with |k| < 256 (eight significant bits).
a = [rng.randint(-255, 255) / 128 for _ in range(256)]
b = [rng.randint(-255, 255) / 128 for _ in range(128)]
c = [rng.randint(-(1 << 23), 1 << 23) / (1 << 20) for _ in range(128)]
write("bf16_a.bin", "H", halves(a, "bf16"))
write("bf16_b.bin", "H", halves(b, "bf16"))
write("bf16_c.bin", "f", c)
write("bf16_ref.bin", "f", [f32(float(x)) for x in matmul(a, b, c, 16, 8, 16)])


# tf32 operands: f32 with all 23 fraction bits set at random; the product
# uses them truncated to 10.
def random_f32():
    bits = (rng.getrandbits(1) << 31) | ((127 - rng.randint(0, 3)) << 23) | rng.getrandbits(23)
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def tf32(x):
    return struct.unpack("<f", struct.pack("<I", f32_bits(x) & 0xFFFFE000))[0]


a = [random_f32() for _ in range(128)]
b = [random_f32() for _ in range(64)]
c = [rng.randint(-(1 << 23), 1 << 23) / (1 << 23) for _ in range(128)]
write("tf32_a.bin", "f", a)
write("tf32_b.bin", "f", b)
write("tf32_c.bin", "f", c)
write("tf32_ref.bin", "f",
      [f32(float(x)) for x in matmul([tf32(x) for x in a], [tf32(x) for x in b], c, 16, 8, 8)])

# s8 x u8: every byte value; C near the i32 limits in rows 0-3 (max) and
# 4-7 (min), so that some sums overflow either way.
a = [rng.randint(-128, 127) for _ in range(512)]
b = [rng.randint(-128, 127) for _ in range(256)]
c = []
for i in range(16):
    for j in range(8):
        if i < 4:
            c.append(2 ** 31 - 1 - rng.randint(0, 50000))
        elif i < 8:
            c.append(-2 ** 31 + rng.randint(0, 50000))
        else:
            c.append(rng.randint(-100000, 100000))
exact = [int(x) for x in matmul(a, [v & 0xFF for v in b], c, 16, 8, 32)]
saturated = [max(-2 ** 31, min(2 ** 31 - 1, x)) for x in exact]
assert sum(x == 2 ** 31 - 1 for x in saturated) > 4 and sum(x == -2 ** 31 for x in saturated) > 4
write("s8u8_a.bin", "b", a)
write("s8u8_b.bin", "b", b)
write("s8u8_c.bin", "i", c)
write("s8u8_sat.bin", "i", saturated)
write("s8u8_wrap.bin", "i", [(x + 2 ** 31) % 2 ** 32 - 2 ** 31 for x in exact])

# f64: random doubles; one rounding of the exact sum.
a = [rng.uniform(-1, 1) for _ in range(32)]
b = [rng.uniform(-1, 1) for _ in range(32)]
c = [rng.uniform(-1, 1) for _ in range(64)]
write("f64_a.bin", "d", a)
write("f64_b.bin", "d", b)
write("f64_c.bin", "d", c)
write("f64_ref.bin", "d", [float(x) for x in matmul(a, b, c, 8, 8, 4)])
