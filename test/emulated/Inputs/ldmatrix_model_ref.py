# ldmatrix_model_ref.py OUTDIR: inputs and expected registers of
# ldmatrix-model.mlir. ldmatrix.m8n8.b16: lane l receives in register j
# elements (l / 4, 2 (l % 4)) and (l / 4, 2 (l % 4) + 1) of matrix j, the
# first in the low 16 bits; .trans: the same elements of its transpose.
import random
import struct
import sys

from model_io import writer

out = sys.argv[1]
rng = random.Random(7)

write = writer(out)


def signed(x):
    return x - (1 << 32) if x >= 1 << 31 else x


# A 16x16 row-major f16 matrix of distinct integers (exact in f16).
x = rng.sample(range(-2048, 2048), 256)
bits = [struct.unpack("<H", struct.pack("<e", v))[0] for v in x]
write("x.bin", "H", bits)


def block(j):
    """Matrix j of the x4 load: the 8x8 block at rows 8 (j % 2), columns
    8 (j / 2), as a function of (row, column)."""
    return lambda r, c: bits[(8 * (j % 2) + r) * 16 + 8 * (j // 2) + c]


def register(matrix, lane, trans):
    r, c = lane // 4, 2 * (lane % 4)
    if trans:
        low, high = matrix(c, r), matrix(c + 1, r)
    else:
        low, high = matrix(r, c), matrix(r, c + 1)
    return signed(low | high << 16)


expected = []
for lane in range(32):
    expected += [register(block(j), lane, False) for j in range(4)]
    expected += [register(block(j), lane, True) for j in range(4)]
    expected += [register(block(j), lane, False) for j in range(2)]
    expected += [register(block(0), lane, True)]
write("ldmatrix.bin", "i", expected)

# @banks: the row lane 8j + r wrote holds 4 (8j + r) + w in its word w;
# lane l reads words 2 (l % 4) / 2 = l % 4 of row l / 4 of each matrix.
write("banks.bin", "i",
      [4 * (8 * j + lane // 4) + lane % 4 for lane in range(32) for j in range(4)])
