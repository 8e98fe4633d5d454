#!/usr/bin/env python3
"""Compile cost of each kernel counted in instructions (valgrind's callgrind)
rather than wall time: the MLIR stages, LLVM to PTX, and ptxas on the same
PTX.

    python3 bench/compile_instructions.py [--build build] [--chips sm_80,sm_90a,sm_100a]
                                          [--kernels 'examples/*.mlir' FILE ...]
                                          [--no-empty] [--keep DIR]

Instruction counts do not change from run to run as wall times do on a
shared machine (two runs differ by less than 0.01%), so one run of each
step is enough; under callgrind each step runs about 50 times slower than
natively (the five bundled kernels and kernels/gemm_bf16_128.mlir take
about 4.5 minutes per chip, 13 minutes for three, on a 2-core machine).
For each kernel and chip, three programs are run under
`valgrind --tool=callgrind`, single-threaded (--mlir-disable-threading):

  MLIR      mlir-opt -p 'builtin.module(tileiras-to-nvvm{chip=CHIP})'
            KERNEL -o /dev/null, with mlir-opt's default verification after
            each pass, and once more with --verify-each=0;
  LLVM+PTX  mlir-opt -p 'builtin.module(gpu-module-to-binary{format=isa})'
            on the output of tileiras-to-nvvm (produced natively, saved to a
            file);
  ptxas     ptxas -O3 -arch=CHIP on the PTX held in that gpu.binary.

Each count is the total of the whole process (callgrind's "summary:"
line): start-up, loading the dialects and plugins, parsing, the passes,
printing. For the two mlir-opt steps the passes alone are also given: the
instructions under mlir::PassManager::run (inclusive cost, from
callgrind_annotate --inclusive=yes). Columns:

  MLIR Mi        whole mlir-opt process of the MLIR stages, default verification
  passes         of which under PassManager::run
  no-verify      PassManager::run with --verify-each=0 (the passes alone)
  LLVM+PTX       whole mlir-opt process of gpu-module-to-binary
  pass           of which under PassManager::run
  ptxas Mi       whole ptxas process
  MLIR/ptxas     ratios of the three MLIR columns to ptxas

(Mi = millions of instructions.) Unless --no-empty is given, a first row
per chip, "(empty)", is the fixed cost: tileiras-to-nvvm on `module {}` and
ptxas on a PTX file with the header of the first kernel's PTX and no
kernel. --keep DIR leaves the callgrind.out files, the tileiras-to-nvvm
outputs and the PTX there.

Needs the build (build/plugins/TileirasPlugin.so), the stock mlir-opt of
LLVM 22, valgrind (callgrind_annotate with it) and ptxas (CUDA_HOME,
CUDA_PATH or /usr/local/cuda).
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
PASS_MANAGER = "mlir::PassManager::run(mlir::Operation*)"


def find_ptxas():
    for root in (os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"):
        if root and os.path.exists(os.path.join(root, "bin", "ptxas")):
            return os.path.join(root, "bin", "ptxas")
    sys.exit("ptxas not found (set CUDA_HOME)")


def callgrind(cmd, out_file, inclusive=None):
    """Runs cmd under callgrind; returns (total Ir, inclusive Ir of the
    function named `inclusive` or None)."""
    full = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out_file] + cmd
    run = subprocess.run(full, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if run.returncode != 0:
        sys.stderr.write(run.stderr[-2000:])
        raise RuntimeError("failed under callgrind: " + " ".join(cmd))
    total = None
    with open(out_file) as f:
        for line in f:
            if line.startswith("summary:"):
                total = int(line.split()[1])
    part = None
    if inclusive:
        annotated = subprocess.run(
            ["callgrind_annotate", "--inclusive=yes", "--threshold=100", out_file],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, check=True).stdout
        for line in annotated.splitlines():
            if ":" + inclusive + " " in line:
                part = int(line.split()[0].replace(",", ""))
                break
    return total, part


def decode_ptx(text):
    """The PTX of the first `assembly = "..."` of a printed gpu.binary
    (MLIR prints non-printable bytes as \\XX and escapes quotes and
    backslashes)."""
    m = re.search(r'assembly = "((?:[^"\\]|\\.)*)"', text)
    if not m:
        return None
    return re.sub(r'\\([0-9A-Fa-f]{2}|["\\])',
                  lambda h: h.group(1) if len(h.group(1)) == 1 else chr(int(h.group(1), 16)),
                  m.group(1))


def ptx_header(ptx):
    """The .version/.target/.address_size lines of a PTX file: a PTX file
    with no kernel."""
    return "".join(line + "\n" for line in ptx.splitlines()
                   if line.startswith((".version", ".target", ".address_size")))


def mlir_opt(plugin, pipeline, extra=()):
    return [MLIR_OPT, "--load-dialect-plugin=" + plugin, "--load-pass-plugin=" + plugin,
            "--mlir-disable-threading", "-p", "builtin.module(%s)" % pipeline] + list(extra)


def measure(plugin, ptxas, kernel, chip, work, name, ptx_override=None):
    """Returns a dict of instruction counts for one kernel and chip, and the
    PTX."""
    to_nvvm = "tileiras-to-nvvm{chip=%s}" % chip
    prefix = os.path.join(work, "%s.%s" % (name, chip))
    counts = {}
    counts["mlir"], counts["passes"] = callgrind(
        mlir_opt(plugin, to_nvvm, [kernel, "-o", os.devnull]), prefix + ".mlir.callgrind",
        PASS_MANAGER)
    _, counts["bare"] = callgrind(
        mlir_opt(plugin, to_nvvm, ["--verify-each=0", kernel, "-o", os.devnull]),
        prefix + ".mlir-noverify.callgrind", PASS_MANAGER)
    nvvm = prefix + ".nvvm.mlir"
    subprocess.run(mlir_opt(plugin, to_nvvm, [kernel, "-o", nvvm]), check=True)
    ptx = ptx_override
    if ptx is None:
        isa = prefix + ".isa.mlir"
        counts["llvm"], counts["llvm_pass"] = callgrind(
            mlir_opt(plugin, "gpu-module-to-binary{format=isa}", [nvvm, "-o", isa]),
            prefix + ".llvm.callgrind", PASS_MANAGER)
        ptx = decode_ptx(open(isa).read())
    ptx_file = prefix + ".ptx"
    with open(ptx_file, "w") as f:
        f.write(ptx)
    counts["ptxas"], _ = callgrind(
        [ptxas, "-O3", "-arch=" + chip, ptx_file, "-o", prefix + ".cubin"],
        prefix + ".ptxas.callgrind")
    return counts, ptx


def mi(n):
    return "%10.1f" % (n / 1e6) if n is not None else "%10s" % "-"


def pct(a, b):
    return "%9.1f%%" % (100.0 * a / b) if a is not None and b else "%10s" % "-"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default="build")
    parser.add_argument("--chips", default="sm_80,sm_90a,sm_100a")
    parser.add_argument("--kernels", nargs="+", default=None,
                        help="kernel files or globs (default: the bundled examples)")
    parser.add_argument("--no-empty", action="store_true",
                        help="leave out the fixed-cost row of an empty module")
    parser.add_argument("--keep", default=None,
                        help="leave the callgrind outputs, NVVM files and PTX in this folder")
    args = parser.parse_args()
    plugin = os.path.join(args.build, "plugins", "TileirasPlugin.so")
    ptxas = find_ptxas()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    scratch = None
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
        work = args.keep
    else:
        scratch = tempfile.TemporaryDirectory()
        work = scratch.name

    patterns = args.kernels or [os.path.join(root, "examples", "*.mlir")]
    kernels = sorted({k for p in patterns for k in glob.glob(p)},
                     key=lambda k: (os.path.basename(k), k))
    if not kernels:
        sys.exit("no kernel files match")
    empty = os.path.join(work, "empty.mlir")
    with open(empty, "w") as f:
        f.write("module {}\n")

    print("%-16s %-8s %10s %10s %10s %10s %10s %10s %10s %10s %10s" %
          ("kernel", "target", "MLIR Mi", "passes", "no-verify", "LLVM+PTX", "pass",
           "ptxas Mi", "MLIR/ptxas", "passes", "no-verify"))
    sys.stdout.flush()
    for chip in args.chips.split(","):
        rows = []
        for kernel in kernels:
            name = os.path.basename(kernel)[:-len(".mlir")]
            try:
                counts, ptx = measure(plugin, ptxas, kernel, chip, work, name)
            except (RuntimeError, subprocess.CalledProcessError) as e:
                print("%-16s %-8s failed: %s" % (name, chip, e))
                continue
            rows.append((name, counts, ptx))
        if rows and not args.no_empty:
            counts, _ = measure(plugin, ptxas, empty, chip, work, "empty",
                                ptx_override=ptx_header(rows[0][2]))
            rows.insert(0, ("(empty)", counts, None))
        for name, c, _ in rows:
            print("%-16s %-8s %s %s %s %s %s %s %s %s %s" %
                  (name, chip, mi(c["mlir"]), mi(c["passes"]), mi(c["bare"]),
                   mi(c.get("llvm")), mi(c.get("llvm_pass")), mi(c["ptxas"]),
                   pct(c["mlir"], c["ptxas"]), pct(c["passes"], c["ptxas"]),
                   pct(c["bare"], c["ptxas"])))
            sys.stdout.flush()


if __name__ == "__main__":
    main()
