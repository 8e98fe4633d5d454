# The CPU reference of the kernels in Inputs/mma-gemm.mlir:
# mma_gemm_ref.py KIND A B M N K OUT [BATCHES] reads A (M x K) and B (K x N),
# row-major (BATCHES of each, one after the other), and writes C = A * B
# (M x N, per batch) computed exactly (Python integers, or
# doubles; f64 products summed in double precision):
#   bf16  A, B bf16 -> C f32
#   f16   A, B f16 -> C f16 (the exact sum rounded once to f16)
#   u8s8  A u8 (the bytes as unsigned), B s8 -> C i32 (wrapping)
#   s8s8  A s8, B s8 -> C i32 (wrapping)
#   tf32  A, B f32 rounded to tf32 (nearest even, as ftof) -> C f32
#   f64   A, B f64 -> C f64
import struct
import sys

kind, path_a, path_b = sys.argv[1], sys.argv[2], sys.argv[3]
m, n, k = int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6])
raw_a, raw_b = open(path_a, "rb").read(), open(path_b, "rb").read()


def bf16(raw):
    halves = struct.unpack("<%dH" % (len(raw) // 2), raw)
    return [struct.unpack("<f", struct.pack("<I", h << 16))[0] for h in halves]


def tf32(raw):
    out = []
    for bits in struct.unpack("<%dI" % (len(raw) // 4), raw):
        # Round the 23-bit mantissa to 10 bits, to nearest even.
        low = bits & 0x1FFF
        bits &= ~0x1FFF
        if low > 0x1000 or (low == 0x1000 and bits & 0x2000):
            bits += 0x2000
        out.append(struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0])
    return out


if kind == "bf16":
    a, b, fmt = bf16(raw_a), bf16(raw_b), "f"
elif kind == "f16":
    a = struct.unpack("<%de" % (len(raw_a) // 2), raw_a)
    b = struct.unpack("<%de" % (len(raw_b) // 2), raw_b)
    fmt = "e"
elif kind == "u8s8":
    a = list(struct.unpack("<%dB" % len(raw_a), raw_a))
    b = list(struct.unpack("<%db" % len(raw_b), raw_b))
    fmt = "i"
elif kind == "s8s8":
    a = list(struct.unpack("<%db" % len(raw_a), raw_a))
    b = list(struct.unpack("<%db" % len(raw_b), raw_b))
    fmt = "i"
elif kind == "tf32":
    a, b, fmt = tf32(raw_a), tf32(raw_b), "f"
elif kind == "f64":
    a = struct.unpack("<%dd" % (len(raw_a) // 8), raw_a)
    b = struct.unpack("<%dd" % (len(raw_b) // 8), raw_b)
    fmt = "d"
else:
    sys.exit("unknown kind " + kind)

batches = int(sys.argv[8]) if len(sys.argv) > 8 else 1
c = [sum(a[z * m * k + i * k + p] * b[z * k * n + p * n + j] for p in range(k))
     for z in range(batches) for i in range(m) for j in range(n)]
if fmt == "i":
    c = [((v + 2**31) % 2**32) - 2**31 for v in c]
open(sys.argv[7], "wb").write(struct.pack("<%d%s" % (len(c), fmt), *c))
