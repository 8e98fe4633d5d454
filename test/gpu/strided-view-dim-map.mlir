// test/pipelines/strided-view-dim-map.mlir on this machine's GPU: 4x2 tiles
// read through a strided view with dim_map = [1, 0], the last ones padded.
// REQUIRES: cuda-gpu, ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/strided-view-dim-map.mlir -p 'builtin.module(tileiras{chip=%gpu-chip})' -o %t/tw.mlir
// RUN: %tileiras-run %t/tw.mlir --grid=84 --seed=7 --dry-run --buffer=x:f32:992:random \
// RUN:   --buffer=y:f32:672:zeros --i64=62 --i64=84 --out=x:%t/x.bin
// RUN: %python %S/Inputs/transposed_windows_ref.py %t/x.bin 62 84 %t/ref.bin
// RUN: %tileiras-run %t/tw.mlir --grid=84 --seed=7 --buffer=x:f32:992:random \
// RUN:   --buffer=y:f32:672:zeros --i64=62 --i64=84 --compare=y:%t/ref.bin | FileCheck %s
// CHECK: compare y: 672 elements match
