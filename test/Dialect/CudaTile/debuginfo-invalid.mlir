// RUN: not %cuda-tile-opt %s -split-input-file 2>&1 | FileCheck %s
//
// Debug-info errors are reported at the source location the di_loc names,
// so the messages are matched in the output rather than at a line here.

#file = #cuda_tile.di_file<"kernel.py" in "/src/">
// CHECK: expected a di_subprogram or di_lexical_block scope, got #cuda_tile.di_file<"kernel.py" in "/src/">
#block = #cuda_tile.di_lexical_block<scope = #file, file = #file, line = 12>

// -----

#file = #cuda_tile.di_file<"kernel.py" in "/src/">
cuda_tile.module @kernels {
  entry @k(%a: tile<f32>) {
    // CHECK: expected a di_subprogram or di_lexical_block scope, got #cuda_tile.di_file<"kernel.py" in "/src/">
    %0 = addf %a, %a : tile<f32> loc(#cuda_tile.di_loc<loc("/src/kernel.py":12:5) in #file>)
  }
}

// -----

#file = #cuda_tile.di_file<"kernel.py" in "/src/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 10, name = "add", linkageName = "add_kernel", compileUnit = #cu>
cuda_tile.module @kernels {
  // CHECK: 'cuda_tile.entry' op invalid function debug info scope: #cuda_tile.di_subprogram<{{.*}}>. Function name "add" does not match subprogram scope linkage name "add_kernel".
  entry @add() {
  } loc(#cuda_tile.di_loc<loc("/src/kernel.py":10:1) in #sp>)
}

// -----

#file = #cuda_tile.di_file<"kernel.py" in "/src/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 10, name = "add", linkageName = "add", compileUnit = #cu>
#block = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 12>
cuda_tile.module @kernels {
  // CHECK: 'cuda_tile.entry' op invalid function debug info scope: #cuda_tile.di_lexical_block<{{.*}}>. Function location must have cuda_tile.di_subprogram debug info scope.
  entry @add() {
  } loc(#cuda_tile.di_loc<loc("/src/kernel.py":10:1) in #block>)
}

// -----

#file = #cuda_tile.di_file<"kernel.py" in "/src/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 10, name = "add", linkageName = "add", compileUnit = #cu>
cuda_tile.module @kernels {
  entry @add(%a: tile<f32>) {
    // CHECK: 'cuda_tile.addf' op invalid operation debug info scope: #cuda_tile.di_subprogram<{{.*}}>. Operation has debug info scope, but function debug info scope is undefined.
    %0 = addf %a, %a : tile<f32> loc(#cuda_tile.di_loc<loc("/src/kernel.py":12:5) in #sp>)
  }
}

// -----

#file = #cuda_tile.di_file<"kernel.py" in "/src/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 10, name = "add", linkageName = "add", compileUnit = #cu>
#other = #cuda_tile.di_subprogram<file = #file, line = 20, name = "mul", linkageName = "mul", compileUnit = #cu>
cuda_tile.module @kernels {
  entry @add(%a: tile<f32>) {
    // CHECK: invalid operation debug info scope: #cuda_tile.di_subprogram<{{.*}}"mul"{{.*}}>. Operation debug info scope does not match function debug info scope: #cuda_tile.di_subprogram<{{.*}}"add"{{.*}}>.
    %0 = addf %a, %a : tile<f32> loc(#cuda_tile.di_loc<loc("/src/kernel.py":21:5) in #other>)
  } loc(#cuda_tile.di_loc<loc("/src/kernel.py":10:1) in #sp>)
}

// -----

#file = #cuda_tile.di_file<"kernel.py" in "/src/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 10, name = "add", linkageName = "add", compileUnit = #cu>
cuda_tile.module @kernels {
  // CHECK: 'cuda_tile.global' op invalid operation debug info scope: {{.*}}. Global variables must not have scope.
  global @g <f32: [1.0, 2.0]> : tile<2xf32> loc(#cuda_tile.di_loc<loc("/src/kernel.py":1:1) in #sp>)
}

// -----

cuda_tile.module @kernels {
  // CHECK: Function location must not be a CallSiteLoc.
  entry @add() {
  } loc(callsite("a.py":1:1 at "b.py":2:2))
}
