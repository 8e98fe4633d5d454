#!/usr/bin/env python3
"""Replays exported GPU-test launches on a machine with a GPU.

    python3 test/gpu/replay.py [--launcher build/bin/tileiras-launch] KIT...

A kit is a folder that `lit build/test/gpu --param gpu_export=KIT` filled:
one folder per launch of a GPU test, with the kernel image, the input and
reference files and manifest.json (written by tileiras-run --export-under).
Each launch runs through tileiras-launch, which needs only the CUDA driver;
it passes when the launcher's exit status is what the manifest expects
("expect": "failure" for the tests of the launcher's own errors), which for
a launch with a reference means every element matched. Prints one line per
launch, the launcher's output for those that did not pass and for expected
failures (to read their reason), and exits 1 when any did not pass.
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kits", nargs="+")
    parser.add_argument("--launcher",
                        default=os.path.join(ROOT, "build", "bin", "tileiras-launch"))
    parser.add_argument("--verbose", action="store_true",
                        help="print the launcher's output for every launch")
    parser.add_argument("--timeout", type=float, default=300,
                        help="seconds a launch may take before it counts as hung (a failure)")
    args = parser.parse_args()

    failed = total = 0
    for kit in args.kits:
        for name in sorted(os.listdir(kit)):
            manifest = os.path.join(kit, name, "manifest.json")
            if not os.path.isfile(manifest):
                continue
            total += 1
            expect = json.load(open(manifest)).get("expect", "success")
            try:
                run = subprocess.run([args.launcher, "--manifest=" + manifest],
                                     capture_output=True, text=True, timeout=args.timeout)
            except subprocess.TimeoutExpired:
                # A kernel that never ends (a wait that cannot complete) is a
                # failure to report, not a reason to stop the other launches.
                run = subprocess.CompletedProcess([], 124, "", "timed out after %gs" % args.timeout)
            ok = (run.returncode == 0) == (expect == "success")
            failed += not ok
            status = "PASS" if ok else "FAIL"
            print("%s: %s/%s (expected %s, exit %d)" % (status, os.path.basename(kit.rstrip("/")),
                                                        name, expect, run.returncode), flush=True)
            # A failure expected is shown too: its reason is worth reading.
            if not ok or expect == "failure" or args.verbose:
                for line in (run.stdout + run.stderr).splitlines():
                    print("    " + line)
    print("%d of %d launches passed" % (total - failed, total))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
