// An mbarrier's init is seen by the threads of a barrier that orders them
// after it: one of the whole CTA, or a named barrier of fewer threads with
// the initializing thread (PTX ISA, bar.sync: memory accesses before the
// barrier are performed relative to all its participating threads), or
// with a thread already ordered after the init. Threads outside such
// barriers may not use it yet.
//
// @init (64 threads): thread 0 initializes an mbarrier of count 32; warp 0
// meets at named barrier 1 (32 threads), then arrives on the mbarrier and
// waits for its phase 0; every thread writes its id + 1 to out.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mlir-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %tileiras-emulate %t/k.mlir --kernel=init --buffer=out:i32:64:zeros --i32=0 \
// RUN:   --out=out:%t/out.bin
// RUN: %python -c "import struct,sys; d=open(sys.argv[1],'rb').read(); v=struct.unpack('<64i', d); sys.exit(0 if list(v)==list(range(1,65)) else 1)" %t/out.bin
// 1: thread 32, in no barrier with warp 0, arrives too.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=init --buffer=out:i32:64:zeros --i32=1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNSEEN
// UNSEEN: error: line {{[0-9]+}}: thread 32 uses the mbarrier at 0x{{[0-9a-f]+}} that thread 0 initialized (line {{[0-9]+}}) with no barrier between
// 2: warp 0 arrives without its named barrier first.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=init --buffer=out:i32:64:zeros --i32=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOBARRIER
// NOBARRIER: error: line {{[0-9]+}}: thread {{[1-9][0-9]*}} uses the mbarrier at 0x{{[0-9a-f]+}} that thread 0 initialized (line {{[0-9]+}}) with no barrier between

gpu.module @named {
  llvm.mlir.global internal @init_smem() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<8 x i8>

  llvm.func @init(%out: !llvm.ptr<1>, %flags: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c32 = arith.constant 32 : i32
    %ticks = arith.constant 10000000 : i32
    %smem = llvm.mlir.addressof @init_smem : !llvm.ptr<3>
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %is0 = arith.cmpi eq, %tid, %c0 : i32
    %warp0 = arith.cmpi ult, %tid, %c32 : i32
    %is32 = arith.cmpi eq, %tid, %c32 : i32
    %f1 = arith.andi %flags, %c1 : i32
    %f1set = arith.cmpi ne, %f1, %c0 : i32
    %stray = arith.andi %f1set, %is32 : i1
    %f2 = arith.andi %flags, %c2 : i32
    %named = arith.cmpi eq, %f2, %c0 : i32
    scf.if %is0 {
      nvvm.mbarrier.init %smem, %c32 : !llvm.ptr<3>, i32
      nvvm.fence.mbarrier.init
    }
    scf.if %warp0 {
      scf.if %named {
        nvvm.barrier id = %c1 number_of_threads = %c32
      }
      %state = nvvm.mbarrier.arrive %smem : !llvm.ptr<3> -> i64
      nvvm.mbarrier.try_wait.parity %smem, %c0, %ticks : !llvm.ptr<3>, i32, i32
    }
    scf.if %stray {
      %state = nvvm.mbarrier.arrive %smem : !llvm.ptr<3> -> i64
    }
    nvvm.barrier0
    %id = arith.addi %tid, %c1 : i32
    %p = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %id, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}
