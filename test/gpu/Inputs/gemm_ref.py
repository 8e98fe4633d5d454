# The CPU reference of examples/gemm_f16.mlir:
# gemm_ref.py A B M N K OUT [f16] reads A (f16, M x K) and B (f16, K x N),
# row-major, and writes C = A * B (f32, M x N) computed in double precision.
# Products of f16 values are exact in f32, so the kernel differs only by the
# rounding of its f32 sums. With `f16`, C is written rounded to f16 (for the
# variant that converts its sums before the store).
import struct
import sys

m, n, k = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
raw_a = open(sys.argv[1], "rb").read()
raw_b = open(sys.argv[2], "rb").read()
a = struct.unpack("<%de" % (len(raw_a) // 2), raw_a)
b = struct.unpack("<%de" % (len(raw_b) // 2), raw_b)
c = [sum(a[i * k + p] * b[p * n + j] for p in range(k))
     for i in range(m) for j in range(n)]
fmt = "e" if len(sys.argv) > 7 and sys.argv[7] == "f16" else "f"
open(sys.argv[6], "wb").write(struct.pack("<%d%s" % (len(c), fmt), *c))
