// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' -split-input-file | FileCheck %s

// A tile with layout (4,2):(2,1) over 4 threads: thread t holds elements
// 2t and 2t+1, i.e. two SSA values.

#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @k
  // CHECK-SAME: (%[[A:.*]]: i32, %[[P:.*]]: !nv_tileaa.ptr<f32, global>)
  nv_tileaa.func @k(%a: i32, %p: !nv_tileaa.ptr<f32, global>) {
    // A splat is the scalar, twice; the bank op becomes one arith op per value.
    // CHECK: %[[S0:.*]] = arith.addi %[[A]], %[[A]] : i32
    // CHECK: %[[S1:.*]] = arith.addi %[[A]], %[[A]] : i32
    %s = tensor.splat %a : tensor<8xi32, #tv>
    %r = nv_tileas.addi %s, %s : tensor<8xi32, #tv>

    // iota: element index layout(t, v) = ((t % 4) * 2) + v.
    // CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[T:.*]] = arith.remui %[[TID]], %{{.*}} : i32
    // CHECK: %[[T2:.*]] = arith.muli %[[T]], %{{.*}} : i32
    // CHECK: %[[BASE:.*]] = arith.addi %{{.*}}, %[[T2]] : i32
    // CHECK: %[[I0:.*]] = arith.addi %[[BASE]], %{{.*}} : i32
    // CHECK: %[[I1:.*]] = arith.addi %[[BASE]], %{{.*}} : i32
    %i = nv_tileaa.iota : tensor<8xi32, #tv>

    // Pointers advance per value; loads and stores are predicated by the mask.
    %ps = tensor.splat %p : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>
    // CHECK: %[[Q0:.*]] = llvm.getelementptr %{{.*}}[%[[I0]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    // CHECK: %[[Q1:.*]] = llvm.getelementptr %{{.*}}[%[[I1]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %q = nv_tileaa.add_ptr %ps, %i : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>, tensor<8xi32, #tv>
    %mask = nv_tileas.cmpi slt, %i, %r : tensor<8xi32, #tv> -> tensor<8xi1, #tv>
    // CHECK: %[[PAD:.*]] = arith.constant 0.000000e+00 : f32
    %pad = nv_tileaa.splat 0.0 : f32 : tensor<8xf32, #tv>
    // Weak masked accesses are LLVM's masked intrinsics on one-lane vectors
    // (the padding as the pass-through), without control flow.
    // CHECK: %[[PADV:.*]] = llvm.insertelement %[[PAD]], %{{.*}} : vector<1xf32>
    // CHECK: %[[M0:.*]] = llvm.insertelement %{{.*}} : vector<1xi1>
    // CHECK: %[[L0:.*]] = llvm.intr.masked.load %[[Q0]], %[[M0]], %[[PADV]] {alignment = 4 : i32} : (!llvm.ptr<1>, vector<1xi1>, vector<1xf32>) -> vector<1xf32>
    // CHECK: %[[V0:.*]] = llvm.extractelement %[[L0]]
    // CHECK: llvm.intr.masked.load
    %v, %t = nv_tileas.load weak %q, %mask, %pad : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>, tensor<8xi1, #tv>, tensor<8xf32, #tv> -> tensor<8xf32, #tv>
    // CHECK: %[[S0:.*]] = llvm.insertelement %[[V0]], %{{.*}} : vector<1xf32>
    // CHECK: llvm.intr.masked.store %[[S0]], %[[Q0]], %{{.*}} {alignment = 4 : i32} : vector<1xf32>, vector<1xi1> into !llvm.ptr<1>
    // CHECK: llvm.intr.masked.store
    // CHECK-NOT: scf.if
    %t2 = nv_tileas.store weak %q, %v, %mask token(%t) : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>, tensor<8xf32, #tv>, tensor<8xi1, #tv>
    nv_tileaa.return
  }
}

// -----

// Tiles carried by loops: one iteration value per thread value.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @loop
  // CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (f32, f32) : i32
  nv_tileaa.func @loop(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %init = nv_tileaa.splat 1.0 : f32 : tensor<8xf32, #tv>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<8xf32, #tv>) : i32 {
      %next = nv_tileas.addf %acc, %acc : tensor<8xf32, #tv>
      scf.yield %next : tensor<8xf32, #tv>
    }
    nv_tileaa.return
  }
}

// -----

// Modifiers stay on every per-value op, for convert-tile-modifiers-to-nvvm.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @modifiers
  nv_tileaa.func @modifiers(%a: f32) {
    // CHECK-COUNT-2: arith.addf %{{.*}}, %{{.*}} {nv_tileaa.flush_to_zero, nv_tileaa.rounding_mode = #cuda_tile.rounding<zero>} : f32
    // CHECK-NOT: arith.addf
    %s = tensor.splat %a : tensor<8xf32, #tv>
    %r = nv_tileas.addf %s, %s {nv_tileaa.rounding_mode = #cuda_tile.rounding<zero>, nv_tileaa.flush_to_zero} : tensor<8xf32, #tv>
    nv_tileaa.return
  }
}

// -----

// Pointer casts per value: inttoptr, ptrtoint, nothing for a new pointee.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @casts
  nv_tileaa.func @casts(%a: i64) {
    // CHECK-COUNT-2: llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
    // CHECK-NOT: llvm.inttoptr
    // CHECK-COUNT-2: llvm.ptrtoint %{{.*}} : !llvm.ptr<1> to i64
    // CHECK-NOT: nv_tileaa.bitcast
    %s = tensor.splat %a : tensor<8xi64, #tv>
    %p = nv_tileaa.int_to_ptr %s : tensor<8xi64, #tv> to tensor<8x!nv_tileaa.ptr<i8, global>, #tv>
    %q = nv_tileaa.bitcast %p : tensor<8x!nv_tileaa.ptr<i8, global>, #tv> to tensor<8x!nv_tileaa.ptr<f64, global>, #tv>
    %r = nv_tileaa.ptr_to_int %q : tensor<8x!nv_tileaa.ptr<f64, global>, #tv> to tensor<8xi64, #tv>
    nv_tileaa.return
  }
}

// -----

// Atomics per value, each element held by one thread: llvm.atomicrmw with
// the ordering and the NVPTX scope, under scf.if where masked.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @atomics
  nv_tileaa.func @atomics(%p: !nv_tileaa.ptr<f32, global>, %x: f32, %b: i1) {
    %ps = tensor.splat %p : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>
    %xs = tensor.splat %x : tensor<8xf32, #tv>
    %m = tensor.splat %b : tensor<8xi1, #tv>
    // The ordering is carried by fences around relaxed atomics.
    // CHECK: llvm.fence syncscope("block") release
    // CHECK-COUNT-2: llvm.atomicrmw fadd %{{.*}}, %{{.*}} syncscope("block") monotonic : !llvm.ptr<1>, f32
    // CHECK-NEXT: llvm.fence syncscope("block") acquire
    %o, %t = nv_tileaa.atomic_rmw addf acq_rel tl_blk %ps, %xs : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>, tensor<8xf32, #tv>
    // CHECK: scf.if
    // CHECK: llvm.atomicrmw xchg %{{.*}}, %{{.*}} syncscope("device") monotonic : !llvm.ptr<1>, f32
    // CHECK: } else {
    // CHECK: llvm.mlir.poison : f32
    // CHECK: scf.if
    // CHECK: llvm.atomicrmw xchg %{{.*}}, %{{.*}} syncscope("device") monotonic : !llvm.ptr<1>, f32
    // CHECK-NOT: llvm.fence
    %o2, %t2 = nv_tileaa.atomic_rmw xchg relaxed device %ps, %xs, %m : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>, tensor<8xf32, #tv>, tensor<8xi1, #tv>
    nv_tileaa.return
  }
}

// -----

// Elements held by several threads are updated by the canonical copy's
// holder only: here threads 0..3 of 8 ((tid / 4) % 2 == 0); a scalar by
// thread 0.
#tv = #nv_tileas.tv_layout<"((4,2),2):((2,0),1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @elected
  nv_tileaa.func @elected(%p: !nv_tileaa.ptr<i32, global>, %v: i32, %b: i1) {
    %ps = tensor.splat %p : tensor<8x!nv_tileaa.ptr<i32, global>, #tv>
    %vs = tensor.splat %v : tensor<8xi32, #tv>
    %m = tensor.splat %b : tensor<8xi1, #tv>
    // CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[C4:.*]] = arith.constant 4 : i32
    // CHECK: %[[Q:.*]] = arith.divui %[[TID]], %[[C4]] : i32
    // CHECK: %[[C2:.*]] = arith.constant 2 : i32
    // CHECK: %[[R:.*]] = arith.remui %[[Q]], %[[C2]] : i32
    // CHECK: %[[IDX:.*]] = arith.addi %{{.*}}, %[[R]] : i32
    // CHECK: %[[OWNER:.*]] = arith.cmpi eq, %[[IDX]], %{{.*}} : i32
    // CHECK: %[[G0:.*]] = arith.andi %[[OWNER]], %{{.*}} : i1
    // CHECK: scf.if %[[G0]] -> (i32) {
    // CHECK: llvm.atomicrmw add
    // CHECK: %[[G1:.*]] = arith.andi %[[OWNER]], %{{.*}} : i1
    // CHECK: scf.if %[[G1]] -> (i32) {
    // CHECK: llvm.atomicrmw add
    %o, %t = nv_tileaa.atomic_rmw add relaxed device %ps, %vs, %m : tensor<8x!nv_tileaa.ptr<i32, global>, #tv>, tensor<8xi32, #tv>, tensor<8xi1, #tv>
    // CHECK: %[[TID0:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[TID0]], %{{.*}} : i32
    // CHECK: scf.if %[[FIRST]] -> (i32) {
    // CHECK: llvm.atomicrmw max %{{.*}}, %{{.*}} syncscope("block") monotonic
    %o2, %t2 = nv_tileaa.atomic_rmw max relaxed tl_blk %p, %v : !nv_tileaa.ptr<i32, global>, i32
    nv_tileaa.return
  }
}

// -----

// Compare-and-swap on floats exchanges their bits.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @cas
  nv_tileaa.func @cas(%p: !nv_tileaa.ptr<f32, global>, %c: f32, %x: f32) {
    %ps = tensor.splat %p : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>
    %cs = tensor.splat %c : tensor<8xf32, #tv>
    %xs = tensor.splat %x : tensor<8xf32, #tv>
    // CHECK: llvm.fence syncscope("device") release
    // CHECK: %[[CB:.*]] = llvm.bitcast %{{.*}} : f32 to i32
    // CHECK: %[[XB:.*]] = llvm.bitcast %{{.*}} : f32 to i32
    // CHECK: %[[PAIR:.*]] = llvm.cmpxchg %{{.*}}, %[[CB]], %[[XB]] syncscope("device") monotonic monotonic : !llvm.ptr<1>, i32
    // CHECK: %[[OLD:.*]] = llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(i32, i1)>
    // CHECK: llvm.bitcast %[[OLD]] : i32 to f32
    // CHECK: llvm.cmpxchg
    // CHECK: llvm.fence syncscope("device") acquire
    %o, %t = nv_tileaa.atomic_cas acq_rel device %ps, %cs, %xs : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>, tensor<8xf32, #tv>
    nv_tileaa.return
  }
}

// -----

// Ordered loads and stores are LLVM atomic accesses with ordering and scope.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @ordered
  nv_tileaa.func @ordered(%p: !nv_tileaa.ptr<f16, global>, %q: !nv_tileaa.ptr<i64, global>, %x: i64, %b: i1) {
    %ps = tensor.splat %p : tensor<8x!nv_tileaa.ptr<f16, global>, #tv>
    // CHECK-COUNT-2: llvm.load %{{.*}} atomic syncscope("block") acquire {alignment = 2 : i64} : !llvm.ptr<1> -> f16
    %v, %t = nv_tileas.load acquire tl_blk %ps : tensor<8x!nv_tileaa.ptr<f16, global>, #tv> -> tensor<8xf16, #tv>
    // CHECK: scf.if
    // CHECK: llvm.store %{{.*}}, %{{.*}} atomic syncscope("device") release {alignment = 2 : i64} : f16, !llvm.ptr<1>
    %m = tensor.splat %b : tensor<8xi1, #tv>
    %t2 = nv_tileas.store release device %ps, %v, %m : tensor<8x!nv_tileaa.ptr<f16, global>, #tv>, tensor<8xf16, #tv>, tensor<8xi1, #tv>
    // No scope: the whole system, LLVM's default.
    // CHECK: llvm.store %{{.*}}, %{{.*}} atomic monotonic {alignment = 8 : i64} : i64, !llvm.ptr<1>
    %t3 = nv_tileas.store relaxed %q, %x : !nv_tileaa.ptr<i64, global>, i64
    nv_tileaa.return
  }
}

// -----

gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  llvm.mlir.global external @table(dense<[1.0, 2.0]> : tensor<2xf32>) {addr_space = 1 : i32} : !llvm.array<2 x f32>
  // CHECK-LABEL: nv_tileaa.func @globals
  nv_tileaa.func @globals() {
    // CHECK: %[[G:.*]] = llvm.mlir.addressof @table : !llvm.ptr<1>
    // CHECK: llvm.load %[[G]] : !llvm.ptr<1> -> f32
    %p = nv_tileaa.global_address @table : !nv_tileaa.ptr<f32, global>
    %v, %t = nv_tileas.load weak %p : !nv_tileaa.ptr<f32, global> -> f32
    nv_tileaa.return
  }
}

// -----

// Each thread asserts the values it holds.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @asserts
  nv_tileaa.func @asserts(%b: i1) {
    // CHECK-COUNT-2: cf.assert %{{.*}}, "every element"
    // CHECK-NOT: cf.assert
    %m = tensor.splat %b : tensor<8xi1, #tv>
    nv_tileaa.assert %m, "every element" : tensor<8xi1, #tv>
    nv_tileaa.return
  }
}

// -----

// A tile block prints once, from thread 0.
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @prints
  // CHECK-SAME: (%[[N:.*]]: i32)
  nv_tileaa.func @prints(%n: i32) {
    // CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[TID]], %{{.*}} : i32
    // CHECK: scf.if %[[FIRST]] {
    // CHECK-NEXT: gpu.printf "n = %d", %[[N]] : i32
    %t = nv_tileaa.print "n = %d", %n : i32
    nv_tileaa.return
  }
}

// -----

// printf's C promotions: pointers print as addresses, narrow integers as
// int, narrow floats as f32 (f8 from their bits).
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @print_promotions
  nv_tileaa.func @print_promotions(%p: !nv_tileaa.ptr<f32, global>, %b: i1, %c: i8, %h: f16, %e: f8E5M2) {
    // CHECK: %[[P:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr<1> to i64
    // CHECK: %[[B:.*]] = arith.extui %{{.*}} : i1 to i32
    // CHECK: %[[C:.*]] = arith.extsi %{{.*}} : i8 to i32
    // CHECK: %[[H:.*]] = arith.extf %{{.*}} : f16 to f32
    // CHECK: arith.shli
    // CHECK: %[[E:.*]] = arith.extf %{{.*}} : f16 to f32
    // CHECK: gpu.printf "%p %d %d %f %f", %[[P]], %[[B]], %[[C]], %[[H]], %[[E]] : i64, i32, i32, f32, f32
    %t = nv_tileaa.print "%p %d %d %f %f", %p, %b, %c, %h, %e : !nv_tileaa.ptr<f32, global>, i1, i8, f16, f8E5M2
    nv_tileaa.return
  }
}

// -----

// A scalar select of pointers becomes llvm.select on LLVM pointers.
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @pointer_select
  nv_tileaa.func @pointer_select(%a: !nv_tileaa.ptr<f32, global>, %b: !nv_tileaa.ptr<f32, global>, %c: i1) {
    // CHECK: %[[P:.*]] = llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, !llvm.ptr<1>
    // CHECK: llvm.load %[[P]] : !llvm.ptr<1> -> f32
    %p = arith.select %c, %a, %b : !nv_tileaa.ptr<f32, global>
    %v, %t = nv_tileas.load weak %p : !nv_tileaa.ptr<f32, global> -> f32
    nv_tileaa.return
  }
}

// -----

// Every thread holds the whole tile: an element is one of its values.
#whole = #nv_tileas.tv_layout<"(4,(2,2)):(0,(1,2))">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @extract
  nv_tileaa.func @extract(%a: f32, %b: f32) {
    // CHECK: %[[SUM:.*]] = arith.addf
    // CHECK-COUNT-3: arith.addf
    // CHECK-NOT: tensor.extract
    // CHECK: arith.mulf %[[SUM]], %[[SUM]] : f32
    %s = tensor.splat %a : tensor<2x2xf32, #whole>
    %t = nv_tileas.addf %s, %s : tensor<2x2xf32, #whole>
    %c0 = arith.constant 0 : index
    %e = tensor.extract %t[%c0, %c0] : tensor<2x2xf32, #whole>
    %m = arith.mulf %e, %e : f32
    nv_tileaa.return
  }
}

// -----

// A reshape keeps row-major element indices: with one layout on both sides
// the values stay where they are.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @reshape
  nv_tileaa.func @reshape(%a: i32) {
    // CHECK: %[[BASE:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
    // CHECK: %[[I0:.*]] = arith.addi %[[BASE]], %{{.*}} : i32
    // CHECK: %[[I1:.*]] = arith.addi %[[BASE]], %{{.*}} : i32
    // CHECK-NOT: nv_tileaa.reshape
    // CHECK: arith.muli %[[I0]], %[[I0]] : i32
    // CHECK: arith.muli %[[I1]], %[[I1]] : i32
    %i = nv_tileaa.iota : tensor<8xi32, #tv>
    %r = nv_tileaa.reshape %i : tensor<8xi32, #tv> -> tensor<2x4xi32, #tv>
    %m = nv_tileas.muli %r, %r : tensor<2x4xi32, #tv>
    nv_tileaa.return
  }
}

// -----

// Threads 4..7 hold the same elements as threads 0..3 (a stride-0 thread
// mode): only the holders of the canonical copies store; a scalar is
// stored by thread 0.
#tv = #nv_tileas.tv_layout<"((4,2),2):((2,0),1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @copies
  nv_tileaa.func @copies(%p: !nv_tileaa.ptr<f32, global>, %x: f32) {
    %ps = tensor.splat %p : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>
    %i = nv_tileaa.iota : tensor<8xi32, #tv>
    %q = nv_tileaa.add_ptr %ps, %i : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>, tensor<8xi32, #tv>
    %v = tensor.splat %x : tensor<8xf32, #tv>
    // The copy index of thread t is t / 4 % 2.
    // CHECK: %[[D:.*]] = arith.divui %{{.*}}, %c4_i32{{.*}} : i32
    // CHECK: %[[COPY:.*]] = arith.remui %[[D]], %c2_i32{{.*}} : i32
    // CHECK: %[[OWNER:.*]] = arith.cmpi eq, %{{.*}}, %c0_i32{{.*}} : i32
    // CHECK: llvm.insertelement %[[OWNER]]
    // CHECK: llvm.intr.masked.store
    // CHECK: llvm.insertelement %[[OWNER]]
    // CHECK: llvm.intr.masked.store
    %t = nv_tileas.store weak %q, %v : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>, tensor<8xf32, #tv>
    // CHECK: %[[T0:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[T0]], %c0_i32{{.*}} : i32
    // CHECK: llvm.insertelement %[[FIRST]]
    // CHECK: llvm.intr.masked.store %{{.*}} : vector<1xf32>, vector<1xi1> into !llvm.ptr<1>
    %t2 = nv_tileas.store weak %p, %x : !nv_tileaa.ptr<f32, global>, f32
    nv_tileaa.return
  }
}

// -----

// System scope: the NVPTX backend gives LLVM atomics GPU scope, so the
// instruction is written as PTX; the fences carry the ordering at system
// scope.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @m attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @system
  nv_tileaa.func @system(%p: !nv_tileaa.ptr<f32, global>, %v: f32, %q: !nv_tileaa.ptr<i64, global>, %c: i64, %w: i64) {
    %ps = tensor.splat %p : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>
    %i = nv_tileaa.iota : tensor<8xi32, #tv>
    %pp = nv_tileaa.add_ptr %ps, %i : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>, tensor<8xi32, #tv>
    %vs = tensor.splat %v : tensor<8xf32, #tv>
    // CHECK: llvm.fence release
    // CHECK: llvm.inline_asm has_side_effects "atom.relaxed.sys.global.add.f32 $0, [$1], $2;", "=f,l,f" %{{.*}}, %{{.*}} : (!llvm.ptr<1>, f32) -> f32
    // CHECK: llvm.inline_asm has_side_effects "atom.relaxed.sys.global.add.f32
    // CHECK: llvm.fence acquire
    %o, %t = nv_tileaa.atomic_rmw addf acq_rel sys %pp, %vs : tensor<8x!nv_tileaa.ptr<f32, global>, #tv>, tensor<8xf32, #tv>
    // A scalar compare-and-swap, by thread 0.
    // CHECK: scf.if %{{.*}} -> (i64) {
    // CHECK:   llvm.inline_asm has_side_effects "atom.relaxed.sys.global.cas.b64 $0, [$1], $2, $3;", "=l,l,l,l"
    %x, %t2 = nv_tileaa.atomic_cas relaxed sys %q, %c, %w : !nv_tileaa.ptr<i64, global>, i64
    nv_tileaa.return
  }
}

// -----

// Constant tiles of different elements: held whole by every thread, each
// value is its element's constant; spread over threads, the elements are a
// constant global array read at each value's element index.
#whole = #nv_tileas.tv_layout<"(4,4):(0,1)">
#spread = #nv_tileas.tv_layout<"(4,2):(2,1)">
// CHECK-LABEL: gpu.module @constants
// CHECK: llvm.mlir.global internal constant @__tile_constant_0(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> : tensor<8xf16>) {addr_space = 1 : i32, alignment = 16 : i64} : !llvm.array<8 x f16>
gpu.module @constants attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: nv_tileaa.func @k
  nv_tileaa.func @k() {
    // CHECK: arith.constant 10 : i32
    // CHECK: arith.constant 20 : i32
    // CHECK: arith.constant 30 : i32
    // CHECK: arith.constant 40 : i32
    %a = nv_tileaa.constant_tensor dense<[10, 20, 30, 40]> : tensor<4xi32, #whole>
    // CHECK: %[[BASE:.*]] = llvm.mlir.addressof @__tile_constant_0 : !llvm.ptr<1>
    // CHECK: %[[E0:.*]] = llvm.getelementptr %[[BASE]][%{{.*}}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    // CHECK: llvm.load %[[E0]] : !llvm.ptr<1> -> f16
    // CHECK: llvm.load %{{.*}} : !llvm.ptr<1> -> f16
    %b = nv_tileaa.constant_tensor dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf16, #spread>
    %c = nv_tileas.addi %a, %a : tensor<4xi32, #whole>
    %d = nv_tileas.addf %b, %b : tensor<8xf16, #spread>
    nv_tileaa.return
  }
}

// -----

// Constant tiles that folding makes while the conversion runs (a splat of a
// constant folds to a dense constant) become per-thread constants too;
// nothing holding a tile is left behind.
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @folded attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK: llvm.mlir.global internal constant @__tile_constant_0(dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32>)
  // CHECK-LABEL: nv_tileaa.func @k
  // CHECK-NOT: tensor<
  // CHECK: arith.constant 8.000000e+00 : f32
  // CHECK: %[[C:.*]] = arith.constant 8.000000e+00 : f32
  // CHECK-NEXT: arith.addf %[[C]], %[[C]] : f32
  // CHECK: arith.addf %[[C]], %[[C]] : f32
  // CHECK: llvm.mlir.addressof @__tile_constant_0
  // CHECK-NOT: tensor<
  // CHECK: nv_tileaa.return
  nv_tileaa.func @k() {
    %c = arith.constant 8.0 : f32
    %s = tensor.splat %c : tensor<8xf32, #tv>
    %d = nv_tileas.addf %s, %s : tensor<8xf32, #tv>
    %e = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi32, #tv>
    %f = nv_tileas.addi %e, %e : tensor<8xi32, #tv>
    nv_tileaa.return
  }
}
