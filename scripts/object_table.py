#!/usr/bin/env python3
"""Prints one table row per kernel of the gpu.binary that mlir-opt wrote on
standard input, from the object properties #tileiras.target records.

    object_table.py EXAMPLE CHIP < output-of-the-tileiras-pipeline
"""
import re
import sys


def main():
    example, chip = sys.argv[1], sys.argv[2]
    text = sys.stdin.read()
    for function, body in re.findall(r"(\w+) = \{(block = [^}]*)\}", text):
        def get(key):
            match = re.search(key + r" = (?:array<i32: )?(\d+)", body)
            return int(match.group(1)) if match else 0
        shared = get("static_smem") + get("dynamic_smem")
        spills = get("spill_loads") + get("spill_stores")
        print("   %-16s %-8s %-18s %7d %9d %11d %7d"
              % (example, chip, function, get("block"), get("registers"),
                 shared, spills))


if __name__ == "__main__":
    main()
