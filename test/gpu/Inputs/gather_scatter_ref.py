# The CPU reference of test/pipelines/gather-scatter.mlir:
# gather_scatter_ref.py X M ROWS DEST Y0 OUT reads x (f32, M rows of 16),
# the 8 picked rows and 8 destination rows (i32) and y's initial contents,
# and writes y after the kernel: y[dest[j]] = 2 * x[rows[j]] (zero for a row
# outside x) for each dest[j] inside y.
import array
import sys

x = array.array("f", open(sys.argv[1], "rb").read())
m = int(sys.argv[2])
rows = array.array("i", open(sys.argv[3], "rb").read())
dest = array.array("i", open(sys.argv[4], "rb").read())
y = array.array("f", open(sys.argv[5], "rb").read())
for j in range(8):
    if not 0 <= dest[j] < m:
        continue
    for c in range(16):
        value = x[rows[j] * 16 + c] if 0 <= rows[j] < m else 0.0
        y[dest[j] * 16 + c] = 2.0 * value
open(sys.argv[6], "wb").write(y.tobytes())
