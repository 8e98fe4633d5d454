#!/usr/bin/env python3
"""SASS instruction mix of one K step: tileiras kernels next to nvcc-built
mma.sync kernels of the same tile.

    python3 bench/sass_mix.py [--chips sm_80,sm_90a,sm_100a] [--build build]
                              [--keep DIR]

For each kernel and chip, the kernel is compiled with the `tileiras`
pipeline (format=bin), the cubin taken out of the gpu.binary and
disassembled with cuobjdump -sass. The K loop is the innermost loop
(backward branch) whose body holds the tensor-core instructions (HMMA, IMMA,
DMMA); in it are counted HMMA (with IMMA and DMMA), LDSM, LDS, STS, LDG, STG,
FFMA, BAR, SHFL, local-memory accesses (LDL, STL) and all instructions (NOPs
left out). Counts are per warp (one instruction stream) and per K step:
where the loop holds a whole multiple of the K step's tensor-core
instructions (a loop unrolled by ptxas), the counts are divided by it. Where
no such loop is found, the whole kernel is counted, and the table says so.

The nvcc side is bench/reference/mma_sync_gemm.cu (ldmatrix + mma.sync,
128 threads, one shared-memory stage), compiled with nvcc -cubin -O3 for
the same chip; the attention kernel has no reference and gets one row.
Registers and spills are what ptxas reports: the gpu.binary's properties
for tileiras, nvcc --resource-usage for the reference.

Needs the build (build/plugins/TileirasPlugin.so), the stock mlir-opt of
LLVM 22, and from the CUDA toolkit nvcc, cuobjdump and the nvdisasm that
cuobjdump runs; they are looked for next to nvcc, on PATH, in CUDA_HOME,
CUDA_PATH and /usr/local/cuda, and in the nvidia/cu13/bin folder of this
Python's packages (the nvidia-cuda-cuobjdump and nvidia-cuda-nvdisasm
wheels). --keep DIR leaves the cubins and their SASS there.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE = os.path.join(ROOT, "bench", "reference", "mma_sync_gemm.cu")
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"

# name, file, entry, reference kernel in mma_sync_gemm.cu (or None), the
# matrix products of one K step as (M, N, K) and the warps of the CTA.
KERNELS = [
    ("gemm_f16", "examples/gemm_f16.mlir", "gemm_f16",
     "mma_sync_gemm_f16_64x64x32", [(64, 64, 32)], 4),
    ("attention_f16", "examples/attention_f16.mlir", "attention_f16",
     None, [(32, 64, 64), (32, 64, 64)], 4),
    ("gemm_bf16_128", "bench/kernels/gemm_bf16_128.mlir", "gemm_bf16_128",
     "mma_sync_gemm_bf16_128x128x64", [(128, 128, 64)], 4),
]

MMA_OPCODES = ("HMMA", "IMMA", "DMMA")
COLUMNS = ["HMMA", "LDSM", "LDS", "STS", "LDG", "STG", "FFMA", "BAR", "SHFL", "LDL/STL", "total"]


def fail(message):
    sys.exit("sass_mix.py: " + message)


def find_tool(name, near=None):
    """The first executable `name` next to `near`, on PATH, in the CUDA
    roots, or in this Python's nvidia/cu13/bin."""
    places = [os.path.dirname(near)] if near else []
    places += os.environ.get("PATH", "").split(os.pathsep)
    for root in (os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"):
        if root:
            places.append(os.path.join(root, "bin"))
    for key in ("purelib", "platlib"):
        places.append(os.path.join(sysconfig.get_paths()[key], "nvidia", "cu13", "bin"))
    for place in places:
        path = os.path.join(place, name)
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return None


def decode_mlir_string(raw):
    """Bytes of an MLIR string literal body (between the quotes): \\XX is a
    byte in hex, \\\\, \\", \\n and \\t the characters they name."""
    out = bytearray()
    i = 0
    simple = {ord("n"): 10, ord("t"): 9, ord("\\"): ord("\\"), ord('"'): ord('"')}
    while i < len(raw):
        ch = raw[i]
        if ch != 0x5C:
            out.append(ch)
            i += 1
            continue
        pair = raw[i + 1:i + 3]
        if len(pair) == 2 and all(c in b"0123456789abcdefABCDEF" for c in pair):
            out.append(int(pair, 16))
            i += 3
        elif i + 1 < len(raw) and raw[i + 1] in simple:
            out.append(simple[raw[i + 1]])
            i += 2
        else:
            raise ValueError("bad escape at %d" % i)
    return bytes(out)


def compile_ours(plugin, kernel, chip, cubin_path):
    """Writes the cubin; returns the ptxas properties of the gpu.binary as a
    dict, or raises RuntimeError with the first error line."""
    cmd = [MLIR_OPT, "--load-dialect-plugin=" + plugin, "--load-pass-plugin=" + plugin,
           "-p", "builtin.module(tileiras{chip=%s format=bin})" % chip, kernel]
    run = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if run.returncode != 0:
        err = run.stderr.decode(errors="replace").splitlines()
        first = next((l for l in err if "error" in l), err[0] if err else "mlir-opt failed")
        raise RuntimeError(first.strip())
    text = run.stdout
    m = re.search(rb'\bbin = "((?:[^"\\]|\\.)*)"', text, re.S)
    if not m:
        raise RuntimeError("no bin = \"...\" in the gpu.binary")
    with open(cubin_path, "wb") as f:
        f.write(decode_mlir_string(m.group(1)))
    props = {}
    for key in ("registers", "spill_loads", "spill_stores"):
        values = [int(v) for v in re.findall(rb"\b%s = (\d+)" % key.encode(), text)]
        props[key] = max(values) if values else None
    block = re.search(rb"\bblock = array<i32: (\d+), (\d+), (\d+)>", text)
    if block:
        props["threads"] = int(block.group(1)) * int(block.group(2)) * int(block.group(3))
    return props


def compile_reference(nvcc, chip, cubin_path):
    """Compiles mma_sync_gemm.cu; returns {kernel: properties}."""
    cmd = [nvcc, "-cubin", "-O3", "-arch=" + chip, "--resource-usage", "-o", cubin_path,
           REFERENCE]
    run = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    text = run.stdout.decode(errors="replace")
    if run.returncode != 0:
        fail("nvcc failed for %s:\n%s" % (chip, text))
    props = {}
    current = None
    for line in text.splitlines():
        m = re.search(r"(?:Compiling entry function|Function properties for) '?([\w$]+)'?", line)
        if m:
            current = props.setdefault(m.group(1), {})
            continue
        if current is None:
            continue
        m = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", line)
        if m:
            current["spill_stores"], current["spill_loads"] = int(m.group(1)), int(m.group(2))
        m = re.search(r"Used (\d+) registers", line)
        if m:
            current["registers"] = int(m.group(1))
    return props


def tool_env(cuobjdump):
    """The environment for cuobjdump: its folder on PATH, where it looks for
    nvdisasm."""
    env = dict(os.environ)
    env["PATH"] = os.path.dirname(cuobjdump) + os.pathsep + env.get("PATH", "")
    return env


def disassemble(cuobjdump, cubin_path):
    """{function name: [(address, opcode, text)]} from cuobjdump -sass."""
    run = subprocess.run([cuobjdump, "-sass", cubin_path], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, env=tool_env(cuobjdump))
    if run.returncode != 0:
        fail("cuobjdump -sass failed: " + run.stderr.decode(errors="replace").strip())
    functions = {}
    current = None
    for line in run.stdout.decode(errors="replace").splitlines():
        m = re.match(r"\s*Function : (\S+)", line)
        if m:
            current = functions.setdefault(m.group(1), [])
            continue
        m = re.match(r"\s*/\*([0-9a-f]+)\*/\s+(.*?)\s*;", line)
        if m and current is not None:
            body = re.sub(r"^@!?U?P[T0-9]+\s+", "", m.group(2).strip())
            opcode = body.split()[0] if body else ""
            current.append((int(m.group(1), 16), opcode, body))
    return functions


def branch_target(body):
    """Address a BRA jumps to: its last operand (BRA 0x9e0, BRA.U UP0, 0xa50)."""
    targets = re.findall(r"\b0x([0-9a-f]+)\b", body)
    return int(targets[-1], 16) if targets else None


def k_loop(instructions):
    """(first, last) indices of the innermost loop holding a tensor-core
    instruction, or None."""
    index = {addr: i for i, (addr, _, _) in enumerate(instructions)}
    best = None
    for i, (addr, opcode, body) in enumerate(instructions):
        if not opcode.startswith("BRA"):
            continue
        target = branch_target(body)
        if target is None or target > addr or target not in index:
            continue
        start = index[target]
        if not any(instructions[j][1].split(".")[0] in MMA_OPCODES for j in range(start, i + 1)):
            continue
        if best is None or i - start < best[1] - best[0]:
            best = (start, i)
    return best


def count(instructions):
    counts = dict.fromkeys(COLUMNS, 0)
    for _, opcode, _ in instructions:
        base = opcode.split(".")[0]
        if base == "NOP":
            continue
        counts["total"] += 1
        if base in MMA_OPCODES:
            counts["HMMA"] += 1
        elif base in ("LDL", "STL"):
            counts["LDL/STL"] += 1
        elif base in counts:
            counts[base] += 1
    return counts


def mix(functions, name, mma_per_step):
    """(where, counts) for function `name`."""
    if name not in functions:
        fail("no function %s in the SASS (found: %s)" % (name, ", ".join(functions)))
    instructions = functions[name]
    loop = k_loop(instructions)
    if loop is None:
        return "whole kernel (no K loop found)", count(instructions)
    first, last = loop
    counts = count(instructions[first:last + 1])
    where = "K loop"
    mma = counts["HMMA"]
    if mma != mma_per_step and mma % mma_per_step == 0:
        steps = mma // mma_per_step
        counts = {k: v / steps for k, v in counts.items()}
        where = "K loop / %d (unrolled)" % steps
    elif mma != mma_per_step:
        where = "K loop (%d MMAs, %d expected per step)" % (mma, mma_per_step)
    return where, counts


def number(value):
    if value is None:
        return "-"
    if isinstance(value, float) and not value.is_integer():
        return "%.1f" % value
    return "%d" % value


def main():
    parser = argparse.ArgumentParser(description=" ".join(__doc__.split("\n\n")[0].split()))
    parser.add_argument("--chips", default="sm_80,sm_90a,sm_100a",
                        help="comma-separated targets (default: %(default)s)")
    parser.add_argument("--build", default="build",
                        help="the build folder holding plugins/TileirasPlugin.so")
    parser.add_argument("--keep", default=None, help="leave cubins and SASS in this folder")
    args = parser.parse_args()
    chips = args.chips.split(",")

    plugin = os.path.join(args.build, "plugins", "TileirasPlugin.so")
    if not os.path.isfile(plugin):
        fail("%s not found: build the project first (make demo or make check), "
             "or name the build folder with --build" % plugin)
    global MLIR_OPT
    if not os.access(MLIR_OPT, os.X_OK):
        MLIR_OPT = shutil.which("mlir-opt") or fail("mlir-opt of LLVM 22 not found")
    nvcc = find_tool("nvcc")
    if not nvcc:
        fail("nvcc not found (on PATH, CUDA_HOME, CUDA_PATH or /usr/local/cuda): "
             "the CUDA toolkit is needed")
    cuobjdump = find_tool("cuobjdump", near=nvcc)
    nvdisasm = find_tool("nvdisasm", near=nvcc)
    if not cuobjdump or not nvdisasm:
        fail("%s not found next to %s, on PATH, in CUDA_HOME, CUDA_PATH, /usr/local/cuda "
             "or this Python's nvidia/cu13/bin: install the CUDA toolkit's cuobjdump and "
             "nvdisasm (e.g. pip install nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm)"
             % (" and ".join(n for n, p in (("cuobjdump", cuobjdump), ("nvdisasm", nvdisasm))
                             if not p), nvcc))
    if os.path.dirname(nvdisasm) != os.path.dirname(cuobjdump):
        os.environ["PATH"] = os.path.dirname(nvdisasm) + os.pathsep + os.environ["PATH"]

    scratch = tempfile.TemporaryDirectory()
    out_dir = args.keep or scratch.name
    os.makedirs(out_dir, exist_ok=True)

    references = {}
    for chip in chips:
        cubin = os.path.join(out_dir, "mma_sync_gemm.%s.cubin" % chip)
        references[chip] = (compile_reference(nvcc, chip, cubin), disassemble(cuobjdump, cubin))

    print("| kernel | chip | side | counted | " + " | ".join(COLUMNS) +
          " | registers | spill st/ld bytes |")
    print("|---|---|---|---|" + "---|" * len(COLUMNS) + "---|---|")
    notes = []
    for name, path, entry, reference, products, warps in KERNELS:
        mmas = sum(m * n * k for m, n, k in products) // (16 * 8 * 16)
        for chip in chips:
            cubin = os.path.join(out_dir, "%s.%s.cubin" % (name, chip))
            rows = []
            try:
                props = compile_ours(plugin, os.path.join(ROOT, path), chip, cubin)
                ours_warps = props.get("threads", warps * 32) // 32
                if ours_warps != warps:
                    notes.append("%s %s: tileiras chose %d warps, the reference has %d"
                                 % (name, chip, ours_warps, warps))
                where, counts = mix(disassemble(cuobjdump, cubin), entry, mmas // ours_warps)
                rows.append(("ours", where, counts, props))
            except RuntimeError as e:
                notes.append("%s %s: not compiled: %s" % (name, chip, e))
                rows.append(("ours", "not compiled", None, {}))
            if reference:
                ref_props, ref_sass = references[chip]
                where, counts = mix(ref_sass, reference, mmas // warps)
                rows.append(("nvcc", where, counts, ref_props.get(reference, {})))
            for side, where, counts, props in rows:
                cells = [number(counts[c]) if counts else "-" for c in COLUMNS]
                spills = "-"
                if props.get("spill_stores") is not None:
                    spills = "%d / %d" % (props["spill_stores"], props["spill_loads"])
                print("| %s | %s | %s | %s | %s | %s | %s |" %
                      (name, chip, side, where, " | ".join(cells),
                       number(props.get("registers")), spills))
    if args.keep:
        for cubin in sorted(os.listdir(out_dir)):
            if cubin.endswith(".cubin"):
                with open(os.path.join(out_dir, cubin[:-len(".cubin")] + ".sass"), "w") as f:
                    subprocess.run([cuobjdump, "-sass", os.path.join(out_dir, cubin)],
                                   stdout=f, env=tool_env(cuobjdump))
    print()
    print("Counts per warp and K step (HMMA includes IMMA and DMMA; total leaves out NOPs); "
          "tensor-core instructions one K step needs per warp: " +
          ", ".join("%s %d" % (n, sum(m * nn * k for m, nn, k in p) // 2048 // w)
                    for n, _, _, _, p, w in KERNELS) + ".")
    for note in notes:
        print(note)


if __name__ == "__main__":
    main()
