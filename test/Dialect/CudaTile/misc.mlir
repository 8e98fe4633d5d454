// RUN: %cuda-tile-opt %s | FileCheck %s
// RUN: %cuda-tile-opt %s | %cuda-tile-opt | FileCheck %s
// RUN: %cuda-tile-opt %s --mlir-print-op-generic | %cuda-tile-opt | FileCheck %s

cuda_tile.module @misc {
  // CHECK-LABEL: entry @debug(
  entry @debug(%c: tile<i1>, %x: tile<i32>, %h: tile<bf16>) {
    // CHECK: %{{.*}}, %{{.*}}, %{{.*}} = get_tile_block_id : tile<i32>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    // CHECK: %{{.*}}, %{{.*}}, %{{.*}} = get_num_tile_blocks : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    // CHECK: assert %{{.*}}, "foo" : tile<i1>
    assert %c, "foo" : tile<i1>
    // CHECK: %[[T:.*]] = print_tko "hello_world" -> token
    %t = print_tko "hello_world" -> token
    // CHECK: print_tko "x: %i, %f, 100%%", %{{.*}}, %{{.*}} : tile<i32>, tile<bf16> -> token
    %t1 = print_tko "x: %i, %f, 100%%", %x, %h : tile<i32>, tile<bf16> -> !cuda_tile.token
    // CHECK: print_tko "%+08.3f\0A", %{{.*}} token=%[[T]] : tile<bf16> -> token
    %t2 = cuda_tile.print_tko "%+08.3f\n", %h token=%t : !cuda_tile.tile<bf16> -> !cuda_tile.token
  }
}
