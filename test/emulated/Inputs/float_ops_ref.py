# The inputs and reference of test/emulated/float-ops.mlir:
# float_ops_ref.py DIR writes DIR/x.bin and DIR/y.bin (256 f32 each: NaN,
# infinities, signed zeros, subnormals, the largest finite values, values
# whose sums and products round, and random ones), DIR/bits.bin (11 rows of
# 256 i32: the bits of the kernel's IEEE results, NaN from arithmetic as the
# GPU's canonical 0x7FFFFFFF, from negf/absf/select with its payload) and DIR/vals.bin (4 rows of 256 f32: maxf/minf, where either
# zero may come out of -0 and +0).
import array
import math
import random
import struct
import sys

N = 256
rng = random.Random(23)


def f32(v):
    """v rounded to f32 (nearest even); overflow to infinity."""
    if math.isnan(v):
        return math.nan
    try:
        return struct.unpack("<f", struct.pack("<f", v))[0]
    except OverflowError:
        return math.copysign(math.inf, v)


def bits(v):
    """The f32 bits of an arithmetic result: a NaN is canonical."""
    if math.isnan(v):
        return 0x7FFFFFFF
    return raw(v)


def raw(v):
    """The f32 bits of a value moved or sign-changed, NaN payload kept."""
    return struct.unpack("<i", struct.pack("<f", v))[0]


def from_bits(b):
    return struct.unpack("<f", struct.pack("<I", b & 0xFFFFFFFF))[0]


specials = [math.nan, math.inf, -math.inf, 0.0, -0.0, from_bits(1),
            from_bits(0x807FFFFF), from_bits(0x7F7FFFFF), -from_bits(0x7F7FFFFF),
            1.0, -1.0, 3.0, 1e-40, 65504.0, 65520.0, 1.0 + 2**-23, 2**-24]
x, y = [], []
for i in range(N):
    if i < len(specials) ** 2 and i < 200:
        a, b = specials[i % len(specials)], specials[(i // len(specials)) % len(specials)]
    else:
        a = f32(rng.uniform(-1, 1) * 2.0 ** rng.randint(-130, 130))
        b = f32(rng.uniform(-1, 1) * 2.0 ** rng.randint(-130, 130))
    x.append(f32(a))
    y.append(f32(b))


def div(a, b):
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if b == 0:
        if a == 0:
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    if math.isinf(a) and math.isinf(b):
        return math.nan
    return a / b


def arith(f):
    def g(a, b):
        try:
            r = f(a, b)
        except (OverflowError, ValueError):
            return math.nan
        return r
    return g


def to_half(v, fmt):
    if math.isnan(v):
        return math.nan
    if fmt == "f16":
        try:
            return struct.unpack("<e", struct.pack("<e", v))[0]
        except OverflowError:
            return math.copysign(math.inf, v)
    b = struct.unpack("<I", struct.pack("<f", v))[0]
    b += 0x7FFF + ((b >> 16) & 1)
    return from_bits((b >> 16) << 16)


def add(a, b):
    if math.isinf(a) and math.isinf(b) and a != b:
        return math.nan
    return a + b


def mul(a, b):
    if (math.isinf(a) and b == 0) or (math.isinf(b) and a == 0):
        return math.nan
    return a * b


bit_rows = [
    lambda a, b: f32(add(a, b)),
    lambda a, b: f32(add(a, -b)),
    lambda a, b: f32(mul(a, b)),
    lambda a, b: f32(div(a, b)),
    lambda a, b: raw(a) ^ -0x80000000,
    lambda a, b: raw(a) & 0x7FFFFFFF,
    lambda a, b: to_half(a, "f16"),
    lambda a, b: to_half(a, "bf16"),
    lambda a, b: float(not math.isnan(a) and not math.isnan(b) and a < b),
    lambda a, b: float(math.isnan(a) or math.isnan(b) or a != b),
    lambda a, b: raw(a if (not math.isnan(a) and not math.isnan(b) and a > b) else b),
]


def maxnum(a, b, nan_wins, pick):
    if math.isnan(a) or math.isnan(b):
        if nan_wins:
            return math.nan
        return b if math.isnan(a) else a
    return pick(a, b)


val_rows = [
    lambda a, b: maxnum(a, b, False, max),
    lambda a, b: maxnum(a, b, False, min),
    lambda a, b: maxnum(a, b, True, max),
    lambda a, b: maxnum(a, b, True, min),
]
out_bits = []
for k, f in enumerate(bit_rows):
    for a, b in zip(x, y):
        r = f(a, b)
        # Rows 8 and 9 are the i1 results extended to i32.
        # Rows 8 and 9 are the i1 results extended to i32; rows 4, 5 and 10
        # (negf, absf, select) move bits, which keep a NaN's payload.
        out_bits.append(int(r) if k in (8, 9) else r if k in (4, 5, 10) else bits(r))
out_vals = [f(a, b) for f in val_rows for a, b in zip(x, y)]
d = sys.argv[1]
open(d + "/x.bin", "wb").write(array.array("f", x).tobytes())
open(d + "/y.bin", "wb").write(array.array("f", y).tobytes())
open(d + "/bits.bin", "wb").write(array.array("i", out_bits).tobytes())
open(d + "/vals.bin", "wb").write(array.array("f", out_vals).tobytes())
