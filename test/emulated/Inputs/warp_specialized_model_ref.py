# warp_specialized_model_ref.py OUTDIR: inputs and references of
# warp-specialized-model.mlir.
#
# in holds ITERS rows of 128 i32. Producer thread 128 + j stores element j
# of row i into the stage; consumer thread t (0-127) reads elements t and
# (t + 1) % 128 of row i and accumulates acc = acc + (i + 1) x[t] +
# x[(t + 1) % 128] (i32, wrapping); then out[t] = acc[t] + acc[(t + 1) % 128]
# (exchanged through shared memory with a named barrier) and out[128 + j] is
# the sum of column j of in.
import random
import sys

from model_io import writer, wrap32

out = sys.argv[1]
rng = random.Random(20250612)
ITERS = 6

write = writer(out, "i")

rows = [[rng.randint(-(1 << 20), 1 << 20) for _ in range(128)] for _ in range(ITERS)]
write("in.bin", [x for row in rows for x in row])
acc = [0] * 128
for i, x in enumerate(rows):
    for t in range(128):
        acc[t] = wrap32(acc[t] + (i + 1) * x[t] + x[(t + 1) % 128])
result = [wrap32(acc[t] + acc[(t + 1) % 128]) for t in range(128)]
result += [wrap32(sum(row[j] for row in rows)) for j in range(128)]
write("out.bin", result)
