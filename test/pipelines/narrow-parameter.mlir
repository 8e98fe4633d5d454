// A kernel parameter of 2 to 7 bits travels as a byte (PTX has no
// `.param .u4`, which ptxas rejects): the entry takes an i8 and truncates
// it; the cubin builds.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,convert-nv-tile-func-to-llvm)' | FileCheck %s --check-prefix=ENTRY
// ENTRY: llvm.func @k(%{{.*}}: !llvm.ptr<1>, %[[BYTE:.*]]: i8)
// ENTRY-NEXT: llvm.trunc %[[BYTE]] : i8 to i4
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s --check-prefix=PTX
// PTX: .param .u8 k_param_1
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN
// BIN: gpu.binary @m
// BIN-SAME: bin = "\7FELF
cuda_tile.module @m {
  entry @k(%p: tile<ptr<i8>>, %x: tile<i4>) {
    %e = exti %x signed : tile<i4> -> tile<i8>
    %t = store_ptr_tko weak %p, %e : tile<ptr<i8>>, tile<i8> -> token
    return
  }
}
