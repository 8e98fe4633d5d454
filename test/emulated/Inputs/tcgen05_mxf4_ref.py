# tcgen05_mxf4_ref.py OUTDIR: inputs and references of
# tcgen05-mxf4-model.mlir, written from the PTX ISA independently of the
# emulator (exact arithmetic with Fraction).
#
# Per case NAME (M = 128, K = 128: two instructions of K = 64):
# - NAME_a.bin, NAME_b.bin: the 16384-byte shared memory images of A (128
#   rows of K E2M1 elements) and of B (N rows, row n column n of B), two
#   elements to a byte, element k in bits 4 (k % 2) .. 4 (k % 2) + 3 of
#   byte k / 2 of its row, K-major in the canonical layouts of "Shared
#   Memory Layout and Swizzling" (in bytes those of an 8-bit operand of K / 2
#   elements) at window address 0 (A) and 16384 (B), swizzled there;
# - NAME_sf.bin: 2048 bytes of scale factor codes, four chunks of 512 bytes
#   as tcgen05.cp.32x128b.warpx4 copies them (row r of a chunk, 16 bytes, to
#   lane r of 4 columns, its bytes 4j .. 4j + 3 to column j): those of A at
#   bytes 0 and 512, those of B at 1024 and 1536; row m of A (column n of B)
#   has its scale factor for K block kb in byte 16 (m % 32) + 4 (m / 32) +
#   kb % 4 of chunk kb / 4. With .scale_vec::2X (one scale factor per 32
#   K elements, kb = 0..3) the four fill the first chunk, instruction s
#   taking bytes 2s and 2s + 1 (SF ID 2s); with .scale_vec::4X (one per 16,
#   kb = 0..7) instruction s takes the four bytes of chunk s (SF ID 0, the
#   scale factor address 4 columns further);
# - NAME_c.bin: the initial D (128 x N f32);
# - NAME_d.bin: D after the two instructions, D = sum_k (A[m, k] SFA(m, kb))
#   (B[k, n] SFB(kb, n)) (+ D) over the instruction's K elements, each
#   instruction's sum rounded once to f32;
# - c2_badsf.bin: c2's scale factors with bit 7 set in the byte of row 5
#   of A, K block 1.
import random
import sys
from fractions import Fraction

from model_io import swizzle, writer
from narrow_mma_ref import products

out = sys.argv[1]
rng = random.Random(20250811)
write = writer(out)
M, K = 128, 128

# name: (scale vector 2 or 4, scale type, N, A layout, B layout, negate A,
# negate B, acc). A layout is (swizzle width or None, LBO, SBO): without
# swizzle 8 x 16-byte core matrices, LBO apart along K, SBO apart along M
# or N; swizzled rows of W bytes, SBO apart per 8 rows, and K bytes past W
# in the next block of rows, LBO apart.
CASES = {
    "c1": (2, "ue8m0", 128, (128, 0, 1024), (None, 128, 512), False, False, False),
    "c2": (4, "ue4m3", 64, (None, 2048, 128), (64, 0, 512), False, True, True),
    "c3": (2, "ue8m0", 32, (32, 4096, 256), (128, 0, 1024), True, False, True),
    "c4": (2, "ue8m0", 8, (None, 128, 512), (None, 128, 256), False, False, False),
    "c5": (4, "ue8m0", 16, (128, 0, 1024), (64, 0, 512), True, True, False),
}


def offset(mn, kb, layout):
    """The byte offset, before the swizzle, of byte kb (elements 2 kb and
    2 kb + 1) of row mn: K-major without swizzle (mn % 8) 16 + (mn / 8) SBO
    + (kb % 16) + (kb / 16) LBO; with rows of W bytes (mn % 8) W +
    (mn / 8) SBO + (kb % W) + (kb / W) LBO."""
    width, lbo, sbo = layout
    if width is None:
        return (mn % 8) * 16 + (mn // 8) * sbo + (kb % 16) + (kb // 16) * lbo
    return (mn % 8) * width + (mn // 8) * sbo + (kb % width) + (kb // width) * lbo


def image(codes, count, layout, base):
    """The 16384-byte shared image at window address `base` of `count` rows
    of K E2M1 codes (codes[row][k]), two to a byte, the even element low."""
    data = [0] * 16384
    for mn in range(count):
        for kb in range(K // 2):
            address = swizzle(base + offset(mn, kb, layout), layout[0])
            data[address - base] = codes[mn][2 * kb] | codes[mn][2 * kb + 1] << 4
    return data


def e2m1(code):
    """E2M1: sign bit 3, exponent bits 2-1 (bias 1), mantissa bit 0;
    exponent 0 is subnormal (mantissa / 2)."""
    exponent, mantissa = (code >> 1) & 3, code & 1
    if exponent == 0:
        value = Fraction(mantissa, 2)
    else:
        value = (1 + Fraction(mantissa, 2)) * Fraction(2) ** (exponent - 1)
    return -value if code & 8 else value


def scale_value(code, kind):
    """UE8M0: 2^(code - 127); UE4M3: 7 bits, exponent bits 6-3 (bias 7),
    mantissa bits 2-0, subnormal at exponent 0 (NaN, 0x7F, not generated)."""
    if kind == "ue8m0":
        return Fraction(2) ** (code - 127)
    exponent, mantissa = code >> 3, code & 7
    if exponent == 0:
        return Fraction(mantissa, 8) * Fraction(2) ** -6
    return (1 + Fraction(mantissa, 8)) * Fraction(2) ** (exponent - 7)


def scale_codes(rng, kind, count):
    """Random scale factor codes: UE8M0 2^-8 .. 2^8, UE4M3 2^-4 .. 2^4
    (with its mantissa)."""
    if kind == "ue8m0":
        return [rng.randint(119, 135) for _ in range(count)]
    return [rng.randint(3 << 3, (11 << 3) + 7) for _ in range(count)]


def chunks(sfa, sfb):
    """The 2048 bytes of scale factor chunks (see above); bytes no
    instruction reads hold 0x7F."""
    sf = [0x7F] * 2048
    for base, rows in ((0, sfa), (1024, sfb)):
        for r, row in enumerate(rows):
            for kb, code in enumerate(row):
                sf[base + 512 * (kb // 4) + 16 * (r % 32) + 4 * (r // 32) + kb % 4] = code
    return sf


for name, (vector, kind, n, la, lb, negate_a, negate_b, acc) in CASES.items():
    block = 64 // vector
    blocks = K // block
    codes_a = [[rng.randrange(16) for _ in range(K)] for _ in range(M)]
    codes_b = [[rng.randrange(16) for _ in range(K)] for _ in range(n)]
    sfa = [scale_codes(rng, kind, blocks) for _ in range(M)]
    sfb = [scale_codes(rng, kind, blocks) for _ in range(n)]
    c = [[rng.randint(-2 ** 20, 2 ** 20) / 16 for _ in range(n)] for _ in range(M)]
    write(name + "_a.bin", "B", image(codes_a, M, la, 0))
    write(name + "_b.bin", "B", image(codes_b, n, lb, 16384))
    sf = chunks(sfa, sfb)
    write(name + "_sf.bin", "B", sf)
    if name == "c2":
        bad = list(sf)
        bad[16 * 5 + 1] |= 0x80
        write("c2_badsf.bin", "B", bad)
    write(name + "_c.bin", "f", [x for row in c for x in row])
    a = [[e2m1(x) * scale_value(sfa[i][k // block], kind) for k, x in enumerate(row)]
         for i, row in enumerate(codes_a)]
    b = [[e2m1(x) * scale_value(sfb[j][k // block], kind) for k, x in enumerate(row)]
         for j, row in enumerate(codes_b)]
    d = products(a, b, [(0, 64), (64, 128)], [(negate_a, negate_b)] * 2,
                 c if acc else None, False)
    write(name + "_d.bin", "f", [x for row in d for x in row])
