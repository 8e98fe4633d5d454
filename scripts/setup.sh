#!/usr/bin/env bash
# Installs what the build needs from Debian's packages, only what is missing.
# Quiet when everything is already there.
set -euo pipefail

packages=(
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  libzstd-dev libgtest-dev cmake ninja-build g++ python3
)
# ccache speeds up rebuilds; the build uses it when present.
optional=(ccache)

missing=()
for p in "${packages[@]}" "${optional[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup: installing ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
if ! $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null; then
  # ccache is optional: retry without it.
  $SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
fi
