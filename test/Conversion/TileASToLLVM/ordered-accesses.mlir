// RUN: %tileiras-opt %s -p 'builtin.module(convert-cuda-tile-to-tileaa{chip=sm_80},convert-tileaa-to-tileas,tileas-assign-layouts,convert-nv-tile-func-to-llvm,gpu.module(tileas-plan-shared-memory,tileas-insert-barriers,convert-tileas-to-llvm))' | FileCheck %s

// A token orders an access after others of the tile block, whose elements
// are spread over the threads of the CTA: where the earlier access wrote
// (or the later one writes) elements that other threads may have touched,
// a CTA barrier comes first. Each tile here has 512 elements, 4 per thread,
// each held by one thread, unless said otherwise.

cuda_tile.module @m {
  // Read after write through other pointers: a barrier.
  // CHECK-LABEL: llvm.func @raw
  // CHECK: llvm.store
  // CHECK: nvvm.barrier0
  // CHECK-NEXT: llvm.load
  // CHECK-NOT: nvvm.barrier0
  // CHECK: llvm.return
  entry @raw(%a: tile<ptr<f32>>) {
    %a1 = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %as = broadcast %a1 : tile<1xptr<f32>> -> tile<512xptr<f32>>
    %i = iota : tile<512xi32>
    %p = offset %as, %i : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %c511 = constant <i32: 511> : tile<512xi32>
    %r = subi %c511, %i : tile<512xi32>
    %q = offset %as, %r : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %v = constant <f32: 1.0> : tile<512xf32>
    %t0 = store_ptr_tko weak %p, %v : tile<512xptr<f32>>, tile<512xf32> -> token
    %w, %t1 = load_ptr_tko weak %q token = %t0 : tile<512xptr<f32>> -> tile<512xf32>, token
    return
  }

  // The same pointer tile, each element held by one thread: each thread
  // writes what it read itself, program order is enough.
  // CHECK-LABEL: llvm.func @same_threads
  // CHECK-NOT: nvvm.barrier0
  // CHECK: llvm.return
  entry @same_threads(%a: tile<ptr<f32>>) {
    %a1 = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %as = broadcast %a1 : tile<1xptr<f32>> -> tile<512xptr<f32>>
    %i = iota : tile<512xi32>
    %p = offset %as, %i : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %w, %t0 = load_ptr_tko weak %p : tile<512xptr<f32>> -> tile<512xf32>, token
    %x = addf %w, %w : tile<512xf32>
    %t1 = store_ptr_tko weak %p, %x token = %t0 : tile<512xptr<f32>>, tile<512xf32> -> token
    return
  }

  // The same pointer tile, but 128 elements held by all four warps: the
  // first warp stores what the other three read.
  // CHECK-LABEL: llvm.func @replicated
  // CHECK: llvm.load
  // CHECK: nvvm.barrier0
  // CHECK: llvm.intr.masked.store
  entry @replicated(%a: tile<ptr<f32>>) {
    %a1 = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %as = broadcast %a1 : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %i = iota : tile<128xi32>
    %p = offset %as, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %w, %t0 = load_ptr_tko weak %p : tile<128xptr<f32>> -> tile<128xf32>, token
    %t1 = store_ptr_tko weak %p, %w token = %t0 : tile<128xptr<f32>>, tile<128xf32> -> token
    return
  }

  // Reads after reads need no order between threads.
  // CHECK-LABEL: llvm.func @rar
  // CHECK-NOT: nvvm.barrier0
  // CHECK: llvm.return
  entry @rar(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>) {
    %a1 = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %as = broadcast %a1 : tile<1xptr<f32>> -> tile<512xptr<f32>>
    %b1 = reshape %b : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bs = broadcast %b1 : tile<1xptr<f32>> -> tile<512xptr<f32>>
    %i = iota : tile<512xi32>
    %p = offset %as, %i : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %q = offset %bs, %i : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %v, %t0 = load_ptr_tko weak %p : tile<512xptr<f32>> -> tile<512xf32>, token
    %w, %t1 = load_ptr_tko weak %q token = %t0 : tile<512xptr<f32>> -> tile<512xf32>, token
    return
  }

  // A write after writes joined into one token, and a read after a print
  // ordered after a write: both find the writes behind.
  // CHECK-LABEL: llvm.func @joined
  // CHECK: llvm.store
  // CHECK-NOT: nvvm.barrier0
  // CHECK: llvm.store
  // CHECK: nvvm.barrier0
  // CHECK-NEXT: llvm.store
  // CHECK: gpu.printf
  // CHECK: nvvm.barrier0
  // CHECK-NEXT: llvm.load
  entry @joined(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>) {
    %a1 = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %as = broadcast %a1 : tile<1xptr<f32>> -> tile<512xptr<f32>>
    %b1 = reshape %b : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bs = broadcast %b1 : tile<1xptr<f32>> -> tile<512xptr<f32>>
    %i = iota : tile<512xi32>
    %p = offset %as, %i : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %q = offset %bs, %i : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %v = constant <f32: 1.0> : tile<512xf32>
    %t0 = store_ptr_tko weak %p, %v : tile<512xptr<f32>>, tile<512xf32> -> token
    %t1 = store_ptr_tko weak %q, %v : tile<512xptr<f32>>, tile<512xf32> -> token
    %t2 = join_tokens %t0, %t1 : token
    %t3 = store_ptr_tko weak %q, %v token = %t2 : tile<512xptr<f32>>, tile<512xf32> -> token
    %n = constant <i32: 7> : tile<i32>
    %t4 = print_tko "n = %d\n", %n token = %t3 : tile<i32> -> token
    %w, %t5 = load_ptr_tko weak %p token = %t4 : tile<512xptr<f32>> -> tile<512xf32>, token
    return
  }

  // A loop-carried token: the load at the top of an iteration is ordered
  // after the store at the end of the previous one.
  // CHECK-LABEL: llvm.func @loop
  // CHECK: scf.for
  // CHECK: nvvm.barrier0
  // CHECK-NEXT: llvm.load
  // CHECK: llvm.store
  // CHECK: scf.yield
  entry @loop(%a: tile<ptr<f32>>, %n: tile<i32>) {
    %a1 = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %as = broadcast %a1 : tile<1xptr<f32>> -> tile<512xptr<f32>>
    %i = iota : tile<512xi32>
    %p = offset %as, %i : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %c511 = constant <i32: 511> : tile<512xi32>
    %r = subi %c511, %i : tile<512xi32>
    %q = offset %as, %r : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %t0 = make_token : token
    %tn = for %k in (%zero to %n, step %one) : tile<i32> iter_values(%t = %t0) -> (token) {
      %w, %t1 = load_ptr_tko weak %q token = %t : tile<512xptr<f32>> -> tile<512xf32>, token
      %t2 = store_ptr_tko weak %p, %w token = %t1 : tile<512xptr<f32>>, tile<512xf32> -> token
      continue %t2 : token
    }
    return
  }

  // Across the back edge the same pointer tile may stand for other
  // elements: here each iteration moves the window by one, so the load of
  // one iteration reads what another thread stored in the previous one.
  // CHECK-LABEL: llvm.func @moving_window
  // CHECK: scf.for
  // CHECK: nvvm.barrier0
  // CHECK-NOT: llvm.store
  // CHECK: llvm.load
  entry @moving_window(%a: tile<ptr<f32>>, %n: tile<i32>) {
    %a1 = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %as = broadcast %a1 : tile<1xptr<f32>> -> tile<512xptr<f32>>
    %i = iota : tile<512xi32>
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %t0 = make_token : token
    %tn = for %k in (%zero to %n, step %one) : tile<i32> iter_values(%t = %t0) -> (token) {
      %k1 = reshape %k : tile<i32> -> tile<1xi32>
      %ks = broadcast %k1 : tile<1xi32> -> tile<512xi32>
      %at = addi %i, %ks : tile<512xi32>
      %p = offset %as, %at : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
      %w, %t1 = load_ptr_tko weak %p token = %t : tile<512xptr<f32>> -> tile<512xf32>, token
      %t2 = store_ptr_tko weak %p, %w token = %t1 : tile<512xptr<f32>>, tile<512xf32> -> token
      continue %t2 : token
    }
    return
  }

  // Tokens of a loop whose sources are not followed (loop lowers to
  // scf.while): the store ordered after the loop-carried token, and the
  // load after the loop, synchronize.
  // CHECK-LABEL: llvm.func @after_while
  // CHECK: scf.while
  // CHECK-NEXT: nvvm.barrier0
  // CHECK-NEXT: llvm.store
  // CHECK: scf.condition
  // CHECK: nvvm.barrier0
  // CHECK-NEXT: llvm.load
  entry @after_while(%a: tile<ptr<f32>>) {
    %a1 = reshape %a : tile<ptr<f32>> -> tile<1xptr<f32>>
    %as = broadcast %a1 : tile<1xptr<f32>> -> tile<512xptr<f32>>
    %i = iota : tile<512xi32>
    %p = offset %as, %i : tile<512xptr<f32>>, tile<512xi32> -> tile<512xptr<f32>>
    %v = constant <f32: 1.0> : tile<512xf32>
    %t0 = make_token : token
    %tn = loop iter_values(%t = %t0) : token -> token {
      %t1 = store_ptr_tko weak %p, %v token = %t : tile<512xptr<f32>>, tile<512xf32> -> token
      break %t1 : token
    }
    %w, %t2 = load_ptr_tko weak %p token = %tn : tile<512xptr<f32>> -> tile<512xf32>, token
    return
  }
}
