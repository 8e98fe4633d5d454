# The CPU reference of a tf32 GEMM of f32 data:
# tf32_gemm_ref.py A B M N K OUT MODE [nn] reads A (f32, M x K) and B (f32,
# N x K, or K x N with `nn`), row-major, and writes C = A * B^T (A * B) in
# f32, computed in double precision from the operands as tf32 values: with
# MODE `truncate` their upper 19 bits (what a tensor core reading f32
# values as tf32 takes), with `round` rounded to nearest even (ftof).
import struct
import sys

m, n, k = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
mode = sys.argv[7]
nn = len(sys.argv) > 8 and sys.argv[8] == "nn"


def tf32(value):
    bits = struct.unpack("<I", struct.pack("<f", value))[0]
    if mode == "round" and (bits >> 23) & 0xFF != 0xFF:
        bits += 0xFFF + ((bits >> 13) & 1)
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFE000))[0]


def read(path):
    raw = open(path, "rb").read()
    return [tf32(x) for x in struct.unpack("<%df" % (len(raw) // 4), raw)]


a, b = read(sys.argv[1]), read(sys.argv[2])
if nn:
    c = [sum(a[i * k + p] * b[p * n + j] for p in range(k))
         for i in range(m) for j in range(n)]
else:
    c = [sum(a[i * k + p] * b[j * k + p] for p in range(k))
         for i in range(m) for j in range(n)]
open(sys.argv[6], "wb").write(struct.pack("<%df" % len(c), *c))
