# Regenerates the random fill of tileiras-run (see its README section) and
# checks a file it wrote: check_random.py FILE TYPE COUNT SEED INDEX.
import struct
import sys

path, kind, count, seed, index = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
MASK = (1 << 64) - 1
state = (seed + index) & MASK
want = []
for _ in range(count):
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    r = (z ^ (z >> 31)) >> 40
    want.append(r / float(1 << 23) - 1.0 if kind == "f" else r % 201 - 100)
fmt = {"f": "<%df", "i": "<%di"}[kind] % count
got = list(struct.unpack(fmt, open(path, "rb").read()))
if got != want:
    print("mismatch", got[:4], want[:4])
    sys.exit(1)
print("random fill matches:", count, "elements")
