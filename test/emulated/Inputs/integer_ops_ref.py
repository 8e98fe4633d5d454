# The inputs and reference of test/emulated/integer-ops.mlir:
# integer_ops_ref.py DIR writes DIR/x.bin and DIR/y.bin (256 i32 each, over
# the whole range, with y never 0 and no INT_MIN / -1 pair) and DIR/ref.bin
# (18 rows of 256 i32: the results of the kernel's ops, in its order).
import array
import math
import random
import struct
import sys

N = 256
rng = random.Random(17)
special = [0, 1, -1, 2**31 - 1, -2**31, 7, -7, 2**16, -2**16 + 3]
x = [special[i] if i < len(special) else rng.randint(-2**31, 2**31 - 1) for i in range(N)]
y = []
for i in range(N):
    while True:
        v = [3, -3, 1, 2**31 - 1, -2**31, 5][i % 6] if i < 24 else rng.randint(-2**31, 2**31 - 1)
        if i >= 24 and rng.random() < 0.3:
            v = rng.randint(-70, 70)
        if v != 0 and not (x[i] == -2**31 and v == -1):
            break
        v = rng.randint(1, 100)
        if not (x[i] == -2**31 and v == -1):
            break
    y.append(v)


def s32(v):
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v >> 31 else v


def u32(v):
    return v & 0xFFFFFFFF


def tdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def f32bits(v):
    return s32(struct.unpack("<I", struct.pack("<f", float(v)))[0])


rows = [
    lambda a, b: tdiv(a, b),
    lambda a, b: u32(a) // u32(b),
    lambda a, b: a // b,
    lambda a, b: -((-a) // b),
    lambda a, b: -((-u32(a)) // u32(b)),
    lambda a, b: a - tdiv(a, b) * b,
    lambda a, b: u32(a) % u32(b),
    lambda a, b: a >> (b & 31),
    lambda a, b: u32(a) >> (b & 31),
    lambda a, b: a << (b & 31),
    lambda a, b: a if u32(a) >= u32(b) else b,
    lambda a, b: min(a, b),
    lambda a, b: (u32(a) * u32(b)) >> 32,
    lambda a, b: int(u32(a) < u32(b)),
    lambda a, b: abs(a),
    lambda a, b: f32bits(u32(a)),
    lambda a, b: f32bits(a),
    lambda a, b: s32(a << 16) >> 16,
]
ref = array.array("i", [s32(f(a, b)) for f in rows for a, b in zip(x, y)])
d = sys.argv[1]
open(d + "/x.bin", "wb").write(array.array("i", x).tobytes())
open(d + "/y.bin", "wb").write(array.array("i", y).tobytes())
open(d + "/ref.bin", "wb").write(ref.tobytes())
