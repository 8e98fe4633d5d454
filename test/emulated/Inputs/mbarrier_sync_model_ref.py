# mbarrier_sync_model_ref.py OUTDIR: inputs and references of
# mbarrier-sync-model.mlir.
#
# @ring: in holds ITERS rows of 128 i32; in iteration i (stage i % 2) every
# thread t of 128 reads elements t and (t + 1) % 128 of row i and
# accumulates acc = acc + (i + 1) x[t] + x[(t + 1) % 128] (i32, wrapping);
# out[t] is its acc.
#
# @ring_wgmma: in holds ITERS images of a stage, 2304 bytes each: A (64 x 16
# bf16) then B (8 x 16 bf16, row n holds column n of the product's B), both
# K-major without swizzle in 8 x 16-byte core matrices, LBO 128 and SBO 256
# bytes: element (mn, k) at (mn % 8) 16 + (mn / 8) 256 + (k % 8) 2 +
# (k / 8) 128, B from byte 2048. Each of the two warpgroups accumulates
# D = sum_i A_i B_i^T (64 x 8, f32; exact here: small integers) and
# stores it at rows 64 w of out.
import random
import struct
import sys

from model_io import writer, wrap32

out = sys.argv[1]
rng = random.Random(20250611)
ITERS = 5

write = writer(out)

# @ring
rows = [[rng.randint(-(1 << 20), 1 << 20) for _ in range(128)] for _ in range(ITERS)]
write("ring_in.bin", "i", [x for row in rows for x in row])
acc = [0] * 128
for i, x in enumerate(rows):
    for t in range(128):
        acc[t] = wrap32(acc[t] + (i + 1) * x[t] + x[(t + 1) % 128])
write("ring_out.bin", "i", acc)


# @ring_wgmma
def bf16(v):
    return struct.unpack("<I", struct.pack("<f", float(v)))[0] >> 16


def offset(mn, k):
    return (mn % 8) * 16 + (mn // 8) * 256 + (k % 8) * 2 + (k // 8) * 128


image = []
d = [[0] * 8 for _ in range(64)]
for i in range(ITERS):
    a = [[rng.randint(-3, 3) for _ in range(16)] for _ in range(64)]
    b = [[rng.randint(-3, 3) for _ in range(16)] for _ in range(8)]
    stage = [0] * 1152
    for m in range(64):
        for k in range(16):
            stage[offset(m, k) // 2] = bf16(a[m][k])
    for n in range(8):
        for k in range(16):
            stage[(2048 + offset(n, k)) // 2] = bf16(b[n][k])
    image += stage
    for m in range(64):
        for n in range(8):
            d[m][n] += sum(a[m][k] * b[n][k] for k in range(16))
write("wgmma_in.bin", "H", image)
write("wgmma_out.bin", "f", [float(x) for _ in range(2) for row in d for x in row])
