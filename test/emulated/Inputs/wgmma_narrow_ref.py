# wgmma_narrow_ref.py OUTDIR: inputs and references of wgmma-narrow-model.mlir.
# A is 64 x 64 bytes and B N x 64 bytes (row n: column n of the K x N
# matrix B), each row K elements (16 tf32 or 64 8-bit ones) whose first and
# second halves are the K ranges of the two products. @float (N = 40):
# tf32.bin / f8 inputs, D1 = (-A0)(-B0) then D = D1 + A1 (-B1) (cases 0 and
# 1), D = A0 B0 then D1 + (-A1) B1 (case 2), each rounded to f32. @int
# (N = 32): D = C + A0 B0, then D + A1 B1, wrapped or saturated per case,
# with C near the ends of the s32 range so that some sums overflow.
import random
import sys

from model_io import writer
from narrow_mma_ref import as_bytes, f8_codes, products, rows, tf32_words

out = sys.argv[1]
rng = random.Random(20250611)
write = writer(out)

FLOAT_N, INT_N = 40, 32

tf32_a, tf32_b = tf32_words(rng, 64 * 16), tf32_words(rng, FLOAT_N * 16)
write("tf32_a.bin", "B", as_bytes(tf32_a, "tf32"))
write("tf32_b.bin", "B", as_bytes(tf32_b, "tf32"))
d = products(rows(as_bytes(tf32_a, "tf32"), "tf32", 64, 16),
             rows(as_bytes(tf32_b, "tf32"), "tf32", FLOAT_N, 16),
             [(0, 8), (8, 16)], [(True, True), (False, True)], None, False)
write("tf32_d.bin", "f", [x for row in d for x in row])

f8_a, f8_b = f8_codes(rng, 64 * 64), f8_codes(rng, FLOAT_N * 64)
write("f8_a.bin", "B", f8_a)
write("f8_b.bin", "B", f8_b)
for name, ta, tb, negations in (("e4m3_e5m2", "e4m3", "e5m2", [(True, True), (False, True)]),
                                ("e5m2_e4m3", "e5m2", "e4m3", [(False, False), (True, False)])):
    d = products(rows(f8_a, ta, 64, 64), rows(f8_b, tb, FLOAT_N, 64), [(0, 32), (32, 64)],
                 negations, None, False)
    write(name + "_d.bin", "f", [x for row in d for x in row])

int_a = [rng.randrange(256) for _ in range(64 * 64)]
int_b = [rng.randrange(256) for _ in range(INT_N * 64)]
edge = 1 << 21
c = [[rng.choice((2 ** 31 - 1 - rng.randrange(edge), -2 ** 31 + rng.randrange(edge),
                  rng.randrange(-edge, edge)))
      for _ in range(INT_N)] for _ in range(64)]
write("int_a.bin", "B", int_a)
write("int_b.bin", "B", int_b)
write("int_c.bin", "i", [x for row in c for x in row])
for name, ta, tb, saturate in (("s8_u8", "s8", "u8", False), ("s8_u8_sat", "s8", "u8", True),
                               ("u8_s8", "u8", "s8", False), ("s8_s8_sat", "s8", "s8", True)):
    d = products(rows(int_a, ta, 64, 64), rows(int_b, tb, INT_N, 64), [(0, 32), (32, 64)],
                 [(False, False)] * 2, c, True, saturate)
    write(name + "_d.bin", "i", [x for row in d for x in row])
