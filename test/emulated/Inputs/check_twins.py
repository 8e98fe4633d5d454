# check_twins.py GPU_DIR EMULATED_DIR: every GPU test has an emulated twin
# of the same name with, for each of its kernel runs, one that takes the
# same arguments (grid, seed, buffers, scalars, compares), in the same
# order, so the two cannot drift apart; the twin may run more (against the
# interpreter's output). Prints one
# line per problem and "twins: N checked" at the end.
import os
import re
import sys

gpu_dir, emulated_dir = sys.argv[1:3]


def runs(path, tool):
    """The argument lists of every run of `tool` in a test's RUN lines."""
    text = open(path).read()
    joined = re.sub(r"\\\n// RUN:\s*", " ", text)
    found = []
    for line in joined.splitlines():
        # Runs expected to fail check the tool's own errors: no twin.
        m = re.match(r"// RUN: %s (.*)$" % re.escape(tool), line.strip())
        if m:
            args = m.group(1).split("|")[0].split()
            # The input file and output redirections differ by design.
            found.append([a for a in args[1:] if a.startswith("--")])
    return found


problems = 0
names = sorted(n for n in os.listdir(gpu_dir) if n.endswith(".mlir"))
for name in names:
    twin = os.path.join(emulated_dir, name)
    if not os.path.exists(twin):
        print("missing twin: %s" % name)
        problems += 1
        continue
    gpu = runs(os.path.join(gpu_dir, name), "%tileiras-run")
    emulated = runs(twin, "%tileiras-emulate")
    # Every GPU run has its emulated run, in order; the emulated test may
    # run more (comparing with the interpreter's output as well).
    pending = [sorted(e) for e in emulated]
    matched = True
    for g in gpu:
        while pending and pending[0] != sorted(g):
            pending.pop(0)
        if not pending:
            matched = False
            break
        pending.pop(0)
    if not matched:
        print("arguments differ: %s" % name)
        problems += 1
print("twins: %d checked, %d problems" % (len(names), problems))
