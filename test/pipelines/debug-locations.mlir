// Ops placed in debug scopes by cuda_tile's di_loc (as front ends emit
// them) compile to PTX and a cubin: LLVM's debug-info translation, which
// does not know dialect locations and crashed on them, sees the file, line
// and column each holds.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s --check-prefix=PTX
// PTX: gpu.binary @kernels
// PTX-SAME: st.global.b32
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN
// BIN: bin = "\7FELF
#file = #cuda_tile.di_file<"kernel.py" in "/src/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 10, name = "add", linkageName = "add", compileUnit = #cu, scopeLine = 11>
#block = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 12, column = 4>
cuda_tile.module @kernels {
  entry @add(%p: tile<ptr<f32>>, %a: tile<f32>) {
    %0 = addf %a, %a : tile<f32> loc(#cuda_tile.di_loc<loc("/src/kernel.py":12:5) in #block>)
    %t = store_ptr_tko weak %p, %0 : tile<ptr<f32>>, tile<f32> -> token loc(#cuda_tile.di_loc<loc("/src/kernel.py":13:5) in #block>)
    return loc(#cuda_tile.di_loc<loc("/src/kernel.py":14:5) in #sp>)
  } loc(#cuda_tile.di_loc<loc("/src/kernel.py":10:1) in #sp>)
}
