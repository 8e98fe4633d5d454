// RUN: %tileiras-opt %s -p 'builtin.module(gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' -split-input-file | FileCheck %s

// reduce over a layout built from bits: (4,2):(2,1) gives thread t
// elements 2t and 2t + 1. Each thread combines its two values, butterfly
// shuffles over lane bits 0 and 1 combine the four threads, and one slot of
// global_smem per (warp slice, result) passes the result on (one slice
// here: no warp bit is reduced).

#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
// CHECK-LABEL: gpu.module @sum
// CHECK: llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x i8>
gpu.module @sum attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%a: f32) {
    %i = nv_tileaa.iota : tensor<8xi32, #tv>
    %f = nv_tileas.sitofp %i : tensor<8xi32, #tv> to tensor<8xf32, #tv>
    // CHECK: %[[V0:.*]] = arith.sitofp %{{.*}} : i32 to f32
    // CHECK: %[[V1:.*]] = arith.sitofp %{{.*}} : i32 to f32
    // CHECK: %[[P:.*]] = arith.addf %[[V1]], %[[V0]] : f32
    // CHECK: %[[B1:.*]] = arith.bitcast %[[P]] : f32 to i32
    // CHECK: %[[S1:.*]], %{{.*}} = gpu.shuffle  xor %[[B1]], %c1_i32{{.*}}, %c32_i32{{.*}} : i32
    // CHECK: %[[O1:.*]] = arith.bitcast %[[S1]] : i32 to f32
    // CHECK: %[[P1:.*]] = arith.addf %[[O1]], %[[P]] : f32
    // CHECK: gpu.shuffle  xor %{{.*}}, %c2_i32{{.*}}, %c32_i32{{.*}} : i32
    // CHECK: %[[P2:.*]] = arith.addf %{{.*}}, %[[P1]] : f32
    // CHECK: llvm.store %[[P2]], %{{.*}} : f32, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK: %[[SUM:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
    %r = nv_tileaa.reduce %f dim = 0 identities = [0.0 : f32] : tensor<8xf32, #tv> -> f32 {
    ^bb0(%e: f32, %acc: f32):
      %x = arith.addf %e, %acc : f32
      nv_tileaa.yield %x : f32
    }
    // CHECK: arith.mulf %[[SUM]], %[[SUM]] : f32
    %sq = arith.mulf %r, %r : f32
    nv_tileaa.return
  }
}

// -----

// Two operands reduced together along dimension 1 of a 2x4 tile: thread t
// holds row t / 2, so the values combine within the thread, then with lane
// t ^ 1; the slot is the row (element / 4 % 2), the second operand's buffer
// at byte 16.

#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
#r = #nv_tileas.tv_layout<"((2,2),1):((1,0),0)">
// CHECK-LABEL: gpu.module @argmax
// CHECK: !llvm.array<32 x i8>
gpu.module @argmax attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%a: f32) {
    %i = nv_tileaa.iota : tensor<8xi32, #tv>
    %i2 = nv_tileaa.reshape %i : tensor<8xi32, #tv> -> tensor<2x4xi32, #tv>
    %f = nv_tileas.sitofp %i2 : tensor<2x4xi32, #tv> to tensor<2x4xf32, #tv>
    // CHECK: arith.cmpf ogt
    // CHECK: gpu.shuffle  xor %{{.*}}, %c1_i32{{.*}}, %c32_i32{{.*}} : i32
    // CHECK: gpu.shuffle  xor %{{.*}}, %c1_i32{{.*}}, %c32_i32{{.*}} : i32
    // CHECK-NOT: gpu.shuffle
    // CHECK: arith.cmpf ogt
    // CHECK: %[[Q:.*]] = arith.divui %{{.*}}, %c4_i32{{.*}} : i32
    // CHECK: %[[ROW:.*]] = arith.remui %[[Q]], %c2_i32{{.*}} : i32
    // CHECK: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
    // CHECK: llvm.getelementptr %{{.*}}[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    // CHECK: llvm.store %{{.*}}, %{{.*}} : i32, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
    // CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
    %m:2 = nv_tileaa.reduce %f, %i2 dim = 1 identities = [0xFF800000 : f32, 0 : i32] : tensor<2x4xf32, #tv>, tensor<2x4xi32, #tv> -> tensor<2xf32, #r>, tensor<2xi32, #r> {
    ^bb0(%e: f32, %acc: f32, %ei: i32, %acci: i32):
      %gt = arith.cmpf ogt, %e, %acc : f32
      %v = arith.select %gt, %e, %acc : f32
      %j = arith.select %gt, %ei, %acci : i32
      nv_tileaa.yield %v, %j : f32, i32
    }
    nv_tileaa.return
  }
}

// -----

// Reduced warp bits: 256 f64 over 64 threads, (64,4):(4,1). Warp 0 holds
// elements 0..127, warp 1 the rest: the 4 values of a thread combine, 5
// shuffles (each 64-bit value in two 32-bit halves) combine a warp, then
// two slots (one per warp) that every thread adds up.
#w = #nv_tileas.tv_layout<"(64,4):(4,1)">
// CHECK-LABEL: gpu.module @warps
// CHECK: !llvm.array<16 x i8>
gpu.module @warps attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%a: f64) {
    %x = tensor.splat %a : tensor<256xf64, #w>
    // CHECK-COUNT-3: arith.addf %{{.*}}, %{{.*}} : f64
    // CHECK-COUNT-10: gpu.shuffle
    // CHECK-NOT: gpu.shuffle
    // CHECK: llvm.store %{{.*}}, %{{.*}} : f64, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK-COUNT-2: llvm.load %{{.*}} : !llvm.ptr<3> -> f64
    // CHECK: arith.addf %{{.*}}, %{{.*}} : f64
    %r = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f64] : tensor<256xf64, #w> -> f64 {
    ^bb0(%e: f64, %acc: f64):
      %s = arith.addf %e, %acc : f64
      nv_tileaa.yield %s : f64
    }
    nv_tileaa.return
  }
}

// -----

// A layout not built from bits (3 threads) takes the general path: the
// operand in shared memory, one loop per result over the reduced line.
#odd = #nv_tileas.tv_layout<"(3,2):(2,1)">
// CHECK-LABEL: gpu.module @general
gpu.module @general attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%a: f32) {
    %x = tensor.splat %a : tensor<6xf32, #odd>
    // CHECK-NOT: gpu.shuffle
    // CHECK-COUNT-2: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK: %[[UB:.*]] = arith.constant 6 : i32
    // CHECK: scf.for %{{.*}} = %{{.*}} to %[[UB]] step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f32) : i32 {
    // CHECK:   llvm.load %{{.*}} : !llvm.ptr<3> -> f32
    // CHECK:   arith.addf
    %r = nv_tileaa.reduce %x dim = 0 identities = [0.0 : f32] : tensor<6xf32, #odd> -> f32 {
    ^bb0(%e: f32, %acc: f32):
      %s = arith.addf %e, %acc : f32
      nv_tileaa.yield %s : f32
    }
    nv_tileaa.return
  }
}

// -----

// A broadcast of a distributed tile reads each result at its source
// element; i1 elements travel as bytes. Thread t holds elements 2t and
// 2t + 1 of the 2x4 result, whose sources (columns 2t % 4 and 2t % 4 + 1)
// other threads hold.
#src = #nv_tileas.tv_layout<"(4,1):(1,0)">
#dst = #nv_tileas.tv_layout<"(4,2):(2,1)">
// CHECK-LABEL: gpu.module @broadcast
// CHECK: !llvm.array<16 x i8>
gpu.module @broadcast attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%a: i32) {
    %i1 = nv_tileaa.iota : tensor<4xi32, #src>
    %i = nv_tileaa.reshape %i1 : tensor<4xi32, #src> -> tensor<1x4xi32, #src>
    %s = tensor.splat %a : tensor<1x4xi32, #src>
    %c = nv_tileas.cmpi slt, %i, %s : tensor<1x4xi32, #src> -> tensor<1x4xi1, #src>
    // CHECK: %[[B:.*]] = arith.extui %{{.*}} : i1 to i8
    // CHECK: llvm.store %[[B]], %{{.*}} : i8, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK-COUNT-2: llvm.load %{{.*}} : !llvm.ptr<3> -> i8
    %b = nv_tileaa.broadcast %c : tensor<1x4xi1, #src> -> tensor<2x4xi1, #dst>
    nv_tileaa.return
  }
}

// -----

// Where each thread holds the sources of its elements (here thread t holds
// column t of both rows, and its source), a broadcast copies registers: no
// shared memory, no barrier.
#src = #nv_tileas.tv_layout<"(4,1):(1,0)">
#dst = #nv_tileas.tv_layout<"(4,(1,2)):(1,(0,4))">
// CHECK-LABEL: gpu.module @broadcast_local
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: llvm.load
// CHECK: nv_tileaa.return
gpu.module @broadcast_local attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k() {
    %i1 = nv_tileaa.iota : tensor<4xi32, #src>
    %i = nv_tileaa.reshape %i1 : tensor<4xi32, #src> -> tensor<1x4xi32, #src>
    %b = nv_tileaa.broadcast %i : tensor<1x4xi32, #src> -> tensor<2x4xi32, #dst>
    nv_tileaa.return
  }
}

// -----

// A layout conversion goes through shared memory too; a reshape between
// equal layouts leaves the values where they are.
#a = #nv_tileas.tv_layout<"(4,2):(2,1)">
#b = #nv_tileas.tv_layout<"(4,2):(1,4)">
// CHECK-LABEL: gpu.module @convert
gpu.module @convert attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK: nv_tileaa.func @k
  nv_tileaa.func @k() {
    // CHECK-COUNT-2: llvm.store %{{.*}} : i32, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK-COUNT-2: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
    // CHECK-NOT: nvvm.barrier0
    // CHECK: nv_tileaa.return
    %i = nv_tileaa.iota : tensor<8xi32, #a>
    %r = nv_tileaa.reshape %i : tensor<8xi32, #a> -> tensor<2x4xi32, #a>
    %c = nv_tileas.convert_layout %r : tensor<2x4xi32, #a> -> tensor<2x4xi32, #b>
    %same = nv_tileas.convert_layout %r : tensor<2x4xi32, #a> -> tensor<2x4xi32, #a>
    nv_tileaa.return
  }
}

// -----

// Threads 4..7 hold the same elements as threads 0..3: only threads 0..3
// update them, then write the old values to shared memory, from where every
// holder reads the ones it holds.
#tv = #nv_tileas.tv_layout<"((4,2),2):((2,0),1)">
// CHECK-LABEL: gpu.module @shared_result
// CHECK: !llvm.array<32 x i8>
gpu.module @shared_result attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%p: !nv_tileaa.ptr<i32, global>, %v: i32) {
    %ps = tensor.splat %p : tensor<8x!nv_tileaa.ptr<i32, global>, #tv>
    %vs = tensor.splat %v : tensor<8xi32, #tv>
    // CHECK: %[[OWNER:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : i32
    // CHECK: %[[OLD0:.*]] = scf.if %[[OWNER]] -> (i32) {
    // CHECK:   llvm.atomicrmw add
    // CHECK: %[[OLD1:.*]] = scf.if %[[OWNER]] -> (i32) {
    // CHECK: scf.if %[[OWNER]] {
    // CHECK:   llvm.store %[[OLD0]], %{{.*}} : i32, !llvm.ptr<3>
    // CHECK:   llvm.store %[[OLD1]], %{{.*}} : i32, !llvm.ptr<3>
    // CHECK: }
    // CHECK: nvvm.barrier0
    // CHECK: %[[S0:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
    // CHECK: %[[S1:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
    // CHECK: arith.addi %[[S0]], %[[S0]] : i32
    %o, %t = nv_tileaa.atomic_rmw add relaxed device %ps, %vs : tensor<8x!nv_tileaa.ptr<i32, global>, #tv>, tensor<8xi32, #tv>
    %u = nv_tileas.addi %o, %o : tensor<8xi32, #tv>
    nv_tileaa.return
  }
}

// -----

// scan, serial: element k of each line combines elements 0 .. k: the loop
// runs k + 1 steps from the line start (k from the layout, the line start
// index - k * stride); reversed, extent - k steps from the end of the line.
// (A result laid out differently from its operand takes this path.)
#tv = #nv_tileas.tv_layout<"(4,2):(2,1)">
#tv2 = #nv_tileas.tv_layout<"(4,2):(1,4)">
// CHECK-LABEL: gpu.module @scan
gpu.module @scan attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k() {
    %i = nv_tileaa.iota : tensor<8xi32, #tv>
    // CHECK: nvvm.barrier0
    // CHECK: llvm.store
    // CHECK: nvvm.barrier0
    // The bound is computed (k + 1), not a constant.
    // CHECK: scf.for %{{.*}} = %{{.*}} to %{{[0-9]+}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i32) : i32 {
    // CHECK:   llvm.load %{{.*}} : !llvm.ptr<3> -> i32
    // CHECK:   arith.addi
    %s = nv_tileaa.scan %i dim = 0 reverse = false identities = [0 : i32] : tensor<8xi32, #tv> -> tensor<8xi32, #tv2> {
    ^bb0(%e: i32, %acc: i32):
      %x = arith.addi %e, %acc : i32
      nv_tileaa.yield %x : i32
    }
    // CHECK: %[[M:.*]] = arith.subi %c8_i32{{[_0-9]*}}, %{{.*}} : i32
    // CHECK: scf.for %[[J:.*]] = %{{.*}} to %[[M]] step
    // CHECK:   %[[LAST:.*]] = arith.constant 7 : i32
    // CHECK:   arith.subi %[[LAST]], %[[J]] : i32
    %r = nv_tileaa.scan %i dim = 0 reverse = true identities = [0 : i32] : tensor<8xi32, #tv> -> tensor<8xi32, #tv2> {
    ^bb0(%e: i32, %acc: i32):
      %x = arith.addi %e, %acc : i32
      nv_tileaa.yield %x : i32
    }
    nv_tileaa.return
  }
}

// -----

// scan of a layout built from bits, one position bit at a time: 256
// elements over 64 threads, 4 values each (position bits 0-1 in the thread,
// 2-6 across lanes, 7 across the two warps). Value bits combine in the
// thread; lane bits by xor shuffles, the later lanes (bit set) putting the
// partner's total in front; the warp bit through shared memory at the
// element index with bit 7 flipped. No loop.
#bits = #nv_tileas.tv_layout<"(64,4):(4,1)">
// CHECK-LABEL: gpu.module @shuffle_scan
// CHECK: llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<1024 x i8>
gpu.module @shuffle_scan attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  // CHECK-LABEL: @k
  nv_tileaa.func @k() {
    %i = nv_tileaa.iota : tensor<256xi32, #bits>
    // CHECK-NOT: scf.for
    // CHECK: %[[T:.*]] = nvvm.read.ptx.sreg.tid.x
    // CHECK: gpu.shuffle  xor %{{.*}}, %c1_i32
    // CHECK: %[[B0:.*]] = arith.andi %{{.*}}, %c1_i32
    // CHECK: %[[L0:.*]] = arith.cmpi ne, %[[B0]], %c0_i32
    // CHECK: arith.select %[[L0]]
    // CHECK: gpu.shuffle  xor %{{.*}}, %c2_i32
    // CHECK: gpu.shuffle  xor %{{.*}}, %c4_i32
    // CHECK: gpu.shuffle  xor %{{.*}}, %c8_i32
    // CHECK: gpu.shuffle  xor %{{.*}}, %c16_i32
    // CHECK-COUNT-4: llvm.store %{{.*}} : i32, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK: arith.xori %{{.*}}, %c128_i32
    // CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
    // CHECK: arith.andi %{{.*}}, %c32_i32
    // CHECK-NOT: scf.for
    %s = nv_tileaa.scan %i dim = 0 reverse = false identities = [0 : i32] : tensor<256xi32, #bits> -> tensor<256xi32, #bits> {
    ^bb0(%e: i32, %acc: i32):
      %x = arith.addi %e, %acc : i32
      nv_tileaa.yield %x : i32
    }
    // Reversed, the later blocks are those with the bit clear.
    // CHECK: gpu.shuffle  xor %{{.*}}, %c1_i32
    // CHECK: %[[R0:.*]] = arith.andi %{{.*}}, %c1_i32
    // CHECK: arith.cmpi eq, %[[R0]], %c0_i32
    %r = nv_tileaa.scan %i dim = 0 reverse = true identities = [0 : i32] : tensor<256xi32, #bits> -> tensor<256xi32, #bits> {
    ^bb0(%e: i32, %acc: i32):
      %x = arith.addi %e, %acc : i32
      nv_tileaa.yield %x : i32
    }
    nv_tileaa.return
  }
}

// -----

// Operands laid out differently cannot combine value by value: a scan or a
// reduction of such operands takes the loop over shared memory.
#ta = #nv_tileas.tv_layout<"(4,2):(2,1)">
#tb = #nv_tileas.tv_layout<"(4,2):(1,4)">
// CHECK-LABEL: gpu.module @mixed_layouts
gpu.module @mixed_layouts attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k() {
    %a = nv_tileaa.iota : tensor<8xi32, #ta>
    %b = nv_tileaa.iota : tensor<8xi32, #tb>
    // CHECK-NOT: gpu.shuffle
    // CHECK: scf.for
    %s:2 = nv_tileaa.scan %a, %b dim = 0 reverse = false identities = [0 : i32, 0 : i32] : tensor<8xi32, #ta>, tensor<8xi32, #tb> -> tensor<8xi32, #ta>, tensor<8xi32, #tb> {
    ^bb0(%ea: i32, %aa: i32, %eb: i32, %ab: i32):
      %x = arith.addi %ea, %aa : i32
      %y = arith.addi %eb, %ab : i32
      nv_tileaa.yield %x, %y : i32, i32
    }
    // CHECK-NOT: gpu.shuffle
    // CHECK: scf.for
    // CHECK-NOT: gpu.shuffle
    %r:2 = nv_tileaa.reduce %a, %b dim = 0 identities = [0 : i32, 0 : i32] : tensor<8xi32, #ta>, tensor<8xi32, #tb> -> tensor<i32>, tensor<i32> {
    ^bb0(%ea: i32, %aa: i32, %eb: i32, %ab: i32):
      %x = arith.addi %ea, %aa : i32
      %y = arith.addi %eb, %ab : i32
      nv_tileaa.yield %x, %y : i32, i32
    }
    nv_tileaa.return
  }
}

// -----

// permute, extract_slice and concat read each result element at the source
// index the layout library maps its row-major index to.
#a = #nv_tileas.tv_layout<"(4,2):(2,1)">
#s = #nv_tileas.tv_layout<"(4,1):(1,0)">
#c = #nv_tileas.tv_layout<"(4,4):(4,1)">
// CHECK-LABEL: gpu.module @shapes
gpu.module @shapes attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k(%off: index) {
    %i = nv_tileaa.iota : tensor<8xi32, #a>
    %m = nv_tileaa.reshape %i : tensor<8xi32, #a> -> tensor<4x2xi32, #a>
    // Transposed: result (r, c) reads source (c, r): row-major index r * 4 +
    // c maps to r + 2c. Composed with the layout (thread t holds elements
    // 2t, 2t + 1) that is (t % 2) * 4 + (t / 2) % 2 for value 0 and 2 more
    // for value 1.
    // CHECK: nvvm.barrier0
    // CHECK: %[[T:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[T2:.*]] = arith.remui %[[T]], %c2_i32{{.*}} : i32
    // CHECK: arith.muli %[[T2]], %c4_i32{{.*}} : i32
    // CHECK: arith.divui %[[T]], %c2_i32{{.*}} : i32
    // CHECK: %[[P0:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
    // CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
    // CHECK-NEXT: %[[P1:.*]] = arith.addi %[[P0]], %[[C2]] : i32
    // CHECK: %[[A0:.*]] = llvm.getelementptr %{{.*}}[%[[P0]]]
    // CHECK: llvm.load %[[A0]] : !llvm.ptr<3> -> i32
    // CHECK: %[[A1:.*]] = llvm.getelementptr %{{.*}}[%[[P1]]]
    // CHECK: llvm.load %[[A1]] : !llvm.ptr<3> -> i32
    %p = nv_tileaa.permute %m [1, 0] : tensor<4x2xi32, #a> -> tensor<2x4xi32, #a>
    // A slice of rows off .. off + 1: the offset times the row stride (2).
    // CHECK: %[[O:.*]] = arith.trunci %{{.*}} : i64 to i32
    // CHECK: arith.muli %[[O]], %c2_i32{{.*}} : i32
    %s = tensor.extract_slice %m[%off, 0] [2, 2] [1, 1] : tensor<4x2xi32, #a> to tensor<2x2xi32, #s>
    // Side by side: each input's elements at their index in the result (the
    // second's shifted by the first's 2 columns), then each thread reads
    // its own; no selects.
    // CHECK: llvm.store {{.*}} : i32, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK-NOT: arith.select
    // CHECK: llvm.load {{.*}} : !llvm.ptr<3> -> i32
    %c = tensor.concat dim(1) %m, %m : (tensor<4x2xi32, #a>, tensor<4x2xi32, #a>) -> tensor<4x4xi32, #c>
    nv_tileaa.return
  }
}

// -----

// A slice with static offsets whose every thread holds the elements it
// gets is a choice of registers: no shared memory, no barrier, and no
// scratch in the plan. Thread t holds row t (elements 2t, 2t + 1); column
// 1 of every row is its value 1. A slice of other threads' rows still goes
// through shared memory.
#a = #nv_tileas.tv_layout<"(4,2):(2,1)">
#s = #nv_tileas.tv_layout<"(4,1):(1,0)">
// CHECK-LABEL: gpu.module @local_slice
// CHECK-NOT: global_smem
// CHECK-NOT: nvvm.barrier0
// CHECK-NOT: !llvm.ptr<3>
// CHECK: nv_tileaa.return
gpu.module @local_slice attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k() {
    %i = nv_tileaa.iota : tensor<8xi32, #a>
    %m = nv_tileaa.reshape %i : tensor<8xi32, #a> -> tensor<4x2xi32, #a>
    %s = tensor.extract_slice %m[0, 1] [4, 1] [1, 1] : tensor<4x2xi32, #a> to tensor<4x1xi32, #s>
    nv_tileaa.return
  }
}

// -----

#a = #nv_tileas.tv_layout<"(4,2):(2,1)">
#s = #nv_tileas.tv_layout<"(4,1):(1,0)">
// CHECK-LABEL: gpu.module @moved_slice
// CHECK: llvm.store {{.*}} : i32, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: llvm.load {{.*}} : !llvm.ptr<3> -> i32
gpu.module @moved_slice attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  nv_tileaa.func @k() {
    %i = nv_tileaa.iota : tensor<8xi32, #a>
    %m = nv_tileaa.reshape %i : tensor<8xi32, #a> -> tensor<4x2xi32, #a>
    %s = tensor.extract_slice %m[1, 0] [2, 2] [1, 1] : tensor<4x2xi32, #a> to tensor<2x2xi32, #s>
    nv_tileaa.return
  }
}

// -----

// pack/unpack of 4-bit elements (their bits as i4): unpacking, element e is
// nibble e % 2 (low first) of byte e / 2 (maps composed with the layout:
// thread t holds elements 2t and 2t + 1, both in byte t, shifts 0 and 4);
// packing, each nibble takes a byte in shared memory and a byte gathers its
// two.
#b = #nv_tileas.tv_layout<"(4,1):(1,0)">
#n = #nv_tileas.tv_layout<"(4,2):(2,1)">
gpu.module @nibbles attributes {nv_tileaa.compute_capability = 80 : i32, nv_tileaa.target_spec = "sm_80"} {
  llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x i8>
  // CHECK-LABEL: nv_tileaa.func @unpack_pack
  nv_tileaa.func @unpack_pack(%x: i8) {
    // CHECK: llvm.store %{{.*}} : i8, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK: %[[T:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[T4:.*]] = arith.remui %[[T]], %{{.*}} : i32
    // CHECK: %[[BYTE:.*]] = arith.addi %{{.*}}, %[[T4]] : i32
    // CHECK: %[[SHIFT4:.*]] = arith.addi %{{.*}}, %c4_i32{{.*}} : i32
    // CHECK: %[[AT:.*]] = llvm.getelementptr %{{.*}}[%[[BYTE]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    // CHECK: %[[B:.*]] = llvm.load %[[AT]] : !llvm.ptr<3> -> i8
    // CHECK: %[[N:.*]] = arith.shrui %[[B]], %{{.*}} : i8
    // CHECK: %[[NIBBLE:.*]] = arith.trunci %[[N]] : i8 to i4
    // CHECK: llvm.getelementptr %{{.*}}[%[[BYTE]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    // CHECK: %[[S8:.*]] = arith.trunci %[[SHIFT4]] : i32 to i8
    // CHECK: arith.shrui %{{.*}}, %[[S8]] : i8
    %s = tensor.splat %x : tensor<4xi8, #b>
    %u = nv_tileaa.repack %s : tensor<4xi8, #b> -> tensor<8xf4E2M1FN, #n>
    // CHECK: %[[WIDE:.*]] = arith.extui %[[NIBBLE]] : i4 to i8
    // CHECK: llvm.store %[[WIDE]], %{{.*}} : i8, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK: %[[LO:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i8
    // CHECK: arith.trunci %[[LO]] : i8 to i4
    // CHECK: %[[HI:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i8
    // CHECK: %[[HI4:.*]] = arith.trunci %[[HI]] : i8 to i4
    // CHECK: %[[HI8:.*]] = arith.extui %[[HI4]] : i4 to i8
    // CHECK: %[[UP:.*]] = arith.shli %[[HI8]], %c4_i8 : i8
    // CHECK: arith.ori %{{.*}}, %[[UP]] : i8
    %p = nv_tileaa.repack %u : tensor<8xf4E2M1FN, #n> -> tensor<4xi8, #b>
    nv_tileaa.return
  }
}
