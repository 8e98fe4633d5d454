// test/gpu/strided-view-dim-map.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// test/pipelines/strided-view-dim-map.mlir: 4x2 tiles
// read through a strided view with dim_map = [1, 0], the last ones padded.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/strided-view-dim-map.mlir -p '%lower-to-llvm' \
// RUN:   --mlir-print-op-generic -o %t/tw.mlir
// RUN: %tileiras-emulate %t/tw.mlir --grid=84 --seed=7 --dry-run --buffer=x:f32:992:random \
// RUN:   --buffer=y:f32:672:zeros --i64=62 --i64=84 --out=x:%t/x.bin
// RUN: %python %S/../gpu/Inputs/transposed_windows_ref.py %t/x.bin 62 84 %t/ref.bin
// RUN: %tileiras-emulate %t/tw.mlir --grid=84 --seed=7 --buffer=x:f32:992:random --buffer=y:f32:672:zeros \
// RUN:   --i64=62 --i64=84 --compare=y:%t/ref.bin | FileCheck %s
// CHECK: compare y: 672 elements match

