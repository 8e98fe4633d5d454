# cluster_model_ref.py OUTDIR: inputs and references of cluster-model.mlir.
#
# @multicast (clusters of 2 CTAs of 128 threads, the grid in clusters): a
# holds ROWS rows of 32 i32. Cluster c (of the grid) reads tiles 2 c and
# 2 c + 1, of 64 rows each (tile k: rows 64 k on); in each, the CTA of rank
# r copies rows 32 r to 32 r + 31 to both CTAs (a TMA copy multicast to the
# cluster), and thread t of each CTA then sums the 16 elements of row t / 2
# of the tile from column 16 (t % 2), times r + 1: element
# ((2 c + r) 2 + k) 128 + t of out.
#
# @peer_tile (clusters of 2 CTAs, the grid in clusters): a holds rows of 32
# i32; block b (cluster b / 2, rank b % 2) copies rows 32 b to 32 b + 31,
# and thread t of block b reads element t of the tile of block b ^ 1: out[128
# b + t].
#
# @dsmem (clusters of 2 CTAs along x, the grid in CTAs): thread t of block b
# (b = y nx + x) holds 1000 b + t in its shared memory and stores
# 2 (1000 b + t) + 1 into the peer's (the other CTA of the cluster, block
# b ^ 1); out holds, from 256 b, what it reads from the peer's (the peer's
# value) and then what the peer stored into its own.
#
# @sregs (clusters of 2 x 2 CTAs of 32 threads, the grid in clusters): thread
# t of block b (the linear index of %ctaid) writes 22 values from 22 (32 b +
# t): %cluster_ctarank, %cluster_nctarank, %clusterid.xyz, %nclusterid.xyz,
# %cluster_ctaid.xyz, %cluster_nctaid.xyz, %ctaid.xyz, %nctaid.xyz, %tid.x
# and the rank of the next CTA of the cluster (read from its shared memory).
#
# @commit (clusters of 2 CTAs, the grid in clusters): every thread of block b
# writes its CTA's rank + 1 at 128 b + t.
#
# @specialized (clusters of 2 CTAs, the grid in clusters): cluster c reads
# tiles ITERS c to ITERS c + ITERS - 1 of a (64 rows of 32 i32 each);
# consumer t of the CTA of rank r (block b = 2 c + r) sums, over the tiles,
# the 16 elements of row t / 2 from column 16 (t % 2), times r + 1: element
# 128 b + t of out.
import random
import sys

from model_io import writer

out = sys.argv[1]
rng = random.Random(20250704)
write = writer(out, "i")


def multicast(name, clusters):
    rows = 128 * clusters
    a = [rng.randint(-1000, 1000) for _ in range(rows * 32)]
    write("mc_a_%s.bin" % name, a)
    result = [0] * (clusters * 512)
    for c in range(clusters):
        for r in range(2):
            for k in range(2):
                for t in range(128):
                    row = (2 * c + k) * 64 + t // 2
                    total = sum(a[row * 32 + 16 * (t % 2) + j] for j in range(16))
                    result[((2 * c + r) * 2 + k) * 128 + t] = total * (r + 1)
    write("mc_out_%s.bin" % name, result)


multicast("two", 2)
multicast("three", 3)

# @peer_tile, --grid=2: 4 CTAs, 128 rows.
a = [rng.randint(-1000, 1000) for _ in range(128 * 32)]
write("pt_a.bin", a)
write("pt_out.bin", [a[32 * 32 * (b ^ 1) + t] for b in range(4) for t in range(128)])

# @dsmem, --grid=4,2.
nx, ny = 4, 2
result = []
for b in range(nx * ny):
    peer = b ^ 1
    result += [1000 * peer + t for t in range(128)]
    result += [2 * (1000 * peer + t) + 1 for t in range(128)]
write("ds_out.bin", result)

# @sregs, --grid=2,3 (clusters of 2 x 2): 4 x 6 CTAs.
cx, cy = 2, 2
gx, gy = 2, 3
nx, ny = gx * cx, gy * cy
result = []
for y in range(ny):
    for x in range(nx):
        px, py = x % cx, y % cy
        rank = px + cx * py
        nxt = (rank + 1) % (cx * cy)
        for t in range(32):
            result += [rank, cx * cy, x // cx, y // cy, 0, gx, gy, 1, px, py, 0, cx, cy, 1,
                       x, y, 0, nx, ny, 1, t, nxt]
write("sr_out.bin", result)

# @commit, --grid=2: 4 CTAs.
write("cm_out.bin", [b % 2 + 1 for b in range(4) for _ in range(128)])

# @specialized, --grid=2, ITERS = 5.
iters, clusters = 5, 2
a = [rng.randint(-1000, 1000) for _ in range(64 * iters * clusters * 32)]
write("ws_a.bin", a)
result = []
for c in range(clusters):
    for r in range(2):
        for t in range(128):
            total = 0
            for i in range(iters):
                row = (c * iters + i) * 64 + t // 2
                total += sum(a[row * 32 + 16 * (t % 2) + j] for j in range(16))
            result.append(total * (r + 1))
write("ws_out.bin", result)
