#!/usr/bin/env python3
"""Mutation fuzzing of the bytecode reader.

Mutates valid bytecode files (bit flips, byte overwrites, truncations,
insertions, deletions, duplicated slices) with a fixed seed and runs the
translator on each mutant. A mutant may be read (exit 0) or refused (exit 1
with an 'error:' line); a signal, another exit status, an assertion, an
'LLVM ERROR' or a stack dump is a failure. Prints 'N passed, N failed'.
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile


def mutate(rng, data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        kind = rng.randrange(6)
        pos = rng.randrange(len(data)) if data else 0
        if kind == 0 and data:
            data[pos] ^= 1 << rng.randrange(8)
        elif kind == 1 and data:
            data[pos] = rng.choice([0x00, 0x01, 0x7F, 0x80, 0xFF, rng.randrange(256)])
        elif kind == 2:
            del data[rng.randrange(len(data) + 1):]
        elif kind == 3:
            data[pos:pos] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        elif kind == 4 and data:
            del data[pos:pos + rng.randint(1, 8)]
        elif kind == 5 and data:
            n = rng.randint(1, 16)
            data[pos:pos] = data[pos:pos + n]
    return bytes(data)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--translate", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--iterations", type=int, default=300)
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    seeds = [open(f, "rb").read() for f in args.files]
    passed = failed = 0
    bad_markers = ("Stack dump", "Assertion", "LLVM ERROR", "UNREACHABLE")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "mutant.tilebc")
        for i in range(args.iterations):
            mutant = mutate(rng, rng.choice(seeds))
            with open(path, "wb") as f:
                f.write(mutant)
            try:
                p = subprocess.run([args.translate, "-cudatilebc-to-mlir", path],
                                   capture_output=True, text=True, timeout=30,
                                   errors="replace")
            except subprocess.TimeoutExpired:
                print("FAIL iteration %d: timeout" % i)
                failed += 1
                continue
            ok = p.returncode == 0 or (p.returncode == 1 and "error:" in p.stderr)
            if ok and not any(m in p.stderr for m in bad_markers):
                passed += 1
                continue
            failed += 1
            keep = os.path.join(os.path.dirname(os.path.abspath(args.files[0])),
                                "crash-%d.tilebc" % i)
            print("FAIL iteration %d: exit %d, mutant kept as %s\n%s" %
                  (i, p.returncode, keep, p.stderr[-2000:]))
            with open(keep, "wb") as f:
                f.write(mutant)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
