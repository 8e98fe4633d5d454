# The CPU reference of examples/count_positive.mlir:
# count_positive_ref.py X N X_OUT COUNT_OUT reads the input x (f32), writes
# x with its negative elements among the first N set to 0, and the number of
# positive elements among the first N as one i32.
import array
import sys

x = array.array("f", open(sys.argv[1], "rb").read())
n = int(sys.argv[2])
count = sum(1 for v in x[:n] if v > 0)
out = array.array("f", [0.0 if i < n and v < 0 else v for i, v in enumerate(x)])
open(sys.argv[3], "wb").write(out.tobytes())
open(sys.argv[4], "wb").write(array.array("i", [count]).tobytes())
