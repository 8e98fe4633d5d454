// A product's sums reduced twice, to a scalar: the max of each column,
// then their sum, stored. The layout propagation that gives the first
// reduction's result a slice of the product's layout gives a scalar none
// (it used to retype the scalar as a tile, and crash). Against the
// interpreter, on each target.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-interpret %s --grid=1 --seed=3 --buffer=in1:bf16:572:random --buffer=in2:bf16:13312:random \
// RUN:   --buffer=out:f32:1:zeros --out=in1:%t/a.bin --out=in2:%t/b.bin --out=out:%t/ref.bin
// RUN: %tileiras-opt %s -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/sm80.mlir
// RUN: %tileiras-emulate %t/sm80.mlir --grid=1 --buffer=in1:bf16:572:%t/a.bin --buffer=in2:bf16:13312:%t/b.bin \
// RUN:   --buffer=out:f32:1:zeros --compare=out:%t/ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s
// RUN: %tileiras-opt %s -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/sm90a.mlir
// RUN: %tileiras-emulate %t/sm90a.mlir --grid=1 --buffer=in1:bf16:572:%t/a.bin --buffer=in2:bf16:13312:%t/b.bin \
// RUN:   --buffer=out:f32:1:zeros --compare=out:%t/ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s
// RUN: %tileiras-opt %s -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/sm100a.mlir
// RUN: %tileiras-emulate %t/sm100a.mlir --grid=1 --buffer=in1:bf16:572:%t/a.bin --buffer=in2:bf16:13312:%t/b.bin \
// RUN:   --buffer=out:f32:1:zeros --compare=out:%t/ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s
// CHECK: compare out: 1 elements match
cuda_tile.module @fuzz {
  entry @k(%in1: tile<ptr<bf16>>, %in2: tile<ptr<bf16>>, %out: tile<ptr<f32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %tv_1 = make_tensor_view %in1, shape = [11, 52], strides = [52, 1] : tensor_view<11x52xbf16, strides=[52,1]>
    %tv_2 = make_tensor_view %in2, shape = [52, 256], strides = [256, 1] : tensor_view<52x256xbf16, strides=[256,1]>
    %pa = make_partition_view %tv_1 : partition_view<tile=(64x32), padding_value = zero, tensor_view<11x52xbf16, strides=[52,1]>>
    %pb = make_partition_view %tv_2 : partition_view<tile=(32x256), padding_value = zero, tensor_view<52x256xbf16, strides=[256,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %cn = constant <i32: 2> : tile<i32>
    %init = constant <f32: 0.0> : tile<64x256xf32>
    %prod = for %kk in (%c0 to %cn, step %c1) : tile<i32> iter_values(%acc = %init) -> (tile<64x256xf32>) {
      %a, %ta = load_view_tko weak %pa[%bid, %kk] : partition_view<tile=(64x32), padding_value = zero, tensor_view<11x52xbf16, strides=[52,1]>>, tile<i32> -> tile<64x32xbf16>, token
      %b, %tb = load_view_tko weak %pb[%kk, %c0] : partition_view<tile=(32x256), padding_value = zero, tensor_view<52x256xbf16, strides=[256,1]>>, tile<i32> -> tile<32x256xbf16>, token
      %next = mmaf %a, %b, %acc : tile<64x32xbf16>, tile<32x256xbf16>, tile<64x256xf32>
      continue %next : tile<64x256xf32>
    }
    %colmax = reduce %prod dim=0 identities=[0xFF800000 : f32] : tile<64x256xf32> -> tile<256xf32>
    (%e0: tile<f32>, %a0: tile<f32>) {
      %m = maxf %e0, %a0 : tile<f32>
      yield %m : tile<f32>
    }
    %sum = reduce %colmax dim=0 identities=[0x00000000 : f32] : tile<256xf32> -> tile<f32>
    (%e1: tile<f32>, %a1: tile<f32>) {
      %s = addf %e1, %a1 : tile<f32>
      yield %s : tile<f32>
    }
    %p = offset %out, %bid : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %t = store_ptr_tko weak %p, %sum : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
