# The CPU reference of test/pipelines/alloca.mlir:
# reverse_ref.py X OUT reads f32 values and writes each run of 512 of them
# reversed.
import array
import sys

x = array.array("f", open(sys.argv[1], "rb").read())
y = array.array("f")
for start in range(0, len(x), 512):
    y.extend(reversed(x[start:start + 512]))
open(sys.argv[2], "wb").write(y.tobytes())
