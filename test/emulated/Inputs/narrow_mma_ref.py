# narrow_mma_ref.py: what wgmma-narrow-model.mlir and tcgen05-kinds-model.mlir
# share: the values of tf32, e4m3, e5m2, s8 and u8 elements and the f32 and
# s32 roundings of the tensor core, written from the PTX ISA independently of
# the emulator (plain Python, exact arithmetic with Fraction).
import struct
from fractions import Fraction


def element(raw, kind):
    """The exact value of element bits `raw` of type `kind`: tf32 is an f32
    bit pattern whose low 13 mantissa bits the tensor core ignores; e4m3 is
    s.eeee.mmm (bias 7, no infinities), e5m2 s.eeeee.mm (bias 15), both with
    subnormals at exponent 0; s8 and u8 are bytes."""
    if kind == "s8":
        return raw - 256 if raw & 0x80 else raw
    if kind == "u8":
        return raw
    if kind == "tf32":
        return Fraction(struct.unpack("<f", struct.pack("<I", raw & 0xFFFFE000))[0])
    mantissa_bits, bias = {"e4m3": (3, 7), "e5m2": (2, 15)}[kind]
    exponent = (raw & 0x7F) >> mantissa_bits
    mantissa = raw & ((1 << mantissa_bits) - 1)
    assert not (kind == "e4m3" and raw & 0x7F == 0x7F), "NaN"
    assert not (kind == "e5m2" and exponent == 31), "infinity or NaN"
    significand = mantissa + ((1 << mantissa_bits) if exponent else 0)
    value = Fraction(significand) * Fraction(2) ** (max(exponent, 1) - bias - mantissa_bits)
    return -value if raw & 0x80 else value


def f32(x):
    """The Fraction x rounded to the nearest f32, ties to even (finite)."""
    if x == 0:
        return 0.0
    sign, x = (-1 if x < 0 else 1), abs(x)
    e = x.numerator.bit_length() - x.denominator.bit_length()
    while Fraction(2) ** e > x:
        e -= 1
    while Fraction(2) ** (e + 1) <= x:
        e += 1
    ulp = Fraction(2) ** (max(e, -126) - 23)
    q, r = divmod(x, ulp)
    if 2 * r > ulp or (2 * r == ulp and q % 2):
        q += 1
    y = q * ulp
    assert y < Fraction(2) ** 128, "f32 overflow"
    return sign * float(y)


def s32(x, saturate):
    """The integer x as an s32 result: clamped to the s32 range with
    saturation, else wrapped modulo 2^32."""
    if saturate:
        return max(-2 ** 31, min(2 ** 31 - 1, x))
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x >> 31 else x


def f8_codes(rng, count):
    """Random bytes that are finite both as e4m3 and as e5m2 codes."""
    out = []
    while len(out) < count:
        code = rng.randrange(256)
        if code & 0x7F < 0x7C:
            out.append(code)
    return out


def tf32_words(rng, count):
    """Random f32 bit patterns of magnitude 2^-4 .. 2^5 with all mantissa
    bits random (the low 13 make no difference to a product)."""
    return [rng.randrange(2) << 31 | rng.randrange(123, 132) << 23 | rng.randrange(1 << 23)
            for _ in range(count)]


def rows(raw, kind, count, width):
    """`count` rows of `width` elements of `kind` from the little-endian
    bytes `raw` (4 per tf32 element, 1 per 8-bit one)."""
    size = 4 if kind == "tf32" else 1
    values = [element(int.from_bytes(bytes(raw[i:i + size]), "little"), kind)
              for i in range(0, count * width * size, size)]
    return [values[r * width:(r + 1) * width] for r in range(count)]


def as_bytes(words, kind):
    """Elements' bits as little-endian bytes."""
    if kind == "tf32":
        return [b for w in words for b in struct.pack("<I", w)]
    return list(words)


def products(a, b, steps, negations, c, integer, saturate=False):
    """D of `steps` (K ranges) of products, each a tensor core instruction:
    D = A[:, ks] B[ks, :] + D, from D = c (None: nothing) before the first;
    a: M rows of K values, b: N rows of K values (B transposed); negations:
    per step (negate A, negate B). Float D is rounded to f32 after each
    instruction, s32 D wrapped or saturated."""
    m, n = len(a), len(b)
    d = [[None if c is None else c[i][j] for j in range(n)] for i in range(m)]
    for (lo, hi), (neg_a, neg_b) in zip(steps, negations):
        sa, sb = (-1 if neg_a else 1), (-1 if neg_b else 1)
        for i in range(m):
            for j in range(n):
                total = sum(sa * a[i][k] * sb * b[j][k] for k in range(lo, hi))
                if d[i][j] is not None:
                    total += d[i][j] if integer else Fraction(d[i][j])
                d[i][j] = s32(total, saturate) if integer else f32(total)
    return d
