# stmatrix_model_ref.py OUTDIR: expected shared-memory contents of
# stmatrix-model.mlir, from the PTX ISA ("Warp-level matrix store
# instruction: stmatrix", m8n8, b16): threads 8j..8j+7 give the addresses of
# rows 0-7 of matrix j; thread t stores from its register j elements
# (t / 4, 2 (t % 4)) (low 16 bits) and (t / 4, 2 (t % 4) + 1) (high 16 bits)
# of matrix j; .trans stores the matrix column-major (address i is the start
# of its column i). Bytes no stmatrix wrote keep the emulator's fill 0xA5.
import sys

from model_io import writer

out = sys.argv[1]
UNWRITTEN = 0xA5A5

write = writer(out)


def signed(x, bits):
    return x - (1 << bits) if x >= 1 << (bits - 1) else x


def register(j, t):
    """What the kernels put in register j of lane t: the two elements
    64 j + 2 t (low half) and 64 j + 2 t + 1."""
    return (64 * j + 2 * t) | (64 * j + 2 * t + 1) << 16


def element(j, r, c):
    """Element (r, c) of matrix j as the lanes' registers hold it."""
    t = 4 * r + c // 2
    return register(j, t) >> 16 * (c % 2) & 0xFFFF


def origin(j):
    """Lane l gives row l % 16 at column 8 (l / 16) of a 16x16 tile: the
    eight addresses of matrix j are rows 8 (j % 2) .. + 7, column 8 (j / 2)."""
    return 8 * (j % 2), 8 * (j // 2)


def stored(num, trans):
    tile = [[UNWRITTEN] * 16 for _ in range(16)]
    for j in range(num):
        r0, c0 = origin(j)
        for i in range(8):          # the row of address 8j + i
            for k in range(8):      # its element k
                tile[r0 + i][c0 + k] = element(j, k, i) if trans else element(j, i, k)
    return [signed(x, 16) for row in tile for x in row]


tiles = [stored(1, False), stored(2, False), stored(4, False), stored(4, True)]
write("store.bin", "h", [x for tile in tiles for x in tile])
write("tile.bin", "h", tiles[2])


def ldmatrix(tile, j, lane, trans):
    """ldmatrix m8n8 b16: lane l receives elements (l / 4, 2 (l % 4)) and
    (l / 4, 2 (l % 4) + 1) of matrix j (of its transpose with .trans)."""
    r0, c0 = origin(j)
    at = lambda r, c: tile[16 * (r0 + r) + c0 + c] & 0xFFFF
    r, c = lane // 4, 2 * (lane % 4)
    low, high = (at(c, r), at(c + 1, r)) if trans else (at(r, c), at(r, c + 1))
    return low | high << 16


regs = []
for lane in range(32):
    regs += [ldmatrix(tiles[2], j, lane, False) for j in range(4)]
    regs += [ldmatrix(tiles[3], j, lane, True) for j in range(4)]
# Loading what stmatrix stored with the same .trans gives back the registers.
assert regs == [register(j, lane) for lane in range(32) for _ in range(2) for j in range(4)]
write("regs.bin", "i", [signed(x, 32) for x in regs])
