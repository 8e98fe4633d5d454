# The CPU reference of test/pipelines/transpose-shared.mlir and
# transpose-async.mlir:
# transpose_ref.py X OUT reads a 32x32 f32 matrix (row-major) and writes its
# transpose.
import array
import sys

x = array.array("f", open(sys.argv[1], "rb").read())
y = array.array("f", [x[32 * c + r] for r in range(32) for c in range(32)])
open(sys.argv[2], "wb").write(y.tobytes())
