# Inputs and CPU reference of test/pipelines/mma-narrow.mlir:
# mma_narrow_ref.py DIR writes DIR/a.bin (256 f8E4M3FN bytes), DIR/b.bin
# (256 f8E5M2 bytes), DIR/t.bin (256 tf32 values in f32 containers, low 13
# bits clear) and DIR/ref.bin (C = A*A + B*B + T*T as f32, computed in
# double precision). The f8 codes are drawn from those with small and
# moderate exponents, subnormals and signed zeros included, so that the sums
# stay well inside f32 (no NaN, no infinity).
import math
import os
import random
import struct
import sys


def e4m3(code):
    s = -1.0 if code & 0x80 else 1.0
    e, m = (code >> 3) & 0xF, code & 7
    if e == 0:
        return s * m * 2.0 ** -9
    return s * (8 + m) * 2.0 ** (e - 10)


def e5m2(code):
    s = -1.0 if code & 0x80 else 1.0
    e, m = (code >> 2) & 0x1F, code & 3
    if e == 0:
        return s * m * 2.0 ** -16
    return s * (4 + m) * 2.0 ** (e - 17)


out = sys.argv[1]
rng = random.Random(17)
a = [rng.choice([c for c in range(256) if (c & 0x7F) != 0x7F and (c >> 3) & 0xF < 10])
     for _ in range(256)]
b = [rng.choice([c for c in range(256) if (c >> 2) & 0x1F < 18]) for _ in range(256)]
t = []
for _ in range(256):
    bits = struct.unpack("<I", struct.pack("<f", rng.uniform(-2, 2)))[0] & ~0x1FFF
    t.append(bits)
tf = [struct.unpack("<f", struct.pack("<I", x))[0] for x in t]
av, bv = [e4m3(x) for x in a], [e5m2(x) for x in b]


def square(m):
    return [sum(m[i * 16 + k] * m[k * 16 + j] for k in range(16))
            for i in range(16) for j in range(16)]


c = [x + y + z for x, y, z in zip(square(av), square(bv), square(tf))]
open(os.path.join(out, "a.bin"), "wb").write(bytes(a))
open(os.path.join(out, "b.bin"), "wb").write(bytes(b))
open(os.path.join(out, "t.bin"), "wb").write(struct.pack("<256I", *t))
open(os.path.join(out, "ref.bin"), "wb").write(struct.pack("<256f", *c))
