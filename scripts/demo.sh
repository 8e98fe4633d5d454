#!/usr/bin/env bash
# The main job: every bundled example is parsed, verified and printed back by
# the stock mlir-opt with the plugins, then compiled by the `tileiras`
# pipeline to a cubin for each target, with a table of what ptxas reports.
# The kernels listed in `required` must compile; any other example whose
# ops the lowering does not cover yet is listed with the first reason.
set -uo pipefail
build=${1:-build}
root=$(cd "$(dirname "$0")/.." && pwd)
mlir_opt=/usr/lib/llvm-22/bin/mlir-opt
plugin="$build/plugins/TileirasPlugin.so"
opt=("$mlir_opt" --load-dialect-plugin="$plugin" --load-pass-plugin="$plugin")
required=(vector_add count_positive softmax gemm_f16 attention_f16)
status=0

echo "== Round trip of the bundled kernels"
for kernel in "$root"/examples/*.mlir; do
  if "${opt[@]}" --no-implicit-module "$kernel" > /dev/null; then
    echo "   ok   $(basename "$kernel")"
  else
    echo "   FAIL $(basename "$kernel")"; status=1
  fi
done

echo
echo "== Compilation to cubin (tileiras pipeline)"
printf '   %-16s %-8s %-18s %7s %9s %11s %7s\n' kernel target function threads registers shared-mem spills
for kernel in "$root"/examples/*.mlir; do
  name=$(basename "$kernel" .mlir)
  for chip in sm_80 sm_90a sm_100a; do
    if out=$("${opt[@]}" -p "builtin.module(tileiras{chip=$chip})" "$kernel" 2>&1); then
      python3 "$root/scripts/object_table.py" "$name" "$chip" <<<"$out"
    else
      reason=$(grep -m1 "error:" <<<"$out" | sed 's/^.*error: //')
      echo "   $name ($chip): not compiled yet: $reason"
      if [[ " ${required[*]} " == *" $name "* ]]; then status=1; fi
      break
    fi
  done
done
exit $status
