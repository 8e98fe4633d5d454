# The CPU reference of test/pipelines/pack.mlir:
# pack_ref.py X DIR reads x (64 f16) and writes DIR/b.bin (its 128 bytes)
# and DIR/y.bin (the same bytes: 32 f32 words).
import os
import sys

data = open(sys.argv[1], "rb").read()
open(os.path.join(sys.argv[2], "b.bin"), "wb").write(data)
open(os.path.join(sys.argv[2], "y.bin"), "wb").write(data)
