# The CPU reference of test/pipelines/scan.mlir:
# scan_ref.py X Y_OUT Z_OUT reads x (2 rows of i32) and writes
# the prefix sums of each row (y) and the suffix maxima of each row (z).
import array
import sys

x = array.array("i", open(sys.argv[1], "rb").read())
y, z = array.array("i"), array.array("i")
n = len(x) // 2
for r in range(2):
    row = x[r * n:(r + 1) * n]
    total = 0
    for v in row:
        total += v
        y.append(total)
    suffix = []
    best = -2 ** 31
    for v in reversed(row):
        best = max(best, v)
        suffix.append(best)
    z.extend(reversed(suffix))
open(sys.argv[2], "wb").write(y.tobytes())
open(sys.argv[3], "wb").write(z.tobytes())
