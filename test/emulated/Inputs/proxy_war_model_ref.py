# proxy_war_model_ref.py OUTDIR: inputs and references of proxy-war-model.mlir.
#
# in holds ITERS rows of 128 i32; in iteration i every thread t = 32 w + l
# of 128 reads row i from the stage and accumulates (i32, wrapping)
#   loads:    acc += (i + 1) x[t] + x[(t + 1) % 128]
#   ldmatrix: acc += (i + 1) x[l] + x[32 + l] + x[64 + l] + x[96 + l]
# (ldmatrix x4 of the whole 512-byte stage: register j of lane l is word
# 32 j + l); out[t] is its acc.
import random
import sys

from model_io import writer, wrap32

out = sys.argv[1]
rng = random.Random(20250705)
ITERS = 5

write = writer(out, "i")

rows = [[rng.randint(-(1 << 20), 1 << 20) for _ in range(128)] for _ in range(ITERS)]
write("in.bin", [x for row in rows for x in row])
loads = [0] * 128
ldmatrix = [0] * 128
for i, x in enumerate(rows):
    for t in range(128):
        l = t % 32
        loads[t] = wrap32(loads[t] + (i + 1) * x[t] + x[(t + 1) % 128])
        ldmatrix[t] = wrap32(ldmatrix[t] + (i + 1) * x[l] + x[32 + l] + x[64 + l] + x[96 + l])
write("out_loads.bin", loads)
write("out_ldmatrix.bin", ldmatrix)
