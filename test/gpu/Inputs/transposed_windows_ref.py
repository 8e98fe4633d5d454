# The CPU reference of test/pipelines/strided-view-dim-map.mlir:
# transposed_windows_ref.py X M BLOCKS OUT reads x (f32, M rows of 16) and
# writes, for each block i = 4b + a, the tile t[r][c] = x[3b + c][4a + r]
# (zero past row M) row-major (as f32).
import array
import sys

x = array.array("f", open(sys.argv[1], "rb").read())
m, blocks = int(sys.argv[2]), int(sys.argv[3])
y = array.array("f")
for i in range(blocks):
    a, b = i % 4, i // 4
    for r in range(4):
        for c in range(2):
            row, col = 3 * b + c, 4 * a + r
            y.append(x[row * 16 + col] if row < m else 0.0)
open(sys.argv[4], "wb").write(y.tobytes())
