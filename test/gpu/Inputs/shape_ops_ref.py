# The CPU reference of test/pipelines/shape-ops.mlir:
# shape_ops_ref.py X K DIR reads x (32 i32 as 8x4) and writes DIR/y.bin
# (x transposed, 4x8), DIR/z.bin (rows 2K and 2K + 1 of x) and DIR/w.bin
# (x beside itself, 8x8).
import array
import os
import sys

x = array.array("i", open(sys.argv[1], "rb").read())
k = int(sys.argv[2])
out = sys.argv[3]
rows = [x[4 * r:4 * r + 4] for r in range(8)]
y = array.array("i", [rows[r][c] for c in range(4) for r in range(8)])
z = array.array("i", list(rows[2 * k]) + list(rows[2 * k + 1]))
w = array.array("i", [v for r in range(8) for v in list(rows[r]) * 2])
for name, data in (("y.bin", y), ("z.bin", z), ("w.bin", w)):
    open(os.path.join(out, name), "wb").write(data.tobytes())
