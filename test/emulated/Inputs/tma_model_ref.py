# tma_model_ref.py OUTDIR: inputs and references of tma-model.mlir.
# a is a bf16 matrix of M rows and N columns, row-major with rows ld
# elements apart (the ld - N elements past each row are data too, which no
# box may show). Each CTA (bx, by) of the grid copies two 64 x 64 boxes:
# box k starts at column cx + 64 bx and row cy + 128 by + 64 k; out holds
# box k of CTA c (c = by gx + bx) at elements (2 c + k) 4096 on, row-major,
# with zeros where the box lies outside the matrix.
import random
import sys

from model_io import writer

out = sys.argv[1]
rng = random.Random(20250521)

write = writer(out, "H")


def bf16():
    """A random bf16 pattern: finite, non-zero (so zeros show the fill)."""
    return rng.randint(0, 1) << 15 | rng.randint(100, 150) << 7 | rng.randint(0, 127)


def case(name, m, n, ld, cx, cy, gx, gy):
    a = [bf16() for _ in range(m * ld)]
    write("a_%s.bin" % name, a)
    boxes = []
    for by in range(gy):
        for bx in range(gx):
            for k in range(2):
                x0, y0 = cx + 64 * bx, cy + 128 * by + 64 * k
                for r in range(64):
                    for c in range(64):
                        y, x = y0 + r, x0 + c
                        boxes.append(a[y * ld + x] if 0 <= y < m and 0 <= x < n else 0)
    write("out_%s.bin" % name, boxes)


case("edges", 100, 80, 88, 40, -20, 2, 1)
case("exact", 64, 64, 64, 0, 0, 1, 1)
case("grid", 200, 136, 144, -8, 30, 3, 2)
