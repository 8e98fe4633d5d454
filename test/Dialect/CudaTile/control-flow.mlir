// RUN: %cuda-tile-opt %s | FileCheck %s
// RUN: %cuda-tile-opt %s | %cuda-tile-opt | FileCheck %s
// RUN: %cuda-tile-opt %s --mlir-print-op-generic | %cuda-tile-opt | FileCheck %s

cuda_tile.module @control_flow {
  // CHECK-LABEL: entry @loops(
  entry @loops(%lb: tile<i32>, %ub: tile<i32>, %step: tile<i32>, %cond: tile<i1>, %f: tile<f32>) {
    // CHECK: for %[[IV:.*]] in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i32> {
    // CHECK-NEXT: }
    for %i in (%lb to %ub, step %step) : tile<i32> {
      continue
    }
    // CHECK: for unsigned %{{.*}} in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i32> {
    // CHECK-NEXT: }
    cuda_tile.for unsigned %i in (%lb to %ub, step %step) : !cuda_tile.tile<i32> {
    }
    // CHECK: %{{.*}} = for %[[I:.*]] in (%{{.*}} to %{{.*}}, step %{{.*}}) : tile<i32> iter_values(%[[ACC:.*]] = %{{.*}}, %{{.*}} = %{{.*}}) -> (tile<f32>, tile<i32>) {
    // CHECK-NEXT: if %{{.*}} {
    // CHECK-NEXT: continue %[[ACC]], %[[I]] : tile<f32>, tile<i32>
    // CHECK-NEXT: }
    // CHECK-NEXT: continue %[[ACC]], %[[I]] : tile<f32>, tile<i32>
    %r:2 = for %i in (%lb to %ub, step %step) : tile<i32>
        iter_values(%acc = %f, %j = %lb) -> (tile<f32>, tile<i32>) {
      if %cond {
        continue %acc, %i : tile<f32>, tile<i32>
      }
      continue %acc, %i : tile<f32>, tile<i32>
    }
    // CHECK: for unsigned %{{.*}} iter_values(%{{.*}} = %{{.*}}) -> (tile<i32>) {
    %u = for unsigned %i in (%lb to %ub, step %step) : tile<i32> iter_values(%a = %lb) -> (tile<i32>) {
      continue %a : tile<i32>
    }

    // CHECK: loop {
    // CHECK-NEXT: }
    loop {
    }
    // CHECK: loop {
    // CHECK-NEXT: if %{{.*}} {
    // CHECK-NEXT: break
    // CHECK-NEXT: }
    // CHECK-NEXT: }
    loop {
      if %cond {
        break
      }
      continue
    }
    // CHECK: loop iter_values(%[[V:.*]] = %{{.*}}) : tile<i32> {
    // CHECK-NEXT: if %{{.*}} {
    // CHECK-NEXT: break
    // CHECK-NEXT: }
    // CHECK-NEXT: continue %[[V]] : tile<i32>
    loop iter_values(%v = %lb) : tile<i32> {
      if %cond {
        break
      }
      continue %v : tile<i32>
    }
    // CHECK: %{{.*}} = loop : tile<f32> {
    // CHECK-NEXT: break %{{.*}} : tile<f32>
    %l1 = loop : tile<f32> {
      break %f : tile<f32>
    }
    // CHECK: %{{.*}} = loop iter_values(%[[W:.*]] = %{{.*}}) : tile<i32> -> tile<f32> {
    // CHECK-NEXT: if %{{.*}} {
    // CHECK-NEXT: continue %[[W]] : tile<i32>
    // CHECK-NEXT: } else {
    // CHECK-NEXT: break %{{.*}} : tile<f32>
    // CHECK-NEXT: }
    // CHECK-NEXT: break %{{.*}} : tile<f32>
    %l2 = loop iter_values(%w = %lb) : tile<i32> -> tile<f32> {
      if %cond {
        continue %w : tile<i32>
      } else {
        break %f : tile<f32>
      }
      break %f : tile<f32>
    }
    // CHECK: loop iter_values(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : tile<i32>, tile<f32> -> tile<f32>, tile<i32> {
    %l3:2 = loop iter_values(%x = %lb, %y = %f) : tile<i32>, tile<f32> -> tile<f32>, tile<i32> {
      // CHECK: for
      for %i in (%lb to %ub, step %step) : tile<i32> {
        // CHECK-NEXT: if %{{.*}} {
        // CHECK-NEXT: continue
        // CHECK-NEXT: }
        if %cond {
          continue
        }
      }
      break %y, %x : tile<f32>, tile<i32>
    }
    // CHECK: return
  }

  // CHECK-LABEL: entry @branches(
  entry @branches(%cond: tile<i1>, %a: tile<i32>, %b: tile<f32>) {
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: }
    // CHECK-NOT: else
    if %cond {
      yield
    }
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: } else {
    // CHECK-NEXT: }
    cuda_tile.if %cond {
    } else {
    }
    // CHECK: %{{.*}}:2 = if %{{.*}} -> (tile<i32>, tile<f32>) {
    // CHECK-NEXT: yield %{{.*}}, %{{.*}} : tile<i32>, tile<f32>
    // CHECK-NEXT: } else {
    // CHECK-NEXT: yield %{{.*}}, %{{.*}} : tile<i32>, tile<f32>
    // CHECK-NEXT: }
    %x:2 = if %cond -> (tile<i32>, tile<f32>) {
      yield %a, %b : tile<i32>, tile<f32>
    } else {
      yield %a, %b : tile<i32>, tile<f32>
    }
    // CHECK: if %{{.*}} {
    // CHECK-NEXT: if %{{.*}} {
    // CHECK-NEXT: return
    // CHECK-NEXT: }
    // CHECK-NEXT: }
    if %cond {
      if %cond {
        return
      }
    }
    // CHECK: return
  }

  // CHECK-LABEL: entry @grid(
  entry @grid() {
    // CHECK: %{{.*}}, %{{.*}}, %{{.*}} = get_tile_block_id : tile<i32>
    %x, %y, %z = get_tile_block_id : tile<i32>
    // CHECK: %{{.*}}, %{{.*}}, %{{.*}} = get_num_tile_blocks : tile<i32>
    %nx, %ny, %nz = cuda_tile.get_num_tile_blocks : !cuda_tile.tile<i32>
  }
}
