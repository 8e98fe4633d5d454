// The bundled GEMM with its result rounded to f16 in the epilogue: on
// sm_90a and sm_100a the 64x64 f16 tile (rows of 128 bytes) leaves the CTA
// by one TMA store, and the threads write it into the swizzled staging
// buffer with stmatrix m8n8 x4 (each m16n8 accumulator fragment is two of
// its 8x8 matrices) instead of one 4-byte store per register; sm_80 keeps
// its vector stores. Odd sizes (100x72x40: the stores clipped at the
// view's bounds) against the interpreter, which runs the cuda_tile source.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed -e 's/%%c_arg: tile<ptr<f32>>/%%c_arg: tile<ptr<f16>>/; s/%%c_arg : tile<ptr<f32>>/%%c_arg : tile<ptr<f16>>/' \
// RUN:   -e 's/tensor_view<?x?xf32, strides=\[?,1\]>/tensor_view<?x?xf16, strides=[?,1]>/g' \
// RUN:   -e 's/%%tc = store_view_tko weak %%acc, %%cp\[%%bm, %%bn\] : tile<64x64xf32>/%%acc16 = ftof %%acc : tile<64x64xf32> -> tile<64x64xf16>\n    %%tc = store_view_tko weak %%acc16, %%cp[%%bm, %%bn] : tile<64x64xf16>/' \
// RUN:   %examples/gemm_f16.mlir > %t/gemm.mlir
// RUN: %tileiras-interpret %t/gemm.mlir --grid=2,2 --seed=5 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f16:7200:zeros --i32=100 --i32=72 --i32=40 --out=c:%t/ref.bin
// RUN: %tileiras-opt %t/gemm.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: grep -c '"nvvm.stmatrix"' %t/sm90a.mlir | FileCheck %s --check-prefix=STMATRIX
// STMATRIX: 4
// RUN: %tileiras-emulate %t/sm90a.mlir --grid=2,2 --seed=5 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f16:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-3,atol=1e-3 | FileCheck %s
// RUN: %tileiras-opt %t/gemm.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: grep -c '"nvvm.stmatrix"' %t/sm100a.mlir | FileCheck %s --check-prefix=STMATRIX
// RUN: %tileiras-emulate %t/sm100a.mlir --grid=2,2 --seed=5 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f16:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-3,atol=1e-3 | FileCheck %s
// RUN: %tileiras-opt %t/gemm.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/sm80.mlir
// RUN: not grep -q '"nvvm.stmatrix"' %t/sm80.mlir
// RUN: %tileiras-emulate %t/sm80.mlir --grid=2,2 --seed=5 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f16:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/ref.bin:rtol=1e-3,atol=1e-3 | FileCheck %s
// CHECK: compare c: 7200 elements match
//
// stmatrix writes through the generic proxy: without the fences the TMA
// store would read the staging buffer before those writes are visible to it.
// RUN: grep -v '"nvvm.fence.proxy"' %t/sm90a.mlir > %t/no-fence.mlir
// RUN: not %tileiras-emulate %t/no-fence.mlir --grid=1,1 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f16:7200:zeros --i32=100 --i32=72 --i32=40 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOFENCE
// NOFENCE: the TMA store of thread 0 reads shared byte {{.*}} with no fence.proxy.async between
