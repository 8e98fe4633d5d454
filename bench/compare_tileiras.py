#!/usr/bin/env python3
"""This compiler's `tileiras` next to NVIDIA's on the same bytecode.

    python3 bench/compare_tileiras.py --nvidia-tileiras PATH
        [--kernels FILE...] [--chips sm_80,sm_90,sm_100] [--repeat 5]
        [--bytecode-version 13.3]

Each kernel (default: the bundled examples and kernels/gemm_bf16_128.mlir)
is written as Tile IR bytecode by `tileiras-translate`, then compiled to a
cubin for each chip by `build/bin/tileiras` and by NVIDIA's `tileiras`
(the wheel `nvidia-cuda-tileiras`; CUDA_HOME is set to the package folder
above its `bin`), both with `-O3`, and, for the same text, by the stock
`mlir-opt` with the plugins (`tileiras{chip=...}`, sm_90 and sm_100 as
sm_90a and sm_100a, as the command compiles them). For each: the median
wall time of --repeat runs, and from each cubin's ELF sections, per kernel: registers
(EIATTR_REGCOUNT of `.nv.info`), static shared memory (`.nv.shared.NAME`)
and machine code bytes (`.text.NAME`). Prints a markdown table. Without
NVIDIA's tool (no --nvidia-tileiras, no NVIDIA_TILEIRAS in the
environment) it says so and prints ours alone. With --nvdisasm PATH (or
NVDISASM in the environment; NVIDIA's disassembler, which the CUDA wheels
ship) a second table counts per kernel the SASS instructions that matter
for these kernels: tensor-core MMAs (HMMA, HGMMA/QGMMA/IGMMA, UTC*MMA),
TMA (UTMALDG, UTMASTG), ldmatrix/stmatrix (LDSM, STSM), mbarrier and
async-unit synchronization (SYNCS), FADD and FFMA, and local-memory
spills (STL, LDL).
"""
import argparse
import glob
import os
import statistics
import struct
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OURS = os.path.join(ROOT, "build", "bin", "tileiras")
PLUGIN = os.path.join(ROOT, "build", "plugins", "TileirasPlugin.so")
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
TRANSLATE = os.path.join(ROOT, "build", "bin", "tileiras-translate")
EIATTR_REGCOUNT = 0x2F
EIFMT_SVAL = 4


def elf_sections(data):
    """Section name -> (offset, size) of a 64-bit little-endian ELF."""
    shoff = struct.unpack_from("<Q", data, 0x28)[0]
    entsize, count, names = struct.unpack_from("<HHH", data, 0x3A)
    headers = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * entsize)
               for i in range(count)]
    table = headers[names][4]

    def name(offset):
        end = data.index(b"\0", table + offset)
        return data[table + offset:end].decode()

    return {name(h[0]): (h[4], h[5]) for h in headers}


def symbol_names(data, sections):
    """Symbol index -> name, from .symtab and .strtab."""
    offset, size = sections[".symtab"]
    strtab = sections[".strtab"][0]
    names = {}
    for i in range(size // 24):
        st_name = struct.unpack_from("<I", data, offset + 24 * i)[0]
        end = data.index(b"\0", strtab + st_name)
        names[i] = data[strtab + st_name:end].decode()
    return names


def cubin_resources(path):
    """Kernel name -> {registers, shared, code} of a cubin."""
    data = open(path, "rb").read()
    sections = elf_sections(data)
    symbols = symbol_names(data, sections)
    kernels = {}
    for name, (offset, size) in sections.items():
        if name.startswith(".text."):
            kernels.setdefault(name[len(".text."):], {})["code"] = size
    for kernel, info in kernels.items():
        info["shared"] = sections.get(".nv.shared." + kernel, (0, 0))[1]
    offset, size = sections.get(".nv.info", (0, 0))
    i = offset
    while i + 4 <= offset + size:
        fmt, attr = data[i], data[i + 1]
        length = struct.unpack_from("<H", data, i + 2)[0] if fmt == EIFMT_SVAL else 0
        if fmt == EIFMT_SVAL and attr == EIATTR_REGCOUNT:
            symbol, registers = struct.unpack_from("<II", data, i + 4)
            if symbols.get(symbol) in kernels:
                kernels[symbols[symbol]]["registers"] = registers
        i += 4 + length
    return kernels


# SASS opcode classes counted by --nvdisasm (the opcode before its first dot).
SASS_CLASSES = [
    ("MMA", lambda op: op in ("HMMA", "IMMA", "DMMA") or op.endswith("GMMA")
     or (op.startswith("UTC") and op.endswith("MMA"))),
    ("UTMALDG", lambda op: op == "UTMALDG"),
    ("UTMASTG", lambda op: op == "UTMASTG"),
    ("LDSM", lambda op: op == "LDSM"),
    ("STSM", lambda op: op == "STSM"),
    ("SYNCS", lambda op: op == "SYNCS"),
    ("FADD", lambda op: op == "FADD"),
    ("FFMA", lambda op: op == "FFMA"),
    ("STL", lambda op: op == "STL"),
    ("LDL", lambda op: op == "LDL"),
]


def sass_mix(nvdisasm, path):
    """Kernel name -> {class: count} of a cubin's SASS, and the MMA
    opcodes seen (HGMMA.64x64x16... as HGMMA)."""
    text = subprocess.run([nvdisasm, path], capture_output=True, text=True,
                          check=True).stdout
    mixes, kernel, names = {}, None, set()
    for line in text.splitlines():
        if line.startswith(".text."):
            kernel = line[len(".text."):].rstrip(":")
            mixes[kernel] = {name: 0 for name, _ in SASS_CLASSES}
            continue
        if kernel is None or "/*" not in line or "*/" not in line:
            continue
        words = line.split("*/", 1)[1].replace("{", " ").split()
        while words and words[0].startswith("@"):
            words = words[1:]
        if not words:
            continue
        op = words[0].split(".")[0]
        for name, matches in SASS_CLASSES:
            if matches(op):
                mixes[kernel][name] += 1
                if name == "MMA":
                    names.add(op)
    return mixes, names


def timed(command, env, repeat):
    """Median wall seconds of `repeat` runs; raises with stderr on failure."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run = subprocess.run(command, env=env, capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        if run.returncode != 0:
            raise RuntimeError("%s failed:\n%s" % (" ".join(command), run.stderr))
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nvidia-tileiras", default=os.environ.get("NVIDIA_TILEIRAS"))
    parser.add_argument("--kernels", nargs="+",
                        default=sorted(glob.glob(os.path.join(ROOT, "examples", "*.mlir")))
                        + [os.path.join(ROOT, "bench", "kernels", "gemm_bf16_128.mlir")])
    parser.add_argument("--chips", default="sm_80,sm_90,sm_100")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--bytecode-version", default="13.3")
    parser.add_argument("--nvdisasm", default=os.environ.get("NVDISASM"))
    args = parser.parse_args()

    tools = [("ours", OURS, dict(os.environ))]
    if args.nvidia_tileiras:
        env = dict(os.environ)
        env["CUDA_HOME"] = os.path.dirname(os.path.dirname(
            os.path.realpath(args.nvidia_tileiras)))
        tools.append(("NVIDIA", args.nvidia_tileiras, env))
    else:
        print("NVIDIA's tileiras is not given (--nvidia-tileiras or NVIDIA_TILEIRAS): "
              "ours alone\n")

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for kernel in args.kernels:
            name = os.path.splitext(os.path.basename(kernel))[0]
            bytecode = os.path.join(tmp, name + ".tilebc")
            subprocess.run([TRANSLATE, "-mlir-to-cudatilebc",
                            "--bytecode-version=" + args.bytecode_version, kernel,
                            "-o", bytecode], check=True)
            for chip in args.chips.split(","):
                row = {"kernel": name, "chip": chip}
                full = chip + "a" if chip in ("sm_90", "sm_100") else chip
                row["mlir-opt"] = timed(
                    [MLIR_OPT, "--load-dialect-plugin=" + PLUGIN,
                     "--load-pass-plugin=" + PLUGIN, kernel, "-p",
                     "builtin.module(tileiras{chip=%s})" % full, "-o", os.devnull],
                    dict(os.environ), args.repeat)
                for tool, path, env in tools:
                    cubin = os.path.join(tmp, "%s-%s-%s.cubin" % (name, chip, tool))
                    seconds = timed([path, bytecode, "-o", cubin, "--gpu-name", chip, "-O3"],
                                    env, args.repeat)
                    resources = cubin_resources(cubin)
                    if args.nvdisasm:
                        mixes, mma_names = sass_mix(args.nvdisasm, cubin)
                        for kernel_name, info in resources.items():
                            info["sass"] = mixes.get(kernel_name, {})
                            info["mma"] = "/".join(sorted(mma_names)) or "-"
                    row[tool] = (seconds, resources)
                rows.append(row)

    names = [tool for tool, _, _ in tools]
    header = ["kernel", "chip", "mlir-opt + plugins (s)"]
    for tool in names:
        header += ["%s compile (s)" % tool, "%s registers" % tool,
                   "%s static smem (B)" % tool, "%s code (B)" % tool]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        for kernel in sorted(row["ours"][1]):
            cells = [row["kernel"] if len(row["ours"][1]) == 1 else kernel, row["chip"],
                     "%.2f" % row["mlir-opt"]]
            for tool in names:
                seconds, resources = row[tool]
                info = resources.get(kernel, {})
                cells += ["%.2f" % seconds, str(info.get("registers", "-")),
                          str(info.get("shared", "-")), str(info.get("code", "-"))]
            print("| " + " | ".join(cells) + " |")
    if not args.nvdisasm:
        return 0
    print()
    header = ["kernel", "chip", "tool", "MMA opcodes"] + [name for name, _ in SASS_CLASSES]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        for kernel in sorted(row["ours"][1]):
            for tool in names:
                info = row[tool][1].get(kernel, {})
                mix = info.get("sass", {})
                cells = [row["kernel"] if len(row["ours"][1]) == 1 else kernel, row["chip"],
                         tool, info.get("mma", "-")]
                cells += [str(mix.get(name, "-")) for name, _ in SASS_CLASSES]
                print("| " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
