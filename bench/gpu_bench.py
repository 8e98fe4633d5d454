#!/usr/bin/env python3
"""GEMM and attention throughput on a GPU, next to PyTorch (cuBLAS, SDPA).

Two steps, because the machine with the GPU need not have LLVM:

    # where the build is: compile each kernel and export its launches
    python3 bench/gpu_bench.py export KIT [--chips sm_90a,sm_80]
                                          [--num-warps 4,8] [--prefetch-registers 0,32]
                                          [--pipeline-stages 0,2,3] [--occupancy 1,2]
                                          [--use-tma true,false] [--warp-specialize true,false]
                                          [--cluster 1,2]
                                          [--kernels gemm_f16,...] [--small]
    # where the GPU is (PyTorch installed): check and time them
    python3 bench/gpu_bench.py run KIT [--launcher build/bin/tileiras-launch]
                                       [--repeat 20] [--json FILE]

`export` compiles examples/gemm_f16.mlir (64x64x32 tiles),
bench/kernels/gemm_f16_f16out.mlir (the same with an f16 result),
bench/kernels/gemm_bf16_128.mlir (128x128x64),
bench/kernels/gemm_bf16_256.mlir (128x256x64, eight warps at one CTA per SM),
bench/kernels/gemm_f8_tn.mlir (128x128x128, f8E4M3FN, B stored n x k),
bench/kernels/gemm_tf32_tn.mlir (128x128x32, tf32 products of f32 data, B
stored n x k; next to torch.matmul with TF32 allowed),
examples/attention_f16.mlir (64 rows of Q per tile block) and
bench/kernels/attention_f16_128.mlir (128 rows) and
bench/kernels/attention_f16_exp2.mlir (128 rows, eight warps, the softmax in
powers of two as cuTile writes it) with the tileiras pipeline for each chip and
writes, per kernel, chip and problem size, a folder with the image and a
manifest (tileiras-run --export) whose buffers are filled at random. A chip
the GPU cannot run natively is compiled to PTX (format=isa), which the
driver compiles for the GPU at load time: sm_80's PTX on an H100 runs the
Ampere code path (mma.sync, ldmatrix, cp.async) on Hopper.

`run` takes each folder: tileiras-launch --dry-run writes the inputs, the
reference is computed with PyTorch in float64 on the GPU and written next to
them, then tileiras-launch launches the kernel, compares its output with the
reference (every element within the tolerances) and times --repeat more
launches (driver events, after one untimed launch). PyTorch's own kernel for
the same problem is timed the same way (CUDA events, one warm-up, the mean
of --repeat): torch.matmul on f16/bf16 operands (f16/bf16 result, which is
what cuBLAS offers; ours writes f32), torch._scaled_mm on the f8 operands
(unit scales, B column-major as it requires: the n x k matrix transposed;
f32 result where PyTorch offers it, else bf16) and
torch.nn.functional.scaled_dot_product_attention (f16 result). TFLOP/s count
2*M*N*K for a product and 4*heads*seq*seq*64 for attention. Prints a
markdown table; --json also writes the rows.
"""
import argparse
import itertools
import json
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"

# name, source, entry, tile rows and columns of C per tile block (one
# number for a square tile), problems as (M, N, K) for a product and
# (heads, seq) for attention.
GEMMS = [
    ("gemm_f16", "examples/gemm_f16.mlir", "f16", 64, [(4096, 4096, 4096), (8192, 8192, 8192)]),
    ("gemm_bf16_128", "bench/kernels/gemm_bf16_128.mlir", "bf16", 128,
     [(4096, 4096, 4096), (8192, 8192, 8192)]),
    ("gemm_bf16_128_k32", "bench/kernels/gemm_bf16_128_k32.mlir", "bf16", 128,
     [(4096, 4096, 4096), (8192, 8192, 8192)]),
    ("gemm_bf16_256", "bench/kernels/gemm_bf16_256.mlir", "bf16", (128, 256),
     [(4096, 4096, 4096), (8192, 8192, 8192)]),
    ("gemm_f16_f16out", "bench/kernels/gemm_f16_f16out.mlir", "f16", 64,
     [(4096, 4096, 4096), (8192, 8192, 8192)]),
    ("gemm_f8_tn", "bench/kernels/gemm_f8_tn.mlir", "f8E4M3FN", 128,
     [(4096, 4096, 4096), (8192, 8192, 8192)]),
    ("gemm_tf32_tn", "bench/kernels/gemm_tf32_tn.mlir", "f32", 128,
     [(4096, 4096, 4096), (8192, 8192, 8192)]),
]
# The element type of C, where it is not f32.
GEMM_OUTPUT = {"gemm_f16_f16out": "f16"}
# name, source, rows of Q and O per tile block, problems as (heads, seq).
ATTENTIONS = [
    ("attention_f16", "examples/attention_f16.mlir", 64, [(32, 1024), (32, 4096)]),
    ("attention_f16_128", "bench/kernels/attention_f16_128.mlir", 128, [(32, 1024), (32, 4096)]),
    ("attention_f16_exp2", "bench/kernels/attention_f16_exp2.mlir", 128, [(32, 1024), (32, 4096)]),
]


def with_hints(source, hints, out):
    """A copy of `source` whose entry carries the optimization hints `hints`
    (e.g. {"occupancy": 2, "num_cta_in_cga": 2}) on every target, written to
    `out`. Hints a target does not know are left out for it: clusters exist
    from sm_90 on."""
    text = open(os.path.join(ROOT, source)).read()
    per_target = []
    for cap in (80, 90, 100):
        known = {key: value for key, value in hints.items()
                 if cap >= 90 or key != "num_cta_in_cga"}
        if known:
            per_target.append("sm_%d = {%s}" % (cap, ", ".join(
                "%s = %d" % item for item in sorted(known.items()))))
    entry = text.index("entry @")
    brace = re.compile(r"\)\s*\{").search(text, entry)
    text = text[:brace.start() + 1] + " optimization_hints=<%s> {" % ", ".join(per_target) \
        + text[brace.end():]
    open(out, "w").write(text)
    return out


def compile_kernel(source, chip, warps, prefetch, stages, tma, out, specialize=None):
    native = chip in ("sm_90a", "sm_90")
    options = "chip=%s num-warps=%d" % (chip, warps) + ("" if native else " format=isa")
    if prefetch is not None:
        options += " prefetch-registers=%d" % prefetch
    if stages is not None:
        options += " pipeline-stages=%d" % stages
    if tma is not None:
        options += " use-tma=%s" % ("true" if tma else "false")
    if specialize is not None:
        options += " warp-specialize=%s" % ("true" if specialize else "false")
    plugin = os.path.join(ROOT, "build", "plugins", "TileirasPlugin.so")
    subprocess.run([MLIR_OPT, "--load-dialect-plugin=" + plugin, "--load-pass-plugin=" + plugin,
                    os.path.join(ROOT, source), "-p", "builtin.module(tileiras{%s})" % options,
                    "-o", out], check=True)


def export_launch(compiled, folder, grid, args, seed=1):
    command = [os.path.join(ROOT, "build", "bin", "tileiras-run"), compiled,
               "--grid=" + ",".join(map(str, grid)), "--seed=%d" % seed,
               "--export=" + folder] + args
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)


def export(kit, chips, warp_counts, prefetches, stage_counts, occupancies, tmas, small, kernels,
           specializes=(None,), clusters=(None,)):
    os.makedirs(kit, exist_ok=True)
    for chip, warps, prefetch, stages, occupancy, tma, specialize, cluster in itertools.product(
            chips, warp_counts, prefetches, stage_counts, occupancies, tmas, specializes, clusters):
        if cluster is not None and cluster > 1 and chip == "sm_80":
            continue  # no clusters before sm_90
        config = ("%s-w%d" % (chip, warps) + ("" if prefetch is None else "-p%d" % prefetch)
                  + ("" if stages is None else "-s%d" % stages)
                  + ("" if occupancy is None else "-o%d" % occupancy)
                  + ("" if tma is None else ("-tma" if tma else "-notma"))
                  + ("" if specialize is None else ("-ws" if specialize else "-nows"))
                  + ("" if cluster is None else "-c%d" % cluster))
        hints = {}
        if occupancy is not None:
            hints["occupancy"] = occupancy
        if cluster is not None:
            hints["num_cta_in_cga"] = cluster
        # With a cluster of C CTAs along x the launch grid counts clusters
        # (.blocksareclusters): C tile blocks along x per cluster.
        per_x = cluster or 1

        def hinted(name, source):
            if not hints:
                return source
            return with_hints(source, hints, os.path.join(kit, "%s-%s.src.mlir" % (name, config)))

        for name, source, elem, tile, problems in GEMMS:
            if kernels and name not in kernels:
                continue
            compiled = os.path.join(kit, "%s-%s.mlir" % (name, config))
            compile_kernel(hinted(name, source), chip, warps, prefetch, stages, tma, compiled, specialize)
            for m, n, k in problems[:1] if small else problems:
                folder = os.path.join(kit, "%s-%s-%dx%dx%d" % (name, config, m, n, k))
                rows, cols = tile if isinstance(tile, tuple) else (tile, tile)
                export_launch(compiled, folder, [-(-m // (rows * per_x)), -(-n // cols)],
                              ["--buffer=a:%s:%d:random" % (elem, m * k),
                               "--buffer=b:%s:%d:random" % (elem, k * n),
                               "--buffer=c:%s:%d:zeros" % (GEMM_OUTPUT.get(name, "f32"), m * n),
                               "--i32=%d" % m, "--i32=%d" % n, "--i32=%d" % k])
                meta = {"kind": "gemm", "name": name, "chip": chip, "warps": warps, "prefetch": prefetch,
                        "stages": stages, "occupancy": occupancy, "tma": tma, "specialize": specialize,
                        "cluster": cluster, "elem": elem, "m": m, "n": n,
                        "k": k, "out": GEMM_OUTPUT.get(name, "f32")}
                json.dump(meta, open(os.path.join(folder, "bench.json"), "w"))
            os.remove(compiled)
        for name, source, tile_rows, problems in ATTENTIONS:
            if kernels and name not in kernels:
                continue
            compiled = os.path.join(kit, "%s-%s.mlir" % (name, config))
            compile_kernel(hinted(name, source), chip, warps, prefetch, stages, tma, compiled, specialize)
            for heads, seq in problems[-1:] if small else problems:
                folder = os.path.join(kit, "%s-%s-%dx%d" % (name, config, heads, seq))
                count = heads * seq * 64
                export_launch(compiled, folder, [-(-seq // (tile_rows * per_x)), heads],
                              ["--buffer=q:f16:%d:random" % count, "--buffer=k:f16:%d:random" % count,
                               "--buffer=v:f16:%d:random" % count, "--buffer=o:f32:%d:zeros" % count,
                               "--i32=%d" % seq, "--f32=0.125"])
                meta = {"kind": "attention", "name": name, "chip": chip, "warps": warps, "prefetch": prefetch,
                        "stages": stages, "occupancy": occupancy, "tma": tma, "specialize": specialize,
                        "cluster": cluster, "heads": heads,
                        "seq": seq, "scale": 0.125}
                json.dump(meta, open(os.path.join(folder, "bench.json"), "w"))
            os.remove(compiled)


def time_torch(fn, repeat):
    import torch
    fn()
    torch.cuda.synchronize()
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(repeat):
        fn()
    stop.record()
    stop.synchronize()
    return start.elapsed_time(stop) / repeat * 1000.0  # microseconds


def run(kit, launcher, repeat, timeout):
    import numpy as np
    import torch
    rows = []
    for name in sorted(os.listdir(kit)):
        folder = os.path.join(kit, name)
        meta_path = os.path.join(folder, "bench.json")
        if not os.path.isfile(meta_path):
            continue
        meta = json.load(open(meta_path))
        manifest = os.path.join(folder, "manifest.json")
        ins = ["a", "b"] if meta["kind"] == "gemm" else ["q", "k", "v"]
        outs = ["--out=%s:%s" % (b, os.path.join(folder, b + ".bin")) for b in ins]
        subprocess.run([launcher, "--manifest=" + manifest, "--dry-run"] + outs,
                       check=True, stdout=subprocess.DEVNULL)

        def load(buffer, dtype):
            raw = np.fromfile(os.path.join(folder, buffer + ".bin"),
                              dtype={1: np.int8, 2: np.int16, 4: np.int32}[dtype.itemsize])
            return torch.from_numpy(raw).cuda().view(dtype)

        if meta["kind"] == "gemm" and meta["elem"] == "f8E4M3FN":
            # C = A B^T with B stored n x k.
            m, n, k = meta["m"], meta["n"], meta["k"]
            a = load("a", torch.float8_e4m3fn).view(m, k)
            b = load("b", torch.float8_e4m3fn).view(n, k)
            ref = (a.double() @ b.double().t()).float()
            flops = 2.0 * m * n * k
            one = torch.ones((), device="cuda")
            try:
                torch._scaled_mm(a, b.t(), scale_a=one, scale_b=one, out_dtype=torch.float32)
                out_dtype = torch.float32
            except RuntimeError:
                out_dtype = torch.bfloat16
            theirs = time_torch(lambda: torch._scaled_mm(a, b.t(), scale_a=one, scale_b=one,
                                                         out_dtype=out_dtype), repeat)
            tolerance = "rtol=1e-4,atol=%g" % (1e-5 * k)
            out, what = "c", "%dx%dx%d f8E4M3FN (B n x k)" % (m, n, k)
            baseline = "torch._scaled_mm"
        elif meta["kind"] == "gemm" and meta["elem"] == "f32":
            # tf32 products of f32 data, B stored n x k: the tensor core
            # reads each f32 value as tf32 (its upper 19 bits) on sm_90a and
            # sm_100a, so the reference takes the truncated operands; sm_80
            # rounds them to nearest (mma.sync on registers).
            m, n, k = meta["m"], meta["n"], meta["k"]
            a = load("a", torch.float32).view(m, k)
            b = load("b", torch.float32).view(n, k)
            if meta["chip"] == "sm_80":
                def tf32(x):
                    bits = x.view(torch.int32)
                    bits = bits + 0xFFF + ((bits >> 13) & 1)
                    return (bits & ~0x1FFF).view(torch.float32)
            else:
                def tf32(x):
                    return (x.view(torch.int32) & ~0x1FFF).view(torch.float32)
            ref = (tf32(a).double() @ tf32(b).double().t()).float()
            flops = 2.0 * m * n * k
            torch.backends.cuda.matmul.allow_tf32 = True
            theirs = time_torch(lambda: torch.matmul(a, b.t()), repeat)
            tolerance = "rtol=1e-4,atol=%g" % (1e-5 * k)
            out, what = "c", "%dx%dx%d tf32 (f32 data, B n x k)" % (m, n, k)
            baseline = "torch.matmul (allow_tf32)"
        elif meta["kind"] == "gemm":
            m, n, k = meta["m"], meta["n"], meta["k"]
            dtype = torch.float16 if meta["elem"] == "f16" else torch.bfloat16
            a, b = load("a", dtype).view(m, k), load("b", dtype).view(k, n)
            ref = (a.double() @ b.double()).float()
            flops = 2.0 * m * n * k
            theirs = time_torch(lambda: torch.matmul(a, b), repeat)
            # f32 sums of K products of numbers below 1: the reference is
            # exact, the kernel's order of summation differs.
            tolerance = "rtol=1e-4,atol=%g" % (1e-5 * k)
            if meta.get("out", "f32") == "f16":
                # C rounded to f16: half an ulp of f16 on top.
                ref = ref.half()
                tolerance = "rtol=1e-3,atol=%g" % (1e-5 * k)
            out, what = "c", "%dx%dx%d %s" % (m, n, k, meta["elem"])
            baseline = "torch.matmul"
        else:
            heads, seq, scale = meta["heads"], meta["seq"], meta["scale"]
            q, kk, v = (load(x, torch.float16).view(1, heads, seq, 64) for x in ins)
            s = (q.double() @ kk.double().transpose(-1, -2)) * scale
            ref = (torch.softmax(s, dim=-1) @ v.double()).float()
            flops = 4.0 * heads * seq * seq * 64
            theirs = time_torch(lambda: torch.nn.functional.scaled_dot_product_attention(
                q, kk, v, scale=scale), repeat)
            # The kernel rounds the probabilities to f16 before the product
            # with V, as FlashAttention does.
            tolerance = "rtol=1e-2,atol=2e-3"
            out, what = "o", "heads %d, seq %d, d 64" % (heads, seq)
            baseline = "SDPA"
        ref_path = os.path.join(folder, out + ".ref.bin")
        ref.cpu().numpy().tofile(ref_path)
        del ref
        torch.cuda.empty_cache()
        try:
            result = subprocess.run([launcher, "--manifest=" + manifest,
                                     "--compare=%s:%s:%s" % (out, ref_path, tolerance),
                                     "--repeat=%d" % repeat], capture_output=True, text=True,
                                    timeout=timeout)
        except subprocess.TimeoutExpired:
            result = subprocess.CompletedProcess([], 124, "", "timed out after %gs" % timeout)
        text = result.stdout + result.stderr
        ours = None
        for line in text.splitlines():
            if line.startswith("time: "):
                ours = float(line.split()[1])
        correct = result.returncode == 0
        if not correct:
            print(text, file=sys.stderr)
        row = {"kernel": meta["name"], "chip": meta["chip"], "warps": meta["warps"],
               "prefetch": meta.get("prefetch"), "stages": meta.get("stages"),
               "occupancy": meta.get("occupancy"), "tma": meta.get("tma"),
               "specialize": meta.get("specialize"), "cluster": meta.get("cluster"),
               "problem": what,
               "correct": correct, "us": ours, "tflops": flops / ours / 1e6 if ours else None,
               "baseline": baseline, "baseline_us": theirs,
               "baseline_tflops": flops / theirs / 1e6}
        rows.append(row)
        for f in ins:
            os.remove(os.path.join(folder, f + ".bin"))
        os.remove(ref_path)
        print(json.dumps(row), flush=True)
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="step", required=True)
    e = sub.add_parser("export")
    e.add_argument("kit")
    e.add_argument("--chips", default="sm_90a,sm_80")
    e.add_argument("--num-warps", default="4",
                   help="comma-separated warp counts per tile block (the pipeline's num-warps)")
    e.add_argument("--prefetch-registers", default="",
                   help="comma-separated values of the pipeline's prefetch-registers "
                        "(default: the pipeline's own)")
    e.add_argument("--pipeline-stages", default="",
                   help="comma-separated values of the pipeline's pipeline-stages "
                        "(default: the pipeline's own; 0 turns tileas-pipeline off)")
    e.add_argument("--occupancy", default="",
                   help="comma-separated values of the entry's occupancy hint, given on every "
                        "target (default: the kernel's own hints)")
    e.add_argument("--use-tma", default="",
                   help="comma-separated values (true, false) of the pipeline's use-tma "
                        "(default: the pipeline's own)")
    e.add_argument("--warp-specialize", default="",
                   help="comma-separated values (true, false) of the pipeline's warp-specialize "
                        "(default: the pipeline's own)")
    e.add_argument("--cluster", default="",
                   help="comma-separated values of the entry's num_cta_in_cga hint on sm_90 and "
                        "sm_100: CTAs per cluster along x (default: the kernel's own hints)")
    e.add_argument("--kernels", default="",
                   help="comma-separated kernel names to export (default: all)")
    e.add_argument("--small", action="store_true",
                   help="one problem per kernel (GEMM 4096^3, attention seq 4096)")
    r = sub.add_parser("run")
    r.add_argument("kit")
    r.add_argument("--launcher", default=os.path.join(ROOT, "build", "bin", "tileiras-launch"))
    r.add_argument("--repeat", type=int, default=20)
    r.add_argument("--timeout", type=float, default=120,
                   help="seconds a checked and timed launch may take before it counts as hung")
    r.add_argument("--json")
    args = parser.parse_args()
    if args.step == "export":
        prefetches = [int(p) for p in args.prefetch_registers.split(",")] \
            if args.prefetch_registers else [None]
        stage_counts = [int(s) for s in args.pipeline_stages.split(",")] \
            if args.pipeline_stages else [None]
        occupancies = [int(o) for o in args.occupancy.split(",")] \
            if args.occupancy else [None]
        tmas = [t == "true" for t in args.use_tma.split(",")] if args.use_tma else [None]
        export(args.kit, args.chips.split(","), [int(w) for w in args.num_warps.split(",")],
               prefetches, stage_counts, occupancies, tmas, args.small,
               [k for k in args.kernels.split(",") if k],
               [t == "true" for t in args.warp_specialize.split(",")]
               if args.warp_specialize else [None],
               [int(c) for c in args.cluster.split(",")] if args.cluster else [None])
        return 0
    import torch
    rows = run(args.kit, args.launcher, args.repeat, args.timeout)
    print()
    print("GPU: %s" % torch.cuda.get_device_name())
    print("| kernel | chip | warps | prefetch registers | pipeline stages | occupancy hint | TMA | producer warpgroup | cluster | problem | correct | ours (us) | ours TFLOP/s | baseline | baseline (us) | baseline TFLOP/s | ours / baseline |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        ratio = r["baseline_us"] / r["us"] if r["us"] else 0
        print("| %s | %s | %d | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %.1f | %.1f | %.2f |" % (
            r["kernel"], r["chip"], r["warps"],
            "default" if r["prefetch"] is None else r["prefetch"],
            "default" if r.get("stages") is None else r["stages"],
            "none" if r.get("occupancy") is None else r["occupancy"],
            "default" if r.get("tma") is None else ("on" if r["tma"] else "off"),
            "default" if r.get("specialize") is None else ("on" if r["specialize"] else "off"),
            "default" if r.get("cluster") is None else r["cluster"],
            r["problem"], "yes" if r["correct"] else "NO",
            "%.1f" % r["us"] if r["us"] else "-", "%.1f" % r["tflops"] if r["tflops"] else "-",
            r["baseline"], r["baseline_us"], r["baseline_tflops"], ratio))
    if args.json:
        json.dump(rows, open(args.json, "w"), indent=1)
    return 0 if all(r["correct"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
