// A GEMM whose shapes are static (128x64 times 64x128): the views check no
// bounds, so the pipeline's copies for the steps past the last one (two
// k steps, three stages) must read nothing at all: their tiles lie outside
// A and B (the emulator reports any access outside a buffer). Emulated on
// the three targets against the reference: cp.async on sm_80, TMA (three
// copies of each operand, none past the last step) on sm_90a and sm_100a.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %s -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/sm80.mlir
// RUN: %tileiras-opt %s -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: %tileiras-opt %s -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: grep -c '"nvvm.cp.async.bulk.tensor.shared.cluster.global"' %t/sm90a.mlir | FileCheck %s --check-prefix=COPIES
// RUN: grep -c '"nvvm.cp.async.bulk.tensor.shared.cluster.global"' %t/sm100a.mlir | FileCheck %s --check-prefix=COPIES
// COPIES: 6
// RUN: grep -c '"nvvm.cp.async.shared.global"' %t/sm80.mlir | FileCheck %s --check-prefix=CPASYNC
// CPASYNC: 12
// RUN: %tileiras-emulate %t/sm80.mlir --grid=2,2 --seed=5 --dry-run --buffer=a:f16:8192:random \
// RUN:   --buffer=b:f16:8192:random --buffer=c:f32:16384:zeros --out=a:%t/a.bin --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a.bin %t/b.bin 128 128 64 %t/ref.bin
// RUN: %tileiras-emulate %t/sm80.mlir --grid=2,2 --seed=5 --buffer=a:f16:8192:random \
// RUN:   --buffer=b:f16:8192:random --buffer=c:f32:16384:zeros --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-emulate %t/sm90a.mlir --grid=2,2 --seed=5 --buffer=a:f16:8192:random \
// RUN:   --buffer=b:f16:8192:random --buffer=c:f32:16384:zeros --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// RUN: %tileiras-emulate %t/sm100a.mlir --grid=2,2 --seed=5 --buffer=a:f16:8192:random \
// RUN:   --buffer=b:f16:8192:random --buffer=c:f32:16384:zeros --compare=c:%t/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s
// CHECK: compare c: 16384 elements match
cuda_tile.module @gemm_static {
  entry @gemm_static(%a_arg: tile<ptr<f16>>, %b_arg: tile<ptr<f16>>, %c_arg: tile<ptr<f32>>) {
    %a = assume div_by<16>, %a_arg : tile<ptr<f16>>
    %b = assume div_by<16>, %b_arg : tile<ptr<f16>>
    %c = assume div_by<16>, %c_arg : tile<ptr<f32>>
    %bm, %bn, %bz = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %zero = constant <i32: 0> : tile<i32>
    %ksteps = constant <i32: 2> : tile<i32>
    %av = make_tensor_view %a, shape = [128, 64], strides = [64, 1] : tensor_view<128x64xf16, strides=[64,1]>
    %bv = make_tensor_view %b, shape = [64, 128], strides = [128, 1] : tensor_view<64x128xf16, strides=[128,1]>
    %cv = make_tensor_view %c, shape = [128, 128], strides = [128, 1] : tensor_view<128x128xf32, strides=[128,1]>
    %ap = make_partition_view %av : partition_view<tile=(64x32), tensor_view<128x64xf16, strides=[64,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(32x64), tensor_view<64x128xf16, strides=[128,1]>>
    %cp = make_partition_view %cv : partition_view<tile=(64x64), tensor_view<128x128xf32, strides=[128,1]>>
    %init = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %acc = for %kk in (%zero to %ksteps, step %one) : tile<i32> iter_values(%sum = %init) -> (tile<64x64xf32>) {
      %at, %ta = load_view_tko weak %ap[%bm, %kk] : partition_view<tile=(64x32), tensor_view<128x64xf16, strides=[64,1]>>, tile<i32> -> tile<64x32xf16>, token
      %bt, %tb = load_view_tko weak %bp[%kk, %bn] : partition_view<tile=(32x64), tensor_view<64x128xf16, strides=[128,1]>>, tile<i32> -> tile<32x64xf16>, token
      %next = mmaf %at, %bt, %sum : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
      continue %next : tile<64x64xf32>
    }
    %tc = store_view_tko weak %acc, %cp[%bm, %bn] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<128x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
