# wgmma_model_ref.py OUTDIR: inputs and references of wgmma-model.mlir.
# A is 64x32 and B 32xN, row-major; the kernels compute, per warpgroup,
# D1 = (-A0) (-B0) with A0 = A[:, 0:16] and B0 = B[0:16, :] (scaleD zero),
# then D = D1 + A1 (-B1) with the second halves (scaleD one), each rounded
# once to f32 (exact here: the values are multiples of 1/64 of at most 1 in
# magnitude, so every sum fits f32). Both warpgroups of the block store D,
# one after the other: D is written twice.
import random
import struct
import sys
from fractions import Fraction

from model_io import writer

out = sys.argv[1]
rng = random.Random(20250302)

write = writer(out)


def f32(x):
    return struct.unpack("<f", struct.pack("<f", float(x)))[0]


def halves(values, kind):
    """f16 values as 16-bit patterns, bf16 ones as the top half of f32's."""
    if kind == "f16":
        return [struct.unpack("<H", struct.pack("<e", v))[0] for v in values]
    return [struct.unpack("<I", struct.pack("<f", v))[0] >> 16 for v in values]


def case(name, kind, n):
    a = [rng.randint(-64, 64) / 64 for _ in range(64 * 32)]
    b = [rng.randint(-64, 64) / 64 for _ in range(32 * n)]
    write(name + "_a.bin", "H", halves(a, kind))
    write(name + "_b.bin", "H", halves(b, kind))
    d = []
    for i in range(64):
        for j in range(n):
            first = f32(sum(Fraction(-a[i * 32 + k]) * Fraction(-b[k * n + j])
                            for k in range(16)))
            d.append(f32(sum((Fraction(a[i * 32 + k]) * Fraction(-b[k * n + j])
                              for k in range(16, 32)), Fraction(first))))
    write(name + "_d.bin", "f", d + d)


case("kmajor", "f16", 24)
case("mnmajor", "bf16", 40)
