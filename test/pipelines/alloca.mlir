// Each tile block reverses its 512 elements of x into y through scratch
// memory of its own (alloca): the tile is stored into the scratch and
// loaded back from the mirrored places, ordered after the store by its
// token. Thread 0 takes the scratch from the device heap (malloc, trap when
// there is none), shares the address through global_smem and frees it at
// the end; the reversed load reads elements other threads stored, so a CTA
// barrier separates it from the store.
// REQUIRES: ptxas
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' \
// RUN:   | grep -o -E 'call\.uni[^;]*|trap|(ld|st)\.(global|shared)[.a-z0-9]*|bar\.sync' | FileCheck %s --check-prefix=PTX
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_90a})' | FileCheck %s --check-prefix=BIN
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_100a})' | FileCheck %s --check-prefix=BIN

// PTX: ld.global.b32
// PTX: call.uni (retval0), malloc, (param0)
// PTX-NEXT: st.shared.b64
// PTX-NEXT: bar.sync
// PTX-NEXT: ld.shared.b64
// PTX-NEXT: st.global.b32
// PTX-COUNT-3: st.global.b32
// PTX-NEXT: bar.sync
// PTX-NEXT: ld.global.b32
// PTX-COUNT-3: ld.global.b32
// PTX-COUNT-4: st.global.b32
// PTX-NEXT: bar.sync
// PTX-NEXT: call.uni free, (param0)
// The trap, out of the way at the end.
// PTX-NEXT: trap

// BIN: kernels = {reverse = {block = array<i32: 128, 1, 1>, dynamic_smem = 0 : i32, registers = {{[0-9]+}} : i32, spill_loads = 0 : i32, spill_stores = 0 : i32, stack_frame = {{[0-9]+}} : i32, static_smem = {{[0-9]+}} : i32}}

cuda_tile.module @alloca {
  entry @reverse(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>) {
    %bid, %by, %bz = get_tile_block_id : tile<i32>
    %size = constant <i32: 512> : tile<i32>
    %start = muli %bid, %size : tile<i32>
    %start1 = reshape %start : tile<i32> -> tile<1xi32>
    %starts = broadcast %start1 : tile<1xi32> -> tile<512xi32>
    %i = iota : tile<512xi32>
    %at = addi %starts, %i : tile<512xi32>

    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xs = broadcast %x1 : tile<1xptr<f32>> -> tile<512xptr<f32>>
    %px = offset %xs, %at : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %v, %t0 = load_ptr_tko weak %px : tile<512xptr<f32>> -> tile<512xf32>, token

    %buf = alloca num_elem = 512, alignment = 16 : tile<ptr<f32>>
    %b1 = reshape %buf : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bs = broadcast %b1 : tile<1xptr<f32>> -> tile<512xptr<f32>>
    %pb = offset %bs, %i : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %t1 = store_ptr_tko weak %pb, %v : tile<512xptr<f32>>, tile<512xf32> -> token
    %last = constant <i32: 511> : tile<512xi32>
    %mirror = subi %last, %i : tile<512xi32>
    %pm = offset %bs, %mirror : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %w, %t2 = load_ptr_tko weak %pm token = %t1 : tile<512xptr<f32>> -> tile<512xf32>, token

    %y1 = reshape %y : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ys = broadcast %y1 : tile<1xptr<f32>> -> tile<512xptr<f32>>
    %py = offset %ys, %at : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %t3 = store_ptr_tko weak %py, %w : tile<512xptr<f32>>, tile<512xf32> -> token
    return
  }
}
