# The CPU reference of examples/softmax.mlir:
# softmax_ref.py X ROWS OUT reads x (f32, rows of 256) and writes the softmax
# of each of the first ROWS rows, computed in double precision and rounded to
# f32; elements past ROWS * 256 are 0 (the kernel does not write them).
import array
import math
import sys

x = array.array("f", open(sys.argv[1], "rb").read())
rows = int(sys.argv[2])
y = array.array("f", [0.0] * len(x))
for r in range(rows):
    row = x[r * 256:(r + 1) * 256]
    top = max(row)
    e = [math.exp(v - top) for v in row]
    total = sum(e)
    for i, v in enumerate(e):
        y[r * 256 + i] = v / total
open(sys.argv[3], "wb").write(y.tobytes())
