// test/gpu/atomic-view.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// test/pipelines/atomic-view.mlir: 5 tile blocks add
// their rows into one row with atomic_red_view_tko; the result is the sum
// of the rows, whatever the order of the additions (hence the tolerance).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../pipelines/atomic-view.mlir -p '%lower-to-llvm' \
// RUN:   --mlir-print-op-generic -o %t/sum.mlir
// RUN: %tileiras-emulate %t/sum.mlir --grid=5 --seed=8 --dry-run --buffer=x:f32:1280:random \
// RUN:   --buffer=y:f32:256:zeros --i64=5 --out=x:%t/x.bin
// RUN: %python %S/../gpu/Inputs/column_sum_ref.py %t/x.bin 5 %t/ref.bin
// RUN: %tileiras-emulate %t/sum.mlir --grid=5 --seed=8 --buffer=x:f32:1280:random --buffer=y:f32:256:zeros \
// RUN:   --i64=5 --compare=y:%t/ref.bin:rtol=1e-5,atol=1e-6 | FileCheck %s
// CHECK: compare y: 256 elements match

