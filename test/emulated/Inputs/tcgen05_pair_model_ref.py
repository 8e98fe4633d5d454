# tcgen05_pair_model_ref.py OUTDIR: inputs and references of
# tcgen05-pair-model.mlir.
#
# @pair_mma (clusters of 2 CTAs, the grid in clusters): cluster c computes
# D = A B with A (M x 32) and B (32 x N) f16, row-major from M 32 c in a and
# 32 N c in b, D (M x N f32) row-major from M N c in d. The values are
# multiples of 1/64 of at most 1 in magnitude, so the sums of 32 products
# are exact in f32 (checked). Files: NAME_a.bin, NAME_b.bin, NAME_d.bin, and
# NAME_even_d.bin, D with zeros for the rows of the odd CTA of each pair.
#
# @pair_commit (clusters of 2 CTAs): every thread of block b writes its
# CTA's rank + 1 at 128 b + t.
import random
import struct
import sys
from fractions import Fraction

from model_io import exact_f32 as f32, writer

out = sys.argv[1]
rng = random.Random(20250930)
write = writer(out)


def f16_bits(values):
    return [struct.unpack("<H", struct.pack("<e", v))[0] for v in values]


def case(name, m, n, clusters):
    a = [rng.randint(-64, 64) / 64 for _ in range(clusters * m * 32)]
    b = [rng.randint(-64, 64) / 64 for _ in range(clusters * 32 * n)]
    write(name + "_a.bin", "H", f16_bits(a))
    write(name + "_b.bin", "H", f16_bits(b))
    d = []
    for c in range(clusters):
        for i in range(m):
            for j in range(n):
                d.append(f32(sum(Fraction(a[(c * m + i) * 32 + k]) *
                                 Fraction(b[(c * 32 + k) * n + j]) for k in range(32))))
    write(name + "_d.bin", "f", d)
    # D with the odd CTA's half (rows M/2 on of each cluster's) not read.
    write(name + "_even_d.bin", "f", [x if i % (m * n) < m * n // 2 else 0.0
                                      for i, x in enumerate(d)])


case("m256", 256, 32, 2)
case("m128", 128, 32, 1)

# @pair_commit, --grid=2: 4 CTAs.
write("commit_out.bin", "i", [b % 2 + 1 for b in range(4) for _ in range(128)])
