// System-scope atomics through the pipeline: the instruction is written as
// PTX (atom.relaxed.sys), the ordering as system-scope fences; every mode
// and type kind below assembles for sm_80 and sm_100a.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefix=BIN

// CHECK: gpu.binary @sys
// CHECK-SAME: fence.acq_rel.sys;
// CHECK-SAME: atom.relaxed.sys.global.add.u32
// CHECK-SAME: atom.relaxed.sys.global.add.f32
// CHECK-SAME: fence.acq_rel.sys;
// CHECK-SAME: atom.relaxed.sys.global.add.noftz.f16
// CHECK-SAME: atom.relaxed.sys.global.max.u64
// CHECK-SAME: atom.relaxed.sys.global.cas.b64
// BIN: gpu.binary @sys
// BIN-SAME: bin = "\7FELF
cuda_tile.module @sys {
  entry @k(%p: tile<ptr<i32>>, %f: tile<ptr<f32>>, %h: tile<ptr<f16>>, %l: tile<ptr<i64>>, %d: tile<ptr<f64>>) {
    %one = constant <i32: 1> : tile<i32>
    %a, %t1 = atomic_rmw_tko relaxed sys %p, add, %one : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %fo = constant <f32: 1.5> : tile<f32>
    %b, %t2 = atomic_rmw_tko acq_rel sys %f, addf, %fo : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %ho = constant <f16: 1.0> : tile<f16>
    %c, %t3 = atomic_rmw_tko relaxed sys %h, addf, %ho : tile<ptr<f16>>, tile<f16> -> tile<f16>, token
    %lo = constant <i64: 5> : tile<i64>
    %e, %t4 = atomic_rmw_tko relaxed sys %l, umax, %lo : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    %z = constant <f64: 0.0> : tile<f64>
    %w = constant <f64: 2.0> : tile<f64>
    %g, %t5 = atomic_cas_tko relaxed sys %d, %z, %w : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
  }
}
