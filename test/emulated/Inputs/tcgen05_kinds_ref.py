# tcgen05_kinds_ref.py OUTDIR: inputs and references of tcgen05-kinds-model.mlir.
# Per case NAME: NAME_a.bin (M rows of 64 bytes: K elements of A, 16 tf32 or
# 64 8-bit ones), NAME_b.bin (N rows of 64 bytes: row n is column n of B),
# NAME_c.bin (M x N 32-bit cells: the initial D, f32 or s32) and NAME_d.bin,
# D after the two products of the kernel: D = A0 B0 (+ C with acc), then
# D += A1 B1, A0/B0 the first half of K and A1/B1 the second, each product
# negating A or B as its instruction descriptor says, rounded once to f32
# (float kinds) or wrapped / saturated to s32 (.kind::i8).
import random
import struct
import sys

from model_io import writer
from narrow_mma_ref import as_bytes, f8_codes, products, rows, tf32_words

out = sys.argv[1]
rng = random.Random(20250612)
write = writer(out)

# name: (A type, B type, M, N, negations of the two products, acc, saturate)
CASES = {
    "t1": ("tf32", "tf32", 128, 32, [(False, False), (True, False)], True, False),
    "t2": ("tf32", "tf32", 64, 16, [(False, False), (False, True)], False, False),
    "t3": ("tf32", "tf32", 128, 32, [(False, True), (False, False)], True, False),
    "f1": ("e4m3", "e5m2", 128, 32, [(False, False), (False, True)], True, False),
    "f2": ("e4m3", "e4m3", 64, 24, [(True, False), (False, False)], False, False),
    "f3": ("e5m2", "e4m3", 128, 32, [(False, False), (False, False)], True, False),
    "i1": ("s8", "u8", 128, 32, [(False, False)] * 2, True, False),
    "i2": ("s8", "u8", 128, 32, [(False, False)] * 2, True, True),
    "i3": ("u8", "s8", 64, 32, [(False, False)] * 2, True, True),
    "i4": ("s8", "s8", 128, 16, [(False, False)] * 2, True, False),
}

shared = {}
for name, (ta, tb, m, n, negations, acc, saturate) in CASES.items():
    integer = ta in ("s8", "u8")
    k = 16 if ta == "tf32" else 64
    # i1 and i2 (the same inputs, wrapped and saturated) share their files.
    key = (ta, tb, m, n) if integer else name
    if key not in shared:
        if ta == "tf32":
            raw_a = as_bytes(tf32_words(rng, m * k), "tf32")
            raw_b = as_bytes(tf32_words(rng, n * k), "tf32")
            c = [[rng.randint(-2 ** 12, 2 ** 12) / 64 for _ in range(n)] for _ in range(m)]
        elif integer:
            raw_a = [rng.randrange(256) for _ in range(m * k)]
            raw_b = [rng.randrange(256) for _ in range(n * k)]
            edge = 1 << 21
            c = [[rng.choice((2 ** 31 - 1 - rng.randrange(edge), -2 ** 31 + rng.randrange(edge),
                              rng.randrange(-edge, edge))) for _ in range(n)] for _ in range(m)]
        else:
            raw_a, raw_b = f8_codes(rng, m * k), f8_codes(rng, n * k)
            c = [[rng.randint(-2 ** 20, 2 ** 20) / 16 for _ in range(n)] for _ in range(m)]
        shared[key] = (raw_a, raw_b, c)
    raw_a, raw_b, c = shared[key]
    write(name + "_a.bin", "B", raw_a)
    write(name + "_b.bin", "B", raw_b)
    flat_c = [x for row in c for x in row]
    write(name + "_c.bin", "i" if integer else "f", flat_c)
    half = k // 2
    d = products(rows(raw_a, ta, m, k), rows(raw_b, tb, n, k), [(0, half), (half, k)],
                 negations, c if acc else None, integer, saturate)
    write(name + "_d.bin", "i" if integer else "f", [x for row in d for x in row])
