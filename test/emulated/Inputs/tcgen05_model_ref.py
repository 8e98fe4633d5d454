# tcgen05_model_ref.py OUTDIR: inputs and references of tcgen05-model.mlir.
# A is M x 32 and B 32 x N (16-bit patterns of f16 or bf16, row-major), C is
# M x N f32. The kernel computes D = A0 B0 (+ C with acc) and then
# D += (-A1) B1, A0/A1 and B0/B1 being the K halves 0-15 and 16-31, each
# product rounded once to f32: exact here, as the values are multiples of
# 1/64 (of at most 1 in magnitude for A and B, 4 for C), so every sum fits
# f32 (checked below). Files: NAME_a.bin, NAME_b.bin, NAME_c.bin and
# NAME_d0.bin / NAME_d1.bin, D without and with C.
import random
import struct
import sys
from fractions import Fraction

from model_io import exact_f32 as f32, writer

out = sys.argv[1]
rng = random.Random(20250917)

write = writer(out)


def halves(values, kind):
    """f16 values as 16-bit patterns, bf16 ones as the top half of f32's."""
    if kind == "f16":
        return [struct.unpack("<H", struct.pack("<e", v))[0] for v in values]
    return [struct.unpack("<I", struct.pack("<f", v))[0] >> 16 for v in values]


def case(name, kind, m, n):
    a = [rng.randint(-64, 64) / 64 for _ in range(m * 32)]
    b = [rng.randint(-64, 64) / 64 for _ in range(32 * n)]
    c = [rng.randint(-256, 256) / 64 for _ in range(m * n)]
    write(name + "_a.bin", "H", halves(a, kind))
    write(name + "_b.bin", "H", halves(b, kind))
    write(name + "_c.bin", "f", c)
    for acc in (0, 1):
        d = []
        for i in range(m):
            for j in range(n):
                first = f32(sum((Fraction(a[i * 32 + k]) * Fraction(b[k * n + j])
                                 for k in range(16)), Fraction(c[i * n + j]) if acc else 0))
                d.append(f32(sum((Fraction(-a[i * 32 + k]) * Fraction(b[k * n + j])
                                  for k in range(16, 32)), Fraction(first))))
        write("%s_d%d.bin" % (name, acc), "f", d)


case("m128", "f16", 128, 32)
case("m64", "bf16", 64, 48)
case("m128b", "bf16", 128, 16)
case("m64f", "f16", 64, 64)
case("m64n8", "bf16", 64, 8)


def tma_case(name):
    """A (128 x 64) and B (32 x 64, B^T of the product), bf16 row-major, and
    D = A B^T (128 x 32 f32)."""
    a = [rng.randint(-64, 64) / 64 for _ in range(128 * 64)]
    b = [rng.randint(-64, 64) / 64 for _ in range(32 * 64)]
    write(name + "_a.bin", "H", halves(a, "bf16"))
    write(name + "_b.bin", "H", halves(b, "bf16"))
    write(name + "_d.bin", "f", [
        f32(sum(Fraction(a[i * 64 + k]) * Fraction(b[j * 64 + k]) for k in range(64)))
        for i in range(128) for j in range(32)])


tma_case("tma")

# @allocs with 128 and 256 columns: the model hands out the highest free
# block of its size (columns 384-511, then 0-255); @alloc_wait: warp 1 gets
# all 512 columns once warp 0 freed them.
write("allocs_d.bin", "i", [384, 0])
write("alloc_wait_d.bin", "i", [0])
