// test/gpu/strided-view.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// test/pipelines/strided-view.mlir: sums of
// overlapping windows read through a strided view, the last ones padded.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/strided-view.mlir -p '%lower-to-llvm' \
// RUN:   --mlir-print-op-generic -o %t/windows.mlir
// RUN: %tileiras-emulate %t/windows.mlir --grid=8 --seed=6 --dry-run --buffer=x:f32:32:random \
// RUN:   --buffer=y:f32:8:zeros --i64=30 --out=x:%t/x.bin
// RUN: %python %S/../gpu/Inputs/windows_ref.py %t/x.bin 30 8 %t/ref.bin
// RUN: %tileiras-emulate %t/windows.mlir --grid=8 --seed=6 --buffer=x:f32:32:random --buffer=y:f32:8:zeros \
// RUN:   --i64=30 --compare=y:%t/ref.bin:rtol=1e-6,atol=1e-6 | FileCheck %s
// CHECK: compare y: 8 elements match

