// tileiras-emulate reports what lockstep execution would hide or what
// cannot happen on a GPU. Each thread t of 64 writes t to shared memory and
// reads its neighbour's (t ^ 1): with a barrier between, out[t] = t ^ 1;
// without, the read of another thread's write is a race. A barrier inside
// a branch some threads skip, and an access past the buffer, are errors.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %s --mlir-print-op-generic -o %t/k.mlir
// RUN: %python -c "import array, sys; open(sys.argv[1], 'wb').write(array.array('i', [t ^ 1 for t in range(64)]).tobytes())" %t/ref.bin
// RUN: %tileiras-emulate %t/k.mlir --kernel=exchange --buffer=out:i32:64:zeros --i32=1 \
// RUN:   --compare=out:%t/ref.bin | FileCheck %s --check-prefix=OK
// OK: compare out: 64 elements match
// RUN: not %tileiras-emulate %t/k.mlir --kernel=exchange --buffer=out:i32:64:zeros --i32=0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=RACE
// RACE: tileiras-emulate: error: line {{[0-9]+}}: thread 0 reads shared byte 0x{{[0-9a-f]+}} that thread 1 wrote since the last barrier
// RUN: not %tileiras-emulate %t/k.mlir --kernel=exchange --buffer=out:i32:64:zeros --i32=1 \
// RUN:   --compare=out:%t/k.mlir 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: tileiras-emulate: error: {{.*}}k.mlir has {{[0-9]+}} bytes, buffer 'out' has 256
// RUN: %python -c "import array, sys; open(sys.argv[1], 'wb').write(array.array('i', range(64)).tobytes())" %t/wrong.bin
// RUN: not %tileiras-emulate %t/k.mlir --kernel=exchange --buffer=out:i32:64:zeros --i32=1 \
// RUN:   --compare=out:%t/wrong.bin | FileCheck %s --check-prefix=MISMATCH
// MISMATCH: compare out: 64 of 64 elements differ; first at 0: got 1, want 0
// RUN: not %tileiras-emulate %t/k.mlir --kernel=divergent_barrier --buffer=out:i32:64:zeros 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BARRIER
// BARRIER: tileiras-emulate: error: line {{[0-9]+}}: barrier reached by 32 of 64 threads
// RUN: not %tileiras-emulate %t/k.mlir --kernel=out_of_bounds --buffer=out:i32:64:zeros 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BOUNDS
// BOUNDS: tileiras-emulate: error: line {{[0-9]+}}: llvm.store accesses 4 bytes at 0x{{[0-9a-f]+}}, outside every buffer
// RUN: not %tileiras-emulate %t/k.mlir --buffer=out:i32:64:zeros 2>&1 | FileCheck %s --check-prefix=WHICH
// WHICH: tileiras-emulate: error: expected one kernel, found 7 (name one with --kernel)
// A shuffle is a whole-warp operation; an asynchronous copy lands only when
// its group is waited for.
// RUN: not %tileiras-emulate %t/k.mlir --kernel=partial_shuffle --buffer=out:i32:64:zeros 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SHUFFLE
// SHUFFLE: tileiras-emulate: error: line {{[0-9]+}}: shuffle in warp 0 without lane 16 (the whole warp must take part)
// RUN: not %tileiras-emulate %t/k.mlir --kernel=early_read --buffer=out:i32:64:zeros 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ASYNC
// ASYNC: tileiras-emulate: error: line {{[0-9]+}}: thread 0 reads shared byte 0x{{[0-9a-f]+}} before the cp.async of thread 0 that writes it was waited for
// Arithmetic on NaNs gives the canonical NaN (all payload bits set), as on
// the GPU: threads whose NaN inputs differ in payload write the same bits
// (no race reported).
// RUN: %python -c "import array, sys; open(sys.argv[1], 'wb').write(array.array('i', [0x7FFFFFFF] * 64).tobytes())" %t/nan.bin
// RUN: %tileiras-emulate %t/k.mlir --kernel=nan_copies --buffer=out:i32:64:zeros \
// RUN:   --compare=out:%t/nan.bin | FileCheck %s --check-prefix=NAN
// NAN: compare out: 64 elements match
// The device heap: thread 0 takes 16 bytes and, by mode, uses them after
// freeing them (0), never frees them (1), frees them twice (2), traps (3)
// or frees them once (4).
// RUN: not %tileiras-emulate %t/k.mlir --kernel=heap --buffer=out:i32:64:zeros --i32=0 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FREED
// FREED: tileiras-emulate: error: line {{[0-9]+}}: llvm.store accesses 4 bytes at 0x{{[0-9a-f]+}}, outside every buffer
// RUN: not %tileiras-emulate %t/k.mlir --kernel=heap --buffer=out:i32:64:zeros --i32=1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LEAK
// LEAK: tileiras-emulate: error: line {{[0-9]+}}: block (0, 0, 0) ends without freeing what this malloc allocated
// RUN: not %tileiras-emulate %t/k.mlir --kernel=heap --buffer=out:i32:64:zeros --i32=2 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TWICE
// TWICE: tileiras-emulate: error: line {{[0-9]+}}: free of 0x{{[0-9a-f]+}}, which is no live malloc block
// RUN: not %tileiras-emulate %t/k.mlir --kernel=heap --buffer=out:i32:64:zeros --i32=3 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TRAP
// TRAP: tileiras-emulate: error: line {{[0-9]+}}: thread 0 traps
// RUN: %tileiras-emulate %t/k.mlir --kernel=heap --buffer=out:i32:64:zeros --i32=4

gpu.module @m {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @heap(%out: !llvm.ptr<1>, %mode: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %first = arith.cmpi eq, %tid, %c0 : i32
    scf.if %first {
      %n = llvm.mlir.constant(16 : i64) : i64
      %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
      %free = arith.cmpi ne, %mode, %c1 : i32
      scf.if %free {
        llvm.call @free(%p) : (!llvm.ptr) -> ()
      }
      %twice = arith.cmpi eq, %mode, %c2 : i32
      scf.if %twice {
        llvm.call @free(%p) : (!llvm.ptr) -> ()
      }
      %after = arith.cmpi eq, %mode, %c0 : i32
      scf.if %after {
        llvm.store %tid, %p : i32, !llvm.ptr
      }
      %trap = arith.cmpi eq, %mode, %c3 : i32
      scf.if %trap {
        llvm.intr.trap
      }
    }
    llvm.return
  }
  llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x i8>
  llvm.func @exchange(%out: !llvm.ptr<1>, %sync: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %base = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %mine = llvm.getelementptr %base[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    llvm.store %tid, %mine : i32, !llvm.ptr<3>
    %c0 = arith.constant 0 : i32
    %wait = arith.cmpi ne, %sync, %c0 : i32
    scf.if %wait {
      nvvm.barrier0
    }
    %c1 = arith.constant 1 : i32
    %other = arith.xori %tid, %c1 : i32
    %theirs = llvm.getelementptr %base[%other] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %v = llvm.load %theirs : !llvm.ptr<3> -> i32
    %o = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %o : i32, !llvm.ptr<1>
    llvm.return
  }
  llvm.func @divergent_barrier(%out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c32 = arith.constant 32 : i32
    %low = arith.cmpi ult, %tid, %c32 : i32
    scf.if %low {
      nvvm.barrier0
    }
    llvm.return
  }
  llvm.func @nan_copies(%out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %quiet = arith.constant 2143289345 : i32
    %bits = arith.addi %quiet, %tid : i32
    %nan = arith.bitcast %bits : i32 to f32
    %one = arith.constant 1.0 : f32
    %sum = arith.addf %nan, %one : f32
    %base = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    llvm.store %sum, %base : f32, !llvm.ptr<3>
    nvvm.barrier0
    %v = llvm.load %base : !llvm.ptr<3> -> i32
    %o = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %v, %o : i32, !llvm.ptr<1>
    llvm.return
  }
  llvm.func @partial_shuffle(%out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c32 = arith.constant 32 : i32
    %low = arith.cmpi ult, %tid, %c16 : i32
    scf.if %low {
      %v, %ok = gpu.shuffle xor %tid, %c1, %c32 : i32
    }
    llvm.return
  }
  llvm.func @early_read(%out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %base = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %dst = llvm.getelementptr %base[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %src = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    nvvm.cp.async.shared.global %dst, %src, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
    nvvm.cp.async.commit.group
    %v = llvm.load %dst : !llvm.ptr<3> -> i32
    llvm.return
  }
  llvm.func @out_of_bounds(%out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c1 = arith.constant 1 : i32
    %next = arith.addi %tid, %c1 : i32
    %o = llvm.getelementptr %out[%next] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %tid, %o : i32, !llvm.ptr<1>
    llvm.return
  }
}
