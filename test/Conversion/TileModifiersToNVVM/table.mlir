// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(convert-tile-modifiers-to-nvvm))' | FileCheck %s

#rz = #cuda_tile.rounding<zero>
#rm = #cuda_tile.rounding<negative_inf>
#rp = #cuda_tile.rounding<positive_inf>
#rn = #cuda_tile.rounding<nearest_even>
#approx = #cuda_tile.rounding<approx>
#full = #cuda_tile.rounding<full>

gpu.module @m {
  // IEEE roundings: llvm.nvvm.<op>.<rnd>[.ftz].<f|d>.
  // CHECK-LABEL: func.func @ieee_f32
  // CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32)
  func.func @ieee_f32(%a: f32, %b: f32, %c: f32) {
    // CHECK: llvm.call_intrinsic "llvm.nvvm.add.rz.f"(%[[A]], %[[B]]) : (f32, f32) -> f32
    %0 = arith.addf %a, %b {nv_tileaa.rounding_mode = #rz} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.add.rm.f"
    %1 = arith.addf %a, %b {nv_tileaa.rounding_mode = #rm} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.add.rp.f"
    %2 = arith.addf %a, %b {nv_tileaa.rounding_mode = #rp} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.add.rn.ftz.f"
    %3 = arith.addf %a, %b {nv_tileaa.flush_to_zero} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.add.rz.ftz.f"
    %4 = arith.addf %a, %b {nv_tileaa.rounding_mode = #rz, nv_tileaa.flush_to_zero} : f32
    // a - b is a + (-b).
    // CHECK: %[[NB:.*]] = arith.negf %[[B]] : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.add.rm.f"(%[[A]], %[[NB]])
    %5 = arith.subf %a, %b {nv_tileaa.rounding_mode = #rm} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.mul.rp.f"
    %6 = arith.mulf %a, %b {nv_tileaa.rounding_mode = #rp} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.mul.rn.ftz.f"
    %7 = arith.mulf %a, %b {nv_tileaa.flush_to_zero} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.div.rz.f"
    %8 = arith.divf %a, %b {nv_tileaa.rounding_mode = #rz} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.div.rn.ftz.f"
    %9 = arith.divf %a, %b {nv_tileaa.flush_to_zero} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.fma.rz.ftz.f"(%[[A]], %[[B]], %[[C]]) : (f32, f32, f32) -> f32
    %10 = math.fma %a, %b, %c {nv_tileaa.rounding_mode = #rz, nv_tileaa.flush_to_zero} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.sqrt.rp.f"(%[[A]]) : (f32) -> f32
    %11 = math.sqrt %a {nv_tileaa.rounding_mode = #rp} : f32
    // An explicit nearest_even is the rn form.
    // CHECK: llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"
    %12 = math.sqrt %a {nv_tileaa.rounding_mode = #rn} : f32
    // CHECK-NOT: nv_tileaa.
    return
  }

  // CHECK-LABEL: func.func @ieee_f64
  func.func @ieee_f64(%a: f64, %b: f64, %c: f64) {
    // CHECK: llvm.call_intrinsic "llvm.nvvm.add.rz.d"({{.*}}) : (f64, f64) -> f64
    %0 = arith.addf %a, %b {nv_tileaa.rounding_mode = #rz} : f64
    // CHECK: arith.negf
    // CHECK: llvm.call_intrinsic "llvm.nvvm.add.rp.d"
    %1 = arith.subf %a, %b {nv_tileaa.rounding_mode = #rp} : f64
    // CHECK: llvm.call_intrinsic "llvm.nvvm.mul.rm.d"
    %2 = arith.mulf %a, %b {nv_tileaa.rounding_mode = #rm} : f64
    // CHECK: llvm.call_intrinsic "llvm.nvvm.div.rp.d"
    %3 = arith.divf %a, %b {nv_tileaa.rounding_mode = #rp} : f64
    // CHECK: llvm.call_intrinsic "llvm.nvvm.fma.rm.d"
    %4 = math.fma %a, %b, %c {nv_tileaa.rounding_mode = #rm} : f64
    // CHECK: llvm.call_intrinsic "llvm.nvvm.sqrt.rz.d"
    %5 = math.sqrt %a {nv_tileaa.rounding_mode = #rz} : f64
    return
  }

  // f16 and bf16 with a directed rounding are computed in f32.
  // CHECK-LABEL: func.func @half
  // CHECK-SAME: (%[[A:.*]]: f16, %[[B:.*]]: f16, %[[X:.*]]: bf16)
  func.func @half(%a: f16, %b: f16, %x: bf16) -> (f16, bf16, f16) {
    // CHECK: %[[A32:.*]] = arith.extf %[[A]] : f16 to f32
    // CHECK: %[[B32:.*]] = arith.extf %[[B]] : f16 to f32
    // CHECK: %[[S:.*]] = llvm.call_intrinsic "llvm.nvvm.add.rz.f"(%[[A32]], %[[B32]]) : (f32, f32) -> f32
    // CHECK: %[[R0:.*]] = arith.truncf %[[S]] : f32 to f16
    %0 = arith.addf %a, %b {nv_tileaa.rounding_mode = #rz} : f16
    // CHECK-COUNT-3: arith.extf %[[X]] : bf16 to f32
    // CHECK: %[[F:.*]] = llvm.call_intrinsic "llvm.nvvm.fma.rm.f"
    // CHECK: %[[R1:.*]] = arith.truncf %[[F]] : f32 to bf16
    %1 = math.fma %x, %x, %x {nv_tileaa.rounding_mode = #rm} : bf16
    // CHECK: arith.extf %[[A]] : f16 to f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.sqrt.rp.f"
    // CHECK: %[[R2:.*]] = arith.truncf %{{.*}} : f32 to f16
    %2 = math.sqrt %a {nv_tileaa.rounding_mode = #rp} : f16
    // CHECK: return %[[R0]], %[[R1]], %[[R2]]
    return %0, %1, %2 : f16, bf16, f16
  }

  // The approximate and full forms, f32 only.
  // CHECK-LABEL: func.func @approx
  // CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32)
  func.func @approx(%a: f32, %b: f32) {
    // CHECK: llvm.call_intrinsic "llvm.nvvm.div.approx.f"(%[[A]], %[[B]])
    %0 = arith.divf %a, %b {nv_tileaa.rounding_mode = #approx} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.div.approx.ftz.f"
    %1 = arith.divf %a, %b {nv_tileaa.rounding_mode = #approx, nv_tileaa.flush_to_zero} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.div.full"(%[[A]], %[[B]])
    %2 = arith.divf %a, %b {nv_tileaa.rounding_mode = #full} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.div.full.ftz"
    %3 = arith.divf %a, %b {nv_tileaa.rounding_mode = #full, nv_tileaa.flush_to_zero} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.sqrt.approx.f"
    %4 = math.sqrt %a {nv_tileaa.rounding_mode = #approx} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.sqrt.approx.ftz.f"
    %5 = math.sqrt %a {nv_tileaa.rounding_mode = #approx, nv_tileaa.flush_to_zero} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.rsqrt.approx.ftz.f"(%[[A]]) : (f32) -> f32
    %6 = math.rsqrt %a {nv_tileaa.flush_to_zero} : f32
    // e^x = 2^(x log2 e).
    // CHECK: %[[LOG2E:.*]] = arith.constant 1.44269502 : f32
    // CHECK: %[[X:.*]] = arith.mulf %[[A]], %[[LOG2E]] : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%[[X]]) : (f32) -> f32
    %7 = math.exp %a {nv_tileaa.rounding_mode = #approx} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%[[A]])
    %8 = math.exp2 %a {nv_tileaa.flush_to_zero} : f32
    // CHECK: llvm.call_intrinsic "llvm.tanh.f32"(%[[A]]) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
    %9 = math.tanh %a {nv_tileaa.rounding_mode = #approx} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.fmax.ftz.f"(%[[A]], %[[B]])
    %10 = arith.maxnumf %a, %b {nv_tileaa.flush_to_zero} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.fmax.ftz.nan.f"
    %11 = arith.maximumf %a, %b {nv_tileaa.flush_to_zero} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.fmin.ftz.f"
    %12 = arith.minnumf %a, %b {nv_tileaa.flush_to_zero} : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.fmin.ftz.nan.f"
    %13 = arith.minimumf %a, %b {nv_tileaa.flush_to_zero} : f32
    return
  }

  // exp and tanh round `full` by default: the op stays, for libdevice.
  // CHECK-LABEL: func.func @full
  func.func @full(%a: f64) {
    // CHECK: math.exp %{{.*}} : f64
    // CHECK: math.tanh %{{.*}} : f64
    // CHECK-NOT: nv_tileaa.rounding_mode
    %0 = math.exp %a {nv_tileaa.rounding_mode = #full} : f64
    %1 = math.tanh %a {nv_tileaa.rounding_mode = #full} : f64
    return
  }
}
