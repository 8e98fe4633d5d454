// examples/gemm_f16.mlir interpreted with the arguments of test/gpu/gemm.mlir
// (m, n, k = 100, 72, 40: partial tiles in every dimension, zero padding in
// k) against test/gpu/Inputs/gemm_ref.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-interpret %examples/gemm_f16.mlir --grid=2,2 --seed=7 --dry-run \
// RUN:   --buffer=a:f16:4000:random --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros \
// RUN:   --i32=100 --i32=72 --i32=40 --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a.bin %t/b.bin 100 72 40 %t/ref.bin
// RUN: %tileiras-interpret %examples/gemm_f16.mlir --grid=2,2 --seed=7 \
// RUN:   --buffer=a:f16:4000:random --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros \
// RUN:   --i32=100 --i32=72 --i32=40 --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 7200 elements match
// The 128x64 tiles of test/gpu/gemm-warpgroups.mlir.
// RUN: sed -e 's/tile=(64x32)/tile=(128x32)/g; s/tile<64x32xf16>/tile<128x32xf16>/g; s/tile=(64x64)/tile=(128x64)/g; s/tile<64x64xf32>/tile<128x64xf32>/g' %examples/gemm_f16.mlir > %t/gemm-128.mlir
// RUN: %tileiras-interpret %t/gemm-128.mlir --grid=2,2 --seed=3 --dry-run \
// RUN:   --buffer=a:f16:8000:random --buffer=b:f16:2880:random --buffer=c:f32:14400:zeros \
// RUN:   --i32=200 --i32=72 --i32=40 --out=a:%t/a2.bin --out=b:%t/b2.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a2.bin %t/b2.bin 200 72 40 %t/ref2.bin
// RUN: %tileiras-interpret %t/gemm-128.mlir --grid=2,2 --seed=3 \
// RUN:   --buffer=a:f16:8000:random --buffer=b:f16:2880:random --buffer=c:f32:14400:zeros \
// RUN:   --i32=200 --i32=72 --i32=40 --compare=c:%t/ref2.bin:rtol=1e-5,atol=1e-5 | FileCheck %s --check-prefix=WG
// WG: compare c: 14400 elements match
