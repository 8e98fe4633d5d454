// A wide product (B tiles of 64x128) over a tensor whose static column
// count (64) the 64-column blocks divide but the wide tile does not: the
// split into 64-column products would read block 1 through a view that
// checks no bounds, past the tensor's columns, so sm_90a keeps the product
// whole (mma.sync). Columns 64-127 of the result must be 0 (padding zero),
// against the interpreter (tools/tileiras-fuzz/findings/
// wide-product-past-static-columns.mlir; 4096 elements differed before).
// A static count that the wide tile divides (128) is still split.
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
// RUN: %tileiras-opt %t/divided.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic | grep -c '"nvvm.wgmma.mma_async"' | FileCheck %s --check-prefix=SPLIT
// SPLIT: 8
