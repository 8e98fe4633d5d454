#!/usr/bin/env bash
# The main job: run every bundled example through the stock mlir-opt with the
# plugins, verify it, and print it back.
set -euo pipefail
build=${1:-build}
root=$(cd "$(dirname "$0")/.." && pwd)
mlir_opt=$(command -v mlir-opt-22 || echo /usr/lib/llvm-22/bin/mlir-opt)
plugin="$build/plugins/TileirasPlugin.so"

status=0
for kernel in "$root"/examples/*.mlir; do
  [ -e "$kernel" ] || continue
  echo "=== $(basename "$kernel")"
  if ! "$mlir_opt" --load-dialect-plugin="$plugin" --load-pass-plugin="$plugin" \
       --no-implicit-module "$kernel"; then
    echo "FAILED: $kernel" >&2
    status=1
  fi
done
exit $status
