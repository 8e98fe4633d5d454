#!/usr/bin/env python3
"""Compile time of each bundled kernel that the pipeline compiles: the MLIR
stages (from --mlir-timing), LLVM to PTX, and ptxas on the same PTX, plus
the peak memory of mlir-opt.

    python3 bench/compile_time.py [--build build] [--runs 5] [--chips sm_80,sm_90a,sm_100a]
                                  [--kernels 'examples/*.mlir' FILE ...] [--copies N]
                                  [--top-passes N]

MLIR stages = every pass before gpu-module-to-binary, with mlir-opt's
default verification after each pass, and again without it
(--verify-each=0: the passes alone); "LLVM+PTX" = the gpu-module-to-binary
pass with format=isa (translation, LLVM -O3, NVPTX); ptxas is run by this
script on the PTX it produced, -O3, best of the runs.

With --copies N, each kernel is also compiled as a module holding N copies
of its entries (renamed), and the marginal cost of one more kernel is
printed: (time for N copies - time for one) / (N - 1), for the passes
without verification and for ptxas. This leaves out what a compilation pays
once whatever it holds: pattern sets, and the first call of each library
function of the plugin and of MLIR (lazy binding, cold code pages).

With --top-passes N, the N passes (before gpu-module-to-binary) that take
longest without verification are printed under each row, each pass's time
the best of the runs, with its time when verification follows it (the
verification after a pass is counted in that pass's time).

--kernels takes files and quoted globs, e.g.
    --kernels 'examples/*.mlir' bench/kernels/gemm_bf16_128.mlir
Wall times vary from run to run on a shared machine; for counts that do not,
see compile_instructions.py.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile
import time

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"


def find_ptxas():
    for root in (os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"):
        if root and os.path.exists(os.path.join(root, "bin", "ptxas")):
            return os.path.join(root, "bin", "ptxas")
    sys.exit("ptxas not found (set CUDA_HOME)")


def mlir_timing(plugin, kernel, chip, verify=True, passes=None):
    """Returns (MLIR seconds, LLVM+PTX seconds, PTX text, peak KiB) or None.
    With a dict `passes`, also keeps there the smallest time seen of each
    pass before gpu-module-to-binary (seconds by pass name)."""
    cmd = [MLIR_OPT, "--load-dialect-plugin=" + plugin, "--load-pass-plugin=" + plugin,
           "-p", "builtin.module(tileiras{chip=%s format=isa})" % chip,
           "--mlir-timing", "--verify-each=%d" % verify, kernel]
    # The peak of this child alone (RUSAGE_CHILDREN would be the largest of
    # all children so far).
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        child = subprocess.Popen(cmd, stdout=out, stderr=err)
        _, status, usage = os.wait4(child.pid, 0)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode(), err.read().decode()
    peak = usage.ru_maxrss
    if os.waitstatus_to_exitcode(status) != 0:
        return None
    mlir = llvm = 0.0
    for seconds, name in re.findall(r"^\s+([0-9.]+) \(\s*[0-9.]+%\)\s+(\S.*)$", stderr, re.M):
        name = name.strip()
        # Analyses ("(A) DominanceInfo") are nested in the time of the pass
        # that asked for them.
        if (name in ("Total", "Rest", "Parser", "Output") or name.endswith("Pipeline")
                or name.startswith("(A)")):
            continue
        if name == "GpuModuleToBinaryPass":
            llvm += float(seconds)
        else:
            mlir += float(seconds)
            if passes is not None:
                passes[name] = min(passes.get(name, float(seconds)), float(seconds))
    ptx = re.search(r'assembly = "(.*?)"', stdout, re.S).group(1)
    ptx = re.sub(r"\\([0-9A-F]{2})", lambda m: chr(int(m.group(1), 16)), ptx)
    return mlir, llvm, ptx, peak


def ptxas_time(ptxas, ptx, chip, runs):
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "k.ptx")
        with open(src, "w") as f:
            f.write(ptx)
        best = None
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run([ptxas, "-O3", "-arch=" + chip, src, "-o", os.path.join(tmp, "k.cubin")],
                           check=True)
            elapsed = time.perf_counter() - start
            best = elapsed if best is None else min(best, elapsed)
    return best


def with_copies(kernel, copies, directory):
    """A copy of `kernel` whose cuda_tile.module holds `copies` copies of
    its body with the entries renamed (kernels with other symbols, such as
    globals, do not compile this way; they get no marginal figures)."""
    text = open(kernel).read()
    start = text.index("cuda_tile.module")
    body_start = text.index("{", start) + 1
    body_end = text.rindex("}")
    body = text[body_start:body_end]
    bodies = [re.sub(r"\bentry @(\w+)", r"entry @\1_copy%d" % k, body) for k in range(copies)]
    path = os.path.join(directory, "copies_" + os.path.basename(kernel))
    with open(path, "w") as f:
        f.write(text[:body_start] + "".join(bodies) + text[body_end:])
    return path


def marginal(plugin, ptxas, kernel, chip, copies, runs, directory):
    """Milliseconds of passes (no verification) and of ptxas that one more
    kernel in the module costs, or None where the copies do not compile."""
    many = with_copies(kernel, copies, directory)
    one = [mlir_timing(plugin, kernel, chip, verify=False) for _ in range(runs)]
    all_ = [mlir_timing(plugin, many, chip, verify=False) for _ in range(runs)]
    if None in one or None in all_:
        return None
    passes = (min(s[0] for s in all_) - min(s[0] for s in one)) / (copies - 1)
    ptx = (ptxas_time(ptxas, all_[0][2], chip, runs) -
           ptxas_time(ptxas, one[0][2], chip, runs)) / (copies - 1)
    return passes * 1e3, ptx * 1e3


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default="build")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--chips", default="sm_80,sm_90a,sm_100a")
    parser.add_argument("--kernels", nargs="+", default=None,
                        help="kernel files or globs (default: the bundled examples)")
    parser.add_argument("--top-passes", type=int, default=0,
                        help="also print, for each kernel and chip, this many "
                        "most expensive MLIR passes (best of the runs, with "
                        "and without verification)")
    parser.add_argument("--copies", type=int, default=0,
                        help="also print the marginal cost of one more kernel, "
                        "measured with modules of this many copies")
    args = parser.parse_args()
    plugin = os.path.join(args.build, "plugins", "TileirasPlugin.so")
    ptxas = find_ptxas()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

    header = ("%-16s %-8s %10s %10s %10s %10s %9s %9s %9s" %
              ("kernel", "target", "MLIR ms", "no-verify", "LLVM+PTX", "ptxas ms",
               "MLIR/ptxas", "no-verify", "peak MiB"))
    if args.copies > 1:
        header += " %11s %11s %9s" % ("+1 passes", "+1 ptxas", "+1 ratio")
    print(header)
    scratch = tempfile.TemporaryDirectory()
    patterns = args.kernels or [os.path.join(root, "examples", "*.mlir")]
    kernels = sorted(k for p in patterns for k in glob.glob(p))
    for kernel in kernels:
        name = os.path.basename(kernel)[:-5]
        for chip in args.chips.split(","):
            verified, unverified = {}, {}
            samples = [mlir_timing(plugin, kernel, chip, passes=verified)
                       for _ in range(args.runs)]
            if samples[0] is None:
                print("%-16s %-8s not compiled yet" % (name, chip))
                break
            mlir = min(s[0] for s in samples)
            bare = min(mlir_timing(plugin, kernel, chip, verify=False, passes=unverified)[0]
                       for _ in range(args.runs))
            llvm = min(s[1] for s in samples)
            peak = max(s[3] for s in samples)
            ptx_seconds = ptxas_time(ptxas, samples[0][2], chip, args.runs)
            line = ("%-16s %-8s %10.2f %10.2f %10.2f %10.2f %9.1f%% %8.1f%% %9.1f" %
                    (name, chip, mlir * 1e3, bare * 1e3, llvm * 1e3,
                     ptx_seconds * 1e3, 100 * mlir / ptx_seconds,
                     100 * bare / ptx_seconds, peak / 1024))
            if args.copies > 1:
                extra = marginal(plugin, ptxas, kernel, chip, args.copies,
                                 args.runs, scratch.name)
                if extra:
                    passes, ptx = extra
                    line += " %11.2f %11.2f %8.1f%%" % (passes, ptx, 100 * passes / ptx)
                else:
                    line += " %11s %11s %9s" % ("n/a", "n/a", "n/a")
            print(line)
            if args.top_passes > 0:
                top = sorted(unverified, key=unverified.get, reverse=True)[:args.top_passes]
                print("    most expensive passes, ms (no verify / verify): " +
                      ", ".join("%s %.2f / %.2f" % (p, unverified[p] * 1e3,
                                                    verified.get(p, 0) * 1e3)
                                for p in top))


if __name__ == "__main__":
    main()
