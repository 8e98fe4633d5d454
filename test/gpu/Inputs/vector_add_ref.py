# The CPU reference of examples/vector_add.mlir:
# vector_add_ref.py A B N OUT writes c[i] = a[i] + b[i] for i < N, else 0,
# as f32 (the sum of two f32 is exact in a Python float, so packing it rounds
# once, as the GPU does).
import array
import sys

a = array.array("f", open(sys.argv[1], "rb").read())
b = array.array("f", open(sys.argv[2], "rb").read())
n = int(sys.argv[3])
c = array.array("f", [x + y if i < n else 0.0 for i, (x, y) in enumerate(zip(a, b))])
open(sys.argv[4], "wb").write(c.tobytes())
