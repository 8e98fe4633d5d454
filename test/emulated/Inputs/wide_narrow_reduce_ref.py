# The inputs and reference of test/emulated/wide-narrow-reduce.mlir:
# wide_narrow_reduce_ref.py DIR writes DIR/{a,b,c,d}.bin (4 rows of 256: i64
# over the whole range, f64, i8 over the whole range, f16) and the
# references: row sums of a (wrapping), row maxima of b, row sums of c
# (wrapping at 8 bits), row maxima of d, and the prefix sums of a's rows.
import array
import random
import struct
import sys

rng = random.Random(31)
R, C = 4, 256
a = [rng.randint(-2**63, 2**63 - 1) for _ in range(R * C)]
b = [rng.uniform(-1e300, 1e300) * rng.choice([1, 1e-300, 1e-10]) for _ in range(R * C)]
c = [rng.randint(-128, 127) for _ in range(R * C)]
d_bits = []
for _ in range(R * C):
    while True:
        bits = rng.randint(0, 0xFFFF)
        if (bits >> 10) & 0x1F != 0x1F:  # finite
            break
    d_bits.append(bits)
d = [struct.unpack("<e", struct.pack("<H", v))[0] for v in d_bits]


def wrap(v, w):
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


rows = lambda xs: [xs[r * C:(r + 1) * C] for r in range(R)]
sums = [wrap(sum(r), 64) for r in rows(a)]
maxima = [max(r) for r in rows(b)]
small = [wrap(sum(r), 8) for r in rows(c)]
halves = [max(r) for r in rows(d)]
prefix = []
for r in rows(a):
    total = 0
    for v in r:
        total = wrap(total + v, 64)
        prefix.append(total)
out = sys.argv[1]
open(out + "/a.bin", "wb").write(array.array("q", a).tobytes())
open(out + "/b.bin", "wb").write(array.array("d", b).tobytes())
open(out + "/c.bin", "wb").write(array.array("b", c).tobytes())
open(out + "/d.bin", "wb").write(array.array("H", d_bits).tobytes())
open(out + "/sums.bin", "wb").write(array.array("q", sums).tobytes())
open(out + "/maxima.bin", "wb").write(array.array("d", maxima).tobytes())
open(out + "/small.bin", "wb").write(array.array("b", small).tobytes())
open(out + "/halves.bin", "wb").write(b"".join(struct.pack("<e", v) for v in halves))
open(out + "/prefix.bin", "wb").write(array.array("q", prefix).tobytes())
