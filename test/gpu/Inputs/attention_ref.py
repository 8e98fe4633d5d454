# The CPU reference of examples/attention_f16.mlir:
# attention_ref.py Q K V HEADS SEQ SCALE OUT reads Q, K, V (f16, HEADS x SEQ
# x 64) and writes O (f32) = softmax(Q K^T * SCALE) V, computed as the kernel
# does it (blocks of 64 keys, online softmax, the probabilities rounded to
# f16 before the product with V) in double precision.
import math
import struct
import sys

heads, seq, scale = int(sys.argv[4]), int(sys.argv[5]), float(sys.argv[6])


def read(path):
    raw = open(path, "rb").read()
    return struct.unpack("<%de" % (len(raw) // 2), raw)


def to_f16(x):
    return struct.unpack("<e", struct.pack("<e", x))[0]


q, k, v = read(sys.argv[1]), read(sys.argv[2]), read(sys.argv[3])
out = []
for h in range(heads):
    base = h * seq * 64
    for i in range(seq):
        qi = q[base + i * 64:base + i * 64 + 64]
        m, l, acc = -math.inf, 0.0, [0.0] * 64
        for start in range(0, seq, 64):
            s = [scale * sum(qi[d] * k[base + j * 64 + d] for d in range(64))
                 for j in range(start, start + 64)]
            m_new = max(m, max(s))
            alpha = math.exp(m - m_new)
            p = [math.exp(x - m_new) for x in s]
            l = l * alpha + sum(p)
            acc = [a * alpha for a in acc]
            for jj, pj in enumerate(p):
                row = base + (start + jj) * 64
                pj = to_f16(pj)
                for d in range(64):
                    acc[d] += pj * v[row + d]
            m = m_new
        out.extend(a / l for a in acc)
open(sys.argv[7], "wb").write(struct.pack("<%df" % len(out), *out))
