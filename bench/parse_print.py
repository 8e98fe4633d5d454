#!/usr/bin/env python3
"""Times parse + verify + print of a large cuda_tile module next to a module
of the same size made of upstream arith ops, in one run.

    python3 bench/parse_print.py [--ops 100000] [--runs 5] [--build build]

Both modules hold one function whose body is a chain of elementwise ops on
16-element values (tiles / tensors), cycling through add, mul, sub and max.
Each is run through the stock mlir-opt (the cuda_tile one with the dialect
plugin loaded) and the best wall time of several runs is reported.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"


def cuda_tile_module(n):
    ops = ["addf", "mulf", "subf", "maxf"]
    lines = ["cuda_tile.module @bench {",
             "  entry @chain(%p: tile<ptr<f32>>) {",
             "    %c = constant <f32: 1.0> : tile<16xf32>",
             "    %v0 = addf %c, %c : tile<16xf32>"]
    for i in range(1, n - 1):
        lines.append("    %%v%d = %s %%v%d, %%c : tile<16xf32>" % (i, ops[i % 4], i - 1))
    lines += ["    return", "  }", "}"]
    return "\n".join(lines) + "\n"


def arith_module(n):
    ops = ["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"]
    lines = ["module {",
             "  func.func @chain() {",
             "    %c = arith.constant dense<1.0> : tensor<16xf32>",
             "    %v0 = arith.addf %c, %c : tensor<16xf32>"]
    for i in range(1, n - 1):
        lines.append("    %%v%d = %s %%v%d, %%c : tensor<16xf32>" % (i, ops[i % 4], i - 1))
    lines += ["    return", "  }", "}"]
    return "\n".join(lines) + "\n"


def best_time(cmd, runs):
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ops", type=int, default=100000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--build", default="build")
    args = parser.parse_args()

    plugin = os.path.join(args.build, "plugins", "CudaTileDialectPlugin.so")
    if not os.path.exists(plugin):
        sys.exit("build the project first: %s is missing" % plugin)

    with tempfile.TemporaryDirectory() as tmp:
        tile_file = os.path.join(tmp, "cuda_tile.mlir")
        arith_file = os.path.join(tmp, "arith.mlir")
        with open(tile_file, "w") as f:
            f.write(cuda_tile_module(args.ops))
        with open(arith_file, "w") as f:
            f.write(arith_module(args.ops))
        # Startup cost (loading mlir-opt and the plugin) measured separately.
        empty = os.path.join(tmp, "empty.mlir")
        with open(empty, "w") as f:
            f.write("module {}\n")
        base = best_time([MLIR_OPT, "--load-dialect-plugin=" + plugin, empty], args.runs)
        tile = best_time([MLIR_OPT, "--load-dialect-plugin=" + plugin, tile_file], args.runs)
        arith = best_time([MLIR_OPT, "--load-dialect-plugin=" + plugin, arith_file], args.runs)

    print("ops per module:        %d" % args.ops)
    print("mlir-opt startup:      %.3f s" % base)
    print("cuda_tile parse+print: %.3f s (%.3f s without startup)" % (tile, tile - base))
    print("arith     parse+print: %.3f s (%.3f s without startup)" % (arith, arith - base))
    print("ratio cuda_tile/arith: %.2f (%.2f without startup)"
          % (tile / arith, (tile - base) / (arith - base)))


if __name__ == "__main__":
    main()
