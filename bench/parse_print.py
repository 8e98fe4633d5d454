#!/usr/bin/env python3
"""Times parse + verify + print of a large cuda_tile module next to a module
of the same size made of upstream arith ops, in one run.

    python3 bench/parse_print.py [--ops 100000] [--runs 5] [--build build]

Both modules hold one function whose body is a chain of elementwise ops on
16-element values (tiles / tensors), cycling through add, mul (with a
modifier), max, compare + select and sub.
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


# Each generator emits the same computation: a chain over 16-element values
# cycling through add, mul, sub, max, compare and select.
def cuda_tile_module(n):
    lines = ["cuda_tile.module @bench {",
             "  entry @chain(%p: tile<ptr<f32>>) {",
             "    %c = constant <f32: 1.0> : tile<16xf32>",
             "    %v0 = addf %c, %c : tile<16xf32>"]
    i = 1
    while i < n - 1:
        k = i % 5
        prev = "%%v%d" % (i - 1)
        if k == 0:
            lines.append("    %%v%d = addf %s, %%c : tile<16xf32>" % (i, prev))
        elif k == 1:
            lines.append("    %%v%d = mulf %s, %%c rounding<zero> : tile<16xf32>" % (i, prev))
        elif k == 2:
            lines.append("    %%v%d = maxf %s, %%c : tile<16xf32>" % (i, prev))
        elif k == 3:
            lines.append("    %%m%d = cmpf less_than ordered %s, %%c : tile<16xf32> -> tile<16xi1>" % (i, prev))
            lines.append("    %%v%d = select %%m%d, %s, %%c : tile<16xi1>, tile<16xf32>" % (i, i, prev))
        else:
            lines.append("    %%v%d = subf %s, %%c : tile<16xf32>" % (i, prev))
        i += 1
    lines += ["    return", "  }", "}"]
    return "\n".join(lines) + "\n"


def arith_module(n):
    lines = ["module {",
             "  func.func @chain() {",
             "    %c = arith.constant dense<1.0> : tensor<16xf32>",
             "    %v0 = arith.addf %c, %c : tensor<16xf32>"]
    i = 1
    while i < n - 1:
        k = i % 5
        prev = "%%v%d" % (i - 1)
        if k == 0:
            lines.append("    %%v%d = arith.addf %s, %%c : tensor<16xf32>" % (i, prev))
        elif k == 1:
            lines.append("    %%v%d = arith.mulf %s, %%c fastmath<contract> : tensor<16xf32>" % (i, prev))
        elif k == 2:
            lines.append("    %%v%d = arith.maximumf %s, %%c : tensor<16xf32>" % (i, prev))
        elif k == 3:
            lines.append("    %%m%d = arith.cmpf olt, %s, %%c : tensor<16xf32>" % (i, prev))
            lines.append("    %%v%d = arith.select %%m%d, %s, %%c : tensor<16xi1>, tensor<16xf32>" % (i, i, prev))
        else:
            lines.append("    %%v%d = arith.subf %s, %%c : tensor<16xf32>" % (i, prev))
        i += 1
    lines += ["    return", "  }", "}"]
    return "\n".join(lines) + "\n"


def count_ops(text):
    """Ops in the body plus the function, its terminator and the module."""
    return sum(1 for line in text.splitlines() if " = " in line) + 3


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
        tile_text = cuda_tile_module(args.ops)
        arith_text = arith_module(args.ops)
        with open(tile_file, "w") as f:
            f.write(tile_text)
        with open(arith_file, "w") as f:
            f.write(arith_text)
        # Startup cost (loading mlir-opt and the plugin) measured separately.
        empty = os.path.join(tmp, "empty.mlir")
        with open(empty, "w") as f:
            f.write("module {}\n")
        base = best_time([MLIR_OPT, "--load-dialect-plugin=" + plugin, empty], args.runs)
        tile = best_time([MLIR_OPT, "--load-dialect-plugin=" + plugin, tile_file], args.runs)
        arith = best_time([MLIR_OPT, "--load-dialect-plugin=" + plugin, arith_file], args.runs)

    print("ops per module:        %d (cuda_tile), %d (arith)"
          % (count_ops(tile_text), count_ops(arith_text)))
    print("mlir-opt startup:      %.3f s" % base)
    print("cuda_tile parse+print: %.3f s (%.3f s without startup)" % (tile, tile - base))
    print("arith     parse+print: %.3f s (%.3f s without startup)" % (arith, arith - base))
    print("ratio cuda_tile/arith: %.2f (%.2f without startup)"
          % (tile / arith, (tile - base) / (arith - base)))


if __name__ == "__main__":
    main()
