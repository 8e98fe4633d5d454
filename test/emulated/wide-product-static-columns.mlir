// A wide product (B tiles of 64x128) over a tensor whose static column
// count (64) the 64-column panels divide but the wide tile does not: the
// cp.async copies of B's panels (no TMA: the base is not known to be
// aligned) would read panel 1 through a view that checks no bounds, past
// the tensor's columns, so sm_90a keeps B in rows of 128 columns and the
// product on mma.sync. Columns 64-127 of the result must be 0 (padding
// zero), against the interpreter (tools/tileiras-fuzz/findings/
// wide-product-past-static-columns.mlir; 4096 elements differed when the
// product was split into products of 64 columns). A static count that the
// wide tile divides (128) gets B in panels, copied as a tiled_copy each
// (loads and stores here: the base's alignment is not known), and one
// m64n128k16 per 16 of K.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %S/../../tools/tileiras-fuzz/findings/wide-product-past-static-columns.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/k.mlir
// RUN: not grep -q '"nvvm.wgmma.mma_async"' %t/k.mlir
// RUN: %tileiras-interpret %S/../../tools/tileiras-fuzz/findings/wide-product-past-static-columns.mlir --seed=3 \
// RUN:   --buffer=a:f16:4096:random --buffer=b:f16:8192:random --buffer=c:f32:8192:zeros --out=c:%t/ref.bin
// RUN: %tileiras-emulate %t/k.mlir --seed=3 --buffer=a:f16:4096:random --buffer=b:f16:8192:random \
// RUN:   --buffer=c:f32:8192:zeros --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 8192 elements match
// RUN: sed -e 's/shape = \[64, 64\], strides = \[128, 1\] : tensor_view<64x64xf16/shape = [64, 128], strides = [128, 1] : tensor_view<64x128xf16/; s/tensor_view<64x64xf16, strides=\[128,1\]>/tensor_view<64x128xf16, strides=[128,1]>/g' \
// RUN:   %S/../../tools/tileiras-fuzz/findings/wide-product-past-static-columns.mlir > %t/divided.mlir
// RUN: %tileiras-opt %t/divided.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/d.mlir
// RUN: grep '"nvvm.wgmma.mma_async"' %t/d.mlir | FileCheck %s --check-prefix=PANELS
// PANELS-COUNT-4: shape = #nvvm.shape<m = 64, n = 128, k = 16>
// RUN: not grep -q '"nvvm.cp.async.bulk.tensor.shared.cluster.global"' %t/d.mlir
// RUN: %tileiras-interpret %t/divided.mlir --seed=3 --buffer=a:f16:4096:random \
// RUN:   --buffer=b:f16:8192:random --buffer=c:f32:8192:zeros --out=c:%t/dref.bin
// RUN: %tileiras-emulate %t/d.mlir --seed=3 --buffer=a:f16:4096:random --buffer=b:f16:8192:random \
// RUN:   --buffer=c:f32:8192:zeros --compare=c:%t/dref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
