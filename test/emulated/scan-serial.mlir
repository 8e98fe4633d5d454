// The serial scan (ScanLowering), which layouts built from bits never
// reach through the pipeline: results laid out unlike their operands take
// it. The non-commutative two-operand scan of scan-affine.mlir on 2 x 16,
// forward and reverse, against the same Python reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %s -p 'builtin.module(convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' \
// RUN:   | FileCheck %s --check-prefix=LOOP
// LOOP-NOT: gpu.shuffle
// LOOP: scf.for
// RUN: %tileiras-opt %s -p 'builtin.module(convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm,cse))' \
// RUN:   --mlir-print-op-generic -o %t/k.mlir
// RUN: %tileiras-emulate %t/k.mlir --seed=7 --dry-run --buffer=x:i32:32:random --buffer=y:i32:32:random \
// RUN:   --buffer=za:i32:32:zeros --buffer=zb:i32:32:zeros --buffer=ra:i32:32:zeros \
// RUN:   --buffer=rb:i32:32:zeros --out=x:%t/x.bin --out=y:%t/y.bin
// RUN: %python %S/Inputs/scan_affine_ref.py %t/x.bin %t/y.bin 2 %t/ref
// RUN: %tileiras-emulate %t/k.mlir --seed=7 --buffer=x:i32:32:random --buffer=y:i32:32:random \
// RUN:   --buffer=za:i32:32:zeros --buffer=zb:i32:32:zeros --buffer=ra:i32:32:zeros \
// RUN:   --buffer=rb:i32:32:zeros --compare=za:%t/ref.a.bin --compare=zb:%t/ref.b.bin \
// RUN:   --compare=ra:%t/ref.ra.bin --compare=rb:%t/ref.rb.bin | FileCheck %s
// CHECK-COUNT-4: elements match
#tv = #nv_tileas.tv_layout<"((8,16),4):((4,0),1)">
#tvx = #nv_tileas.tv_layout<"((16,8),4):((0,1),8)">
#tv1 = #nv_tileas.tv_layout<"(128,1):(0,1)">
module attributes {gpu.container_module} {
  gpu.module @affine attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
    nv_tileaa.func @affine(%arg0: !nv_tileaa.ptr<i32, global>, %arg1: !nv_tileaa.ptr<i32, global>, %arg2: !nv_tileaa.ptr<i32, global>, %arg3: !nv_tileaa.ptr<i32, global>, %arg4: !nv_tileaa.ptr<i32, global>, %arg5: !nv_tileaa.ptr<i32, global>) kernel attributes {nv_tileaa.kernel_spec = #nv_tileaa.kernel_spec<num_warps = 4, cluster = [1, 1, 1]>} {
      %0 = nv_tileaa.iota : tensor<32xi32, #tv>
      %splat = tensor.splat %arg0 : tensor<1x!nv_tileaa.ptr<i32, global>, #tv1>
      %1 = nv_tileaa.broadcast %splat : tensor<1x!nv_tileaa.ptr<i32, global>, #tv1> -> tensor<32x!nv_tileaa.ptr<i32, global>, #tv>
      %2 = nv_tileaa.add_ptr %1, %0 : tensor<32x!nv_tileaa.ptr<i32, global>, #tv>, tensor<32xi32, #tv>
      %result, %resultToken = nv_tileas.load weak %2 : tensor<32x!nv_tileaa.ptr<i32, global>, #tv> -> tensor<32xi32, #tv>
      %splat_0 = tensor.splat %arg1 : tensor<1x!nv_tileaa.ptr<i32, global>, #tv1>
      %3 = nv_tileaa.broadcast %splat_0 : tensor<1x!nv_tileaa.ptr<i32, global>, #tv1> -> tensor<32x!nv_tileaa.ptr<i32, global>, #tv>
      %4 = nv_tileaa.add_ptr %3, %0 : tensor<32x!nv_tileaa.ptr<i32, global>, #tv>, tensor<32xi32, #tv>
      %result_1, %resultToken_2 = nv_tileas.load weak %4 : tensor<32x!nv_tileaa.ptr<i32, global>, #tv> -> tensor<32xi32, #tv>
      %5 = nv_tileaa.reshape %result : tensor<32xi32, #tv> -> tensor<2x16xi32, #tv>
      %6 = nv_tileaa.reshape %result_1 : tensor<32xi32, #tv> -> tensor<2x16xi32, #tv>
      %7:2 = nv_tileaa.scan %5, %6 dim = 1 reverse = false identities = [1 : i32, 0 : i32] : tensor<2x16xi32, #tv>, tensor<2x16xi32, #tv> -> tensor<2x16xi32, #tvx>, tensor<2x16xi32, #tvx> {
      ^bb0(%arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32):
        %25 = arith.muli %arg6, %arg7 : i32
        %26 = arith.muli %arg6, %arg9 : i32
        %27 = arith.addi %26, %arg8 : i32
        nv_tileaa.yield %25, %27 : i32, i32
      }
      %8:2 = nv_tileaa.scan %5, %6 dim = 1 reverse = true identities = [1 : i32, 0 : i32] : tensor<2x16xi32, #tv>, tensor<2x16xi32, #tv> -> tensor<2x16xi32, #tvx>, tensor<2x16xi32, #tvx> {
      ^bb0(%arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32):
        %25 = arith.muli %arg6, %arg7 : i32
        %26 = arith.muli %arg6, %arg9 : i32
        %27 = arith.addi %26, %arg8 : i32
        nv_tileaa.yield %25, %27 : i32, i32
      }
      %c7_0 = nv_tileas.convert_layout %7#0 : tensor<2x16xi32, #tvx> -> tensor<2x16xi32, #tv>
      %c7_1 = nv_tileas.convert_layout %7#1 : tensor<2x16xi32, #tvx> -> tensor<2x16xi32, #tv>
      %c8_0 = nv_tileas.convert_layout %8#0 : tensor<2x16xi32, #tvx> -> tensor<2x16xi32, #tv>
      %c8_1 = nv_tileas.convert_layout %8#1 : tensor<2x16xi32, #tvx> -> tensor<2x16xi32, #tv>
      %9 = nv_tileaa.reshape %c7_0 : tensor<2x16xi32, #tv> -> tensor<32xi32, #tv>
      %10 = nv_tileaa.reshape %c7_1 : tensor<2x16xi32, #tv> -> tensor<32xi32, #tv>
      %11 = nv_tileaa.reshape %c8_0 : tensor<2x16xi32, #tv> -> tensor<32xi32, #tv>
      %12 = nv_tileaa.reshape %c8_1 : tensor<2x16xi32, #tv> -> tensor<32xi32, #tv>
      %splat_3 = tensor.splat %arg2 : tensor<1x!nv_tileaa.ptr<i32, global>, #tv1>
      %13 = nv_tileaa.broadcast %splat_3 : tensor<1x!nv_tileaa.ptr<i32, global>, #tv1> -> tensor<32x!nv_tileaa.ptr<i32, global>, #tv>
      %14 = nv_tileaa.add_ptr %13, %0 : tensor<32x!nv_tileaa.ptr<i32, global>, #tv>, tensor<32xi32, #tv>
      %15 = nv_tileas.store weak %14, %9 : tensor<32x!nv_tileaa.ptr<i32, global>, #tv>, tensor<32xi32, #tv>
      %splat_4 = tensor.splat %arg3 : tensor<1x!nv_tileaa.ptr<i32, global>, #tv1>
      %16 = nv_tileaa.broadcast %splat_4 : tensor<1x!nv_tileaa.ptr<i32, global>, #tv1> -> tensor<32x!nv_tileaa.ptr<i32, global>, #tv>
      %17 = nv_tileaa.add_ptr %16, %0 : tensor<32x!nv_tileaa.ptr<i32, global>, #tv>, tensor<32xi32, #tv>
      %18 = nv_tileas.store weak %17, %10 : tensor<32x!nv_tileaa.ptr<i32, global>, #tv>, tensor<32xi32, #tv>
      %splat_5 = tensor.splat %arg4 : tensor<1x!nv_tileaa.ptr<i32, global>, #tv1>
      %19 = nv_tileaa.broadcast %splat_5 : tensor<1x!nv_tileaa.ptr<i32, global>, #tv1> -> tensor<32x!nv_tileaa.ptr<i32, global>, #tv>
      %20 = nv_tileaa.add_ptr %19, %0 : tensor<32x!nv_tileaa.ptr<i32, global>, #tv>, tensor<32xi32, #tv>
      %21 = nv_tileas.store weak %20, %11 : tensor<32x!nv_tileaa.ptr<i32, global>, #tv>, tensor<32xi32, #tv>
      %splat_6 = tensor.splat %arg5 : tensor<1x!nv_tileaa.ptr<i32, global>, #tv1>
      %22 = nv_tileaa.broadcast %splat_6 : tensor<1x!nv_tileaa.ptr<i32, global>, #tv1> -> tensor<32x!nv_tileaa.ptr<i32, global>, #tv>
      %23 = nv_tileaa.add_ptr %22, %0 : tensor<32x!nv_tileaa.ptr<i32, global>, #tv>, tensor<32xi32, #tv>
      %24 = nv_tileas.store weak %23, %12 : tensor<32x!nv_tileaa.ptr<i32, global>, #tv>, tensor<32xi32, #tv>
      nv_tileaa.return
    }
  }
}

