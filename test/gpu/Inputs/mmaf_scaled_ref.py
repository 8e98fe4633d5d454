# Inputs and CPU reference of test/pipelines/mmaf-scaled.mlir.
# mmaf_scaled_ref.py inputs DIR: writes DIR/{a8,b8,sa8,sb8,a4,b4,sa4,sb4}.bin
#   (f8E4M3FN operands of 0.25 .. 7.5, f8E8M0FNU scales 2^-2 .. 2^2, packed
#   f4E2M1FN operands, f8E4M3FN scales 0.25 .. 4).
# mmaf_scaled_ref.py reference DIR: writes DIR/c.bin (mx_f8) and DIR/d.bin
#   (nv_f4), 16x16 f32 each.
import array
import os
import random
import sys


def e4m3(code):
    sign = -1.0 if code & 0x80 else 1.0
    e, m = (code >> 3) & 0xF, code & 7
    if e == 0:
        return sign * m / 8 * 2.0 ** -6
    return sign * (1 + m / 8) * 2.0 ** (e - 7)


def e2m1(nibble):
    value = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0][nibble & 7]
    return -value if nibble & 8 else value


def nibbles(data):
    return [n for byte in data for n in (byte & 0xF, byte >> 4)]


def mma(a, b, sa, sb, block):
    k = 64
    out = array.array("f")
    for i in range(16):
        for j in range(16):
            out.append(sum(a[i * k + x] * sa[i * (k // block) + x // block] *
                           b[x * 16 + j] * sb[(x // block) * 16 + j]
                           for x in range(k)))
    return out


d = sys.argv[2]
path = lambda name: os.path.join(d, name + ".bin")
if sys.argv[1] == "inputs":
    rng = random.Random(11)
    # |values| in 0.25 .. 7.5 keep the f32 sums within a small absolute
    # error of the exact ones.
    codes = [s | e << 3 | m for s in (0, 0x80) for e in range(5, 10)
             for m in range(8)]
    f8 = lambda n: bytes(rng.choice(codes) for _ in range(n))
    open(path("a8"), "wb").write(f8(1024))
    open(path("b8"), "wb").write(f8(1024))
    open(path("sa8"), "wb").write(bytes(rng.randrange(125, 130) for _ in range(32)))
    open(path("sb8"), "wb").write(bytes(rng.randrange(125, 130) for _ in range(32)))
    open(path("a4"), "wb").write(bytes(rng.randrange(256) for _ in range(512)))
    open(path("b4"), "wb").write(bytes(rng.randrange(256) for _ in range(512)))
    open(path("sa4"), "wb").write(bytes(rng.randrange(0x28, 0x49) for _ in range(64)))
    open(path("sb4"), "wb").write(bytes(rng.randrange(0x28, 0x49) for _ in range(64)))
else:
    read = lambda name: open(path(name), "rb").read()
    c = mma([e4m3(x) for x in read("a8")], [e4m3(x) for x in read("b8")],
            [2.0 ** (x - 127) for x in read("sa8")],
            [2.0 ** (x - 127) for x in read("sb8")], 32)
    open(path("c"), "wb").write(c.tobytes())
    dd = mma([e2m1(x) for x in nibbles(read("a4"))],
             [e2m1(x) for x in nibbles(read("b4"))],
             [e4m3(x) for x in read("sa4")], [e4m3(x) for x in read("sb4")], 16)
    open(path("d"), "wb").write(dd.tobytes())
