// examples/attention_f16.mlir interpreted with the arguments of
// test/gpu/attention.mlir against test/gpu/Inputs/attention_ref.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-interpret %examples/attention_f16.mlir --grid=2,2 --seed=9 --dry-run \
// RUN:   --buffer=q:f16:16384:random --buffer=k:f16:16384:random --buffer=v:f16:16384:random \
// RUN:   --buffer=o:f32:16384:zeros --i32=128 --f32=0.125 --out=q:%t/q.bin --out=k:%t/k.bin --out=v:%t/v.bin
// RUN: %python %S/../gpu/Inputs/attention_ref.py %t/q.bin %t/k.bin %t/v.bin 2 128 0.125 %t/ref.bin
// RUN: %tileiras-interpret %examples/attention_f16.mlir --grid=2,2 --seed=9 \
// RUN:   --buffer=q:f16:16384:random --buffer=k:f16:16384:random --buffer=v:f16:16384:random \
// RUN:   --buffer=o:f32:16384:zeros --i32=128 --f32=0.125 --compare=o:%t/ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s
// CHECK: compare o: 16384 elements match
