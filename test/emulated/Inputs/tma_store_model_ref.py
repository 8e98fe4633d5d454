# tma_store_model_ref.py OUTDIR: references of tma-store-model.mlir.
# out is a bf16 matrix of M rows and N columns, row-major with rows ld
# elements apart, with random initial contents (init_NAME.bin). CTA bx
# stores a box of box0 x box1 elements (64 x 64, or 128 x 32 unswizzled)
# whose element x (row-major) is the bf16 pattern 0x3c00 + x + 0x1000 bx at
# column cx + box0 bx, row cy; only elements inside the matrix are written.
import array
import os
import sys

out = sys.argv[1]


def case(name, m, n, ld, cx, cy, gx, plain):
    values = array.array("H")
    with open(os.path.join(out, "init_%s.bin" % name), "rb") as f:
        values.frombytes(f.read())
    box0, box1 = (128, 32) if plain else (64, 64)
    for bx in range(gx):
        x0 = cx + box0 * bx
        for r in range(box1):
            for c in range(box0):
                y, x = cy + r, x0 + c
                if 0 <= y < m and 0 <= x < n:
                    values[y * ld + x] = 0x3c00 + r * box0 + c + 0x1000 * bx
    with open(os.path.join(out, "ref_%s.bin" % name), "wb") as f:
        f.write(values.tobytes())


case("edges", 100, 80, 88, 40, -20, 2, False)
case("plain", 50, 150, 160, -8, 30, 1, True)
case("exact", 64, 64, 64, 0, 0, 1, False)
