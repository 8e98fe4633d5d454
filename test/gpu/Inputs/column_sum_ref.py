# The CPU reference of test/pipelines/atomic-view.mlir:
# column_sum_ref.py X ROWS OUT reads x (ROWS rows of 256 f32) and writes the
# sum of its rows (256 f32, computed in double precision).
import array
import sys

x = array.array("f", open(sys.argv[1], "rb").read())
rows = int(sys.argv[2])
y = array.array("f", [sum(x[r * 256 + c] for r in range(rows)) for c in range(256)])
open(sys.argv[3], "wb").write(y.tobytes())
