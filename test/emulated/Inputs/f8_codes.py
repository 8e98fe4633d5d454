# f8_codes.py FORMAT COUNT SEED OUT: COUNT random f8 codes (e4m3 or e5m2)
# of magnitudes 2^-3 to 2^3 with either sign (no zeros, subnormals, NaN or
# infinities), one byte each, for matrix products whose f32 sums stay
# well within range; or (e8m0) scales 2^-6 to 2^6.
import random
import sys

fmt, count, seed, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
rng = random.Random(seed)
if fmt == "e8m0":
    codes = bytes(127 + rng.randint(-6, 6) for _ in range(count))
    open(out, "wb").write(codes)
    sys.exit(0)
bias, mantissa_bits = (7, 3) if fmt == "e4m3" else (15, 2)
codes = bytearray()
for _ in range(count):
    exponent = bias + rng.randint(-3, 2)
    code = (exponent << mantissa_bits) | rng.getrandbits(mantissa_bits)
    codes.append(code | (0x80 if rng.getrandbits(1) else 0))
open(out, "wb").write(bytes(codes))
