# f8_codes.py FORMAT COUNT SEED OUT: COUNT random f8 codes (e4m3 or e5m2)
# of magnitudes 2^-3 to 2^3 with either sign (no zeros, subnormals, NaN or
# infinities), one byte each, for matrix products whose f32 sums stay
# well within range; or (e8m0) scales 2^-6 to 2^6; or (ue4m3) non-negative
# e4m3 scales 2^-3 to 2^3; or (f4x2) random bytes, each two f4E2M1FN codes
# (every 4-bit code is a finite value); or (e4m3int) the e4m3 codes of the
# integers 1 to 4 with either sign, whose products' sums stay exact in any
# accumulator of 13 bits or more (Hopper's f8 wgmma keeps fewer than f32's
# 24 bits of its sums), and (e5m2int) the same in e5m2; or (e4m3every, e5m2every) every code of the format,
# the finite ones cycled and the NaN and infinity codes last; or
# (e4m3identity, e5m2identity) an n x n identity matrix, COUNT = n * n.
import random
import sys

fmt, count, seed, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
rng = random.Random(seed)
if fmt == "e8m0":
    codes = bytes(127 + rng.randint(-6, 6) for _ in range(count))
    open(out, "wb").write(codes)
    sys.exit(0)
if fmt == "f4x2":
    open(out, "wb").write(bytes(rng.getrandbits(8) for _ in range(count)))
    sys.exit(0)
if fmt in ("e4m3int", "e5m2int"):
    # 1, 2, 3, 4: e4m3 exponent 7, 8, 8, 9 (bias 7), mantissa 0, 0, 4, 0;
    # e5m2 exponent 15, 16, 16, 17 (bias 15), mantissa 0, 0, 2, 0.
    values = (0x38, 0x40, 0x44, 0x48) if fmt == "e4m3int" else (0x3C, 0x40, 0x42, 0x44)
    open(out, "wb").write(bytes(rng.choice(values) | (0x80 if rng.getrandbits(1) else 0)
                                for _ in range(count)))
    sys.exit(0)
if fmt == "ue4m3":
    open(out, "wb").write(bytes(((7 + rng.randint(-3, 3)) << 3) | rng.getrandbits(3)
                                for _ in range(count)))
    sys.exit(0)
if fmt in ("e4m3every", "e5m2every"):
    # Every code: the finite ones (zeros, subnormals, the largest) cycled,
    # the NaN and infinity codes last.
    e4m3 = fmt == "e4m3every"
    special = [c for c in range(256)
               if (c & 0x7F) == 0x7F or (not e4m3 and (c & 0x7F) >= 0x7C)]
    finite = [c for c in range(256) if c not in special]
    codes = [finite[i % len(finite)] for i in range(count - len(special))]
    open(out, "wb").write(bytes(codes + special))
    sys.exit(0)
if fmt in ("e4m3identity", "e5m2identity"):
    # An n x n identity, n = sqrt(COUNT): 1.0 on the diagonal, 0 elsewhere.
    n = int(count ** 0.5)
    one = 0x38 if fmt == "e4m3identity" else 0x3C
    open(out, "wb").write(bytes(one if i // n == i % n else 0 for i in range(n * n)))
    sys.exit(0)
bias, mantissa_bits = (7, 3) if fmt == "e4m3" else (15, 2)
codes = bytearray()
for _ in range(count):
    exponent = bias + rng.randint(-3, 2)
    code = (exponent << mantissa_bits) | rng.getrandbits(mantissa_bits)
    codes.append(code | (0x80 if rng.getrandbits(1) else 0))
open(out, "wb").write(bytes(codes))
