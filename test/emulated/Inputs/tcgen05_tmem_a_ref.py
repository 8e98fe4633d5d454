# tcgen05_tmem_a_ref.py OUTDIR: inputs and references of
# tcgen05-tmem-a-model.mlir.
#
# @tmem_a: A is M x 32 and B 32 x N, f16 row-major, small integers so that
# every sum is exact in f32; D = A0 B0 + A1 B1 (the K halves 0-15 and
# 16-31, two tcgen05.mma). Files NAME_a.bin, NAME_b.bin, NAME_d.bin.
#
# @ldst: warp w (128 threads) stores register r of its thread t, the value
# 64 t + r + 1, with tcgen05.st of shape 16x64b.x8 or 16x128b.x4 at lanes
# 32 w + 16 .. 32 w + 31 (columns 0-15), over zeros in lanes 32 w .. 32 w +
# 31, and reads the 32 lanes back with tcgen05.ld.32x32b.x16 (thread l of
# warp w: lane 32 w + l, register c column c) into OUT[(32 w + l) 16 + c]:
# the positions below are those of the PTX ISA's "Matrix fragments for
# shape .16x64b" / ".16x128b" (Figures 184, 185). Files ldst_SHAPE.bin
# (the 32x32b view) and ldst_back.bin (the registers, read back with the
# same shape: 64 t + r + 1 at t * 8 + r).
import random
import struct
import sys

from model_io import writer

out = sys.argv[1]
rng = random.Random(20250921)

write = writer(out)


def f16_bits(values):
    return [struct.unpack("<H", struct.pack("<e", float(v)))[0] for v in values]


def case(name, m, n):
    a = [rng.randint(-4, 4) for _ in range(m * 32)]
    b = [rng.randint(-4, 4) for _ in range(32 * n)]
    write(name + "_a.bin", "H", f16_bits(a))
    write(name + "_b.bin", "H", f16_bits(b))
    # |D| <= 32 * 16 = 512: every partial sum is exact in f32.
    write(name + "_d.bin", "f", [float(sum(a[i * 32 + k] * b[k * n + j] for k in range(32)))
                                 for i in range(m) for j in range(n)])


case("m64", 64, 32)
case("m64n8", 64, 8)
case("m128", 128, 16)


def position(shape, lane, r):
    """(row, column) within the 16 lanes of a warp's access of register r
    of thread `lane` (PTX ISA, "Matrix fragments for shape .16x64b" and
    ".16x128b"; .num repeats the shape along the columns)."""
    if shape == "16x64b":
        # 16 lanes x 64 bits: threads 0, 2 row 0; 1, 3 row 8; 4, 6 row 1 ...
        return lane // 4 + 8 * (lane % 2), (lane // 2) % 2 + 2 * r
    # 16 lanes x 128 bits: threads 0-3 row 0, columns 0-3 (r0), row 8 (r1).
    return lane // 4 + 8 * (r % 2), lane % 4 + 4 * (r // 2)


for shape in ("16x64b", "16x128b"):
    view = [0] * (128 * 16)
    for t in range(128):
        w, lane = divmod(t, 32)
        for r in range(8):
            row, col = position(shape, lane, r)
            assert view[(32 * w + 16 + row) * 16 + col] == 0
            view[(32 * w + 16 + row) * 16 + col] = 64 * t + r + 1
    write("ldst_%s.bin" % shape, "i", view)
write("ldst_back.bin", "i", [64 * t + r + 1 for t in range(128) for r in range(8)])
