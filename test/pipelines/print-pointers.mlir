// A tile of pointers prints the addresses (%p), gathered into thread 0 like
// any printed tile.
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras-to-nvvm{chip=sm_80})' | FileCheck %s

// CHECK: llvm.mlir.global internal constant @printfFormat_0("q = [%p, %p, %p, %p]\0A\00")
// CHECK: llvm.call @vprintf
cuda_tile.module @print_pointers {
  entry @print_pointers(%p: tile<ptr<f32>>) {
    %i = iota : tile<4xi32>
    %p1 = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ps = broadcast %p1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %q = offset %ps, %i : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %t = print_tko "q = %p\n", %q : tile<4xptr<f32>> -> token
    return
  }
}
