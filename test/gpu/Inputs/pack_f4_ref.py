# The CPU reference of test/pipelines/pack-f4.mlir:
# pack_f4_ref.py X DIR reads x (32 bytes) and writes DIR/y.bin (its 64
# f4E2M1FN values, low nibble first, as f32) and DIR/z.bin (x again).
import array
import os
import sys

data = open(sys.argv[1], "rb").read()
magnitudes = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]
y = array.array("f")
for byte in data:
    for nibble in (byte & 0xF, byte >> 4):
        value = magnitudes[nibble & 7]
        y.append(-value if nibble & 8 else value)
open(os.path.join(sys.argv[2], "y.bin"), "wb").write(y.tobytes())
open(os.path.join(sys.argv[2], "z.bin"), "wb").write(data)
