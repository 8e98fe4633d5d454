# The CPU reference of test/pipelines/strided-view.mlir:
# windows_ref.py X N BLOCKS OUT reads x (f32) and writes, for each block i,
# the sum of x[4i .. 4i + 7] over the elements below N (as f32).
import array
import sys

x = array.array("f", open(sys.argv[1], "rb").read())
n, blocks = int(sys.argv[2]), int(sys.argv[3])
y = array.array("f", [sum(x[j] for j in range(4 * i, 4 * i + 8) if j < n)
                      for i in range(blocks)])
open(sys.argv[4], "wb").write(y.tobytes())
