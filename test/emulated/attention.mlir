// test/gpu/attention.mlir without a GPU: the kernel as convert-tileas-to-llvm leaves
// it, run on the CPU by tileiras-emulate against the same reference.
// examples/attention_f16.mlir: 2 heads of 128 rows,
// 2 x 2 tile blocks, against a Python reference that follows the kernel's
// online softmax (f16 probabilities) in double precision.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/attention_f16.mlir -p '%lower-to-llvm' --mlir-print-op-generic -o %t/att.mlir
// RUN: %tileiras-emulate %t/att.mlir --grid=2,2 --seed=9 --dry-run --buffer=q:f16:16384:random \
// RUN:   --buffer=k:f16:16384:random --buffer=v:f16:16384:random --buffer=o:f32:16384:zeros --i32=128 \
// RUN:   --f32=0.125 --out=q:%t/q.bin --out=k:%t/k.bin --out=v:%t/v.bin
// RUN: %python %S/../gpu/Inputs/attention_ref.py %t/q.bin %t/k.bin %t/v.bin 2 128 0.125 %t/ref.bin
// RUN: %tileiras-emulate %t/att.mlir --grid=2,2 --seed=9 --buffer=q:f16:16384:random \
// RUN:   --buffer=k:f16:16384:random --buffer=v:f16:16384:random --buffer=o:f32:16384:zeros --i32=128 \
// RUN:   --f32=0.125 --compare=o:%t/ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s
// The interpreter (tools/tileiras-interpret), running the cuda_tile source op by
// op, gives a second reference the emulated lowering must match too.
// RUN: %tileiras-interpret %examples/attention_f16.mlir --grid=2,2 --seed=9 \
// RUN:   --buffer=q:f16:16384:random --buffer=k:f16:16384:random --buffer=v:f16:16384:random \
// RUN:   --buffer=o:f32:16384:zeros --i32=128 --f32=0.125 --out=o:%t/interp-o.bin
// RUN: %tileiras-emulate %t/att.mlir --grid=2,2 --seed=9 --buffer=q:f16:16384:random \
// RUN:   --buffer=k:f16:16384:random --buffer=v:f16:16384:random --buffer=o:f32:16384:zeros \
// RUN:   --i32=128 --f32=0.125 --compare=o:%t/interp-o.bin:rtol=1e-4,atol=1e-4 | FileCheck %s
// CHECK: compare o: 16384 elements match

