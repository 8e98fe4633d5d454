# tcgen05_block_scale_ref.py OUTDIR: inputs and references of
# tcgen05-block-scale-model.mlir, written from the PTX ISA independently of
# the emulator (exact arithmetic with Fraction).
#
# Per case NAME:
# - NAME_a.bin, NAME_b.bin: the 16384-byte shared memory images of A (128 x K
#   8-bit elements) and of B (N x K, row n column n of B), in the canonical
#   layouts of "Shared Memory Layout and Swizzling" at window address 0 (A)
#   and 16384 (B), swizzled there;
# - NAME_sf.bin: 1024 bytes of scale factors (UE8M0 codes) as
#   tcgen05.cp.32x128b.warpx4 copies them: the chunk of A at byte 0, that of
#   B at byte 512; row r (16 bytes) of a chunk holds, in its 32-bit word j,
#   the scale factors of row m = r + 32 j (of A; column n of B) for the K
#   blocks kb = 0..3 in bytes 0..3 (byte 16 r + 4 j + kb);
# - NAME_c.bin: the initial D (128 x N f32);
# - NAME_d.bin: D after the K / 32 block-scaled products of the kernel, the
#   s-th taking K elements 32 s .. 32 s + 31 with scale factor byte s:
#   D = sum_k (A[m, k] SFA(m, s)) (B[k, n] SFB(n, s)) (+ D), rounded once to
#   f32 per instruction.
import random
import sys
from fractions import Fraction

from model_io import swizzle, writer
from narrow_mma_ref import f8_codes, products, rows

out = sys.argv[1]
rng = random.Random(20250723)
write = writer(out)
M = 128

# name: (A type, B type, N, K, A layout, B layout, negate A, acc), a layout
# being (major, swizzle width or None, LBO, SBO): "k" K-major, "mn"
# MN-major.
CASES = {
    "c1": ("e4m3", "e4m3", 128, 128, ("k", 128, 16, 1024), ("k", None, 128, 1024), False, False),
    "c2": ("e5m2", "e4m3", 64, 64, ("k", None, 128, 512), ("mn", 128, 8192, 1024), False, False),
    "c3": ("e4m3", "e5m2", 128, 128, ("k", None, 128, 1024), ("k", 128, 16, 1024), True, True),
}


def offset(mn, k, layout):
    """The byte offset, before the swizzle, of 8-bit element (mn, k) in the
    canonical layouts of the PTX ISA ("Shared Memory Layout and Swizzling";
    for 8-bit elements a 16-byte core matrix row holds 16 of them): K-major
    without swizzle (8 x 16-byte core matrices) (mn % 8) 16 + (mn / 8) SBO +
    (k % 16) + (k / 16) LBO; K-major with rows of W bytes (mn % 8) W +
    (mn / 8) SBO + k (one atom along K: K <= W here); MN-major with rows of W
    bytes (mn % W) + (mn / W) LBO + (k % 8) W + (k / 8) SBO."""
    major, width, lbo, sbo = layout
    if major == "k":
        if width is None:
            return (mn % 8) * 16 + (mn // 8) * sbo + (k % 16) + (k // 16) * lbo
        assert k < width
        return (mn % 8) * width + (mn // 8) * sbo + k
    assert width is not None
    return (mn % width) + (mn // width) * lbo + (k % 8) * width + (k // 8) * sbo


def image(raw, count, k, layout, base):
    """The 16384-byte shared image at window address `base` of `count` rows
    of k codes (row-major in `raw`)."""
    data = [0] * 16384
    for mn in range(count):
        for kk in range(k):
            address = swizzle(base + offset(mn, kk, layout), layout[1])
            data[address - base] = raw[mn * k + kk]
    return data


def scale_value(code):
    """UE8M0: 2^(code - 127) (0xFF, NaN, is not generated)."""
    return Fraction(2) ** (code - 127)


for name, (ta, tb, n, k, la, lb, negate_a, acc) in CASES.items():
    blocks = k // 32
    raw_a, raw_b = f8_codes(rng, M * k), f8_codes(rng, n * k)
    # Scale factors in 2^-8 .. 2^8, per row (of A, of B^T) and K block.
    sfa = [[rng.randint(119, 135) for _ in range(blocks)] for _ in range(M)]
    sfb = [[rng.randint(119, 135) for _ in range(blocks)] for _ in range(n)]
    c = [[rng.randint(-2 ** 20, 2 ** 20) / 16 for _ in range(n)] for _ in range(M)]
    write(name + "_a.bin", "B", image(raw_a, M, k, la, 0))
    write(name + "_b.bin", "B", image(raw_b, n, k, lb, 16384))
    # Bytes no instruction reads (K blocks past K, columns of B past N)
    # hold 1.0 (0x7F).
    sf = [0x7F] * 1024
    for m in range(M):
        for kb in range(blocks):
            sf[16 * (m % 32) + 4 * (m // 32) + kb] = sfa[m][kb]
    for j in range(n):
        for kb in range(blocks):
            sf[512 + 16 * (j % 32) + 4 * (j // 32) + kb] = sfb[j][kb]
    write(name + "_sf.bin", "B", sf)
    write(name + "_c.bin", "f", [x for row in c for x in row])
    # The scale factors applied to the elements (exact: powers of 2).
    a = [[x * scale_value(sfa[i][kk // 32]) for kk, x in enumerate(row)]
         for i, row in enumerate(rows(raw_a, ta, M, k))]
    b = [[x * scale_value(sfb[j][kk // 32]) for kk, x in enumerate(row)]
         for j, row in enumerate(rows(raw_b, tb, n, k))]
    d = products(a, b, [(32 * s, 32 * s + 32) for s in range(blocks)],
                 [(negate_a, False)] * blocks, c if acc else None, False)
    write(name + "_d.bin", "f", [x for row in d for x in row])
