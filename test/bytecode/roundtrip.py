#!/usr/bin/env python3
"""Round trip of cuda_tile modules through Tile IR bytecode.

For every cuda_tile.module in the given files: print it with mlir-opt, write
it as bytecode, read the bytecode back, print that with mlir-opt and compare
the two texts (the module is renamed @kernels first: bytecode does not keep
the name). Prints one line per module and a closing 'N passed, N failed'.
A module the writer refuses is reported as FAIL with the writer's message
unless --allow-refusal names a pattern of that message.
"""
import argparse
import difflib
import re
import shlex
import subprocess
import sys


def run(cmd, data=None, binary=False):
    return subprocess.run(cmd, input=data, capture_output=True,
                          text=not binary)


def canonical(opt, text, extra):
    p = run(shlex.split(opt) + extra + ["-"], text)
    if p.returncode != 0:
        return None, p.stderr
    return p.stdout, None


def modules(text):
    """The top-level cuda_tile.module ops of mlir-opt's printing."""
    lines = text.splitlines()
    out, cur = [], None
    for line in lines:
        if cur is None and line.startswith("  cuda_tile.module "):
            cur = [line[2:]]
        elif cur is not None:
            cur.append(line[2:] if line.startswith("  ") else line)
            if line == "  }":
                out.append("\n".join(cur) + "\n")
                cur = None
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--translate", required=True)
    ap.add_argument("--opt", required=True)
    ap.add_argument("--version", default="13.3")
    ap.add_argument("--allow-refusal", default=None)
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    extra = ["--allow-unregistered-dialect"]
    passed = failed = 0
    for path in args.files:
        with open(path) as f:
            src = f.read()
        text, err = canonical(args.opt, src, extra)
        if text is None:
            print("FAIL %s: mlir-opt cannot read it: %s" % (path, err.strip()))
            failed += 1
            continue
        for i, mod in enumerate(modules(text)):
            name = "%s#%d" % (path.split("/")[-1], i)
            renamed = re.sub(r"^cuda_tile\.module @\S+", "cuda_tile.module @kernels",
                             mod, count=1)
            w = run(shlex.split(args.translate) +
                    ["-mlir-to-cudatilebc", "--bytecode-version=" + args.version, "-"],
                    renamed.encode(), binary=True)
            if w.returncode != 0:
                msg = w.stderr.decode().strip().splitlines()
                msg = msg[0] if msg else "no message"
                if args.allow_refusal and re.search(args.allow_refusal, msg):
                    print("REFUSED %s: %s" % (name, msg.split("error: ")[-1]))
                    passed += 1
                else:
                    print("FAIL %s: writer: %s" % (name, msg))
                    failed += 1
                continue
            r = run(shlex.split(args.translate) + ["-cudatilebc-to-mlir", "-"],
                    w.stdout, binary=True)
            if r.returncode != 0:
                print("FAIL %s: reader: %s" % (name, r.stderr.decode().strip()))
                failed += 1
                continue
            # The format keeps globals before functions.
            body = renamed.splitlines(True)
            globals_ = [l for l in body if l.startswith("  global ")]
            rest = [l for l in body if not l.startswith("  global ")]
            renamed = "".join(rest[:1] + globals_ + rest[1:])
            want, _ = canonical(args.opt, renamed, extra)
            got, err = canonical(args.opt, r.stdout.decode(), extra)
            if got is None:
                print("FAIL %s: mlir-opt rejects the result: %s" % (name, err))
                failed += 1
            elif got != want:
                diff = "".join(difflib.unified_diff(
                    want.splitlines(True), got.splitlines(True), "text", "bytecode"))
                print("FAIL %s: differs\n%s" % (name, diff))
                failed += 1
            else:
                print("PASS %s" % name)
                passed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
