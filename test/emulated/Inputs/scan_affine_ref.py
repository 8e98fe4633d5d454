# The reference of test/emulated/scan-affine.mlir:
# scan_affine_ref.py X Y ROWS PREFIX reads a and b (ROWS rows of i32) and
# writes PREFIX.a.bin / PREFIX.b.bin (the forward scan of the affine maps
# v -> a * v + b along each row, composed later-after-earlier from the
# identity map (1, 0)) and PREFIX.ra.bin / PREFIX.rb.bin (the reverse scan).
import array
import sys

a = array.array("i", open(sys.argv[1], "rb").read())
b = array.array("i", open(sys.argv[2], "rb").read())
rows = int(sys.argv[3])
cols = len(a) // rows


def i32(v):
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v >> 31 else v


outs = {name: array.array("i", [0] * len(a)) for name in ("a", "b", "ra", "rb")}
for r in range(rows):
    for reverse in (False, True):
        order = range(cols - 1, -1, -1) if reverse else range(cols)
        sa, sb = 1, 0
        for c in order:
            k = r * cols + c
            # body(element = this map, accumulator = the maps before it).
            sa, sb = i32(a[k] * sa), i32(a[k] * sb + b[k])
            outs["ra" if reverse else "a"][k] = sa
            outs["rb" if reverse else "b"][k] = sb
for name, values in outs.items():
    open("%s.%s.bin" % (sys.argv[4], name), "wb").write(values.tobytes())
