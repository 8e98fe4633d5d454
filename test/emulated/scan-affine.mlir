// A scan whose body is associative but not commutative, on two operands:
// (a, b) pairs compose as affine maps v -> a * v + b, the later map
// applied after the earlier (element = later, accumulator = earlier), so
// an exchanged element and accumulator, a wrong direction or a wrong
// partner gives other numbers. 2 x 1024 spreads a row over value, lane and
// warp bits; 64 x 2 has elements held by several threads. Forward and
// reverse, against a serial Python reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %s -p '%lower-to-llvm' --mlir-print-op-generic -o %t/k.mlir
// RUN: %tileiras-emulate %t/k.mlir --kernel=wide --seed=5 --dry-run --buffer=x:i32:2048:random \
// RUN:   --buffer=y:i32:2048:random --buffer=za:i32:2048:zeros --buffer=zb:i32:2048:zeros \
// RUN:   --buffer=ra:i32:2048:zeros --buffer=rb:i32:2048:zeros --out=x:%t/x.bin --out=y:%t/y.bin
// RUN: %python %S/Inputs/scan_affine_ref.py %t/x.bin %t/y.bin 2 %t/wide
// RUN: %tileiras-emulate %t/k.mlir --kernel=wide --seed=5 --buffer=x:i32:2048:random \
// RUN:   --buffer=y:i32:2048:random --buffer=za:i32:2048:zeros --buffer=zb:i32:2048:zeros \
// RUN:   --buffer=ra:i32:2048:zeros --buffer=rb:i32:2048:zeros --compare=za:%t/wide.a.bin \
// RUN:   --compare=zb:%t/wide.b.bin --compare=ra:%t/wide.ra.bin --compare=rb:%t/wide.rb.bin \
// RUN:   | FileCheck %s --check-prefix=WIDE
// WIDE-COUNT-4: elements match
// RUN: %tileiras-emulate %t/k.mlir --kernel=narrow --seed=6 --dry-run --buffer=x:i32:128:random \
// RUN:   --buffer=y:i32:128:random --buffer=za:i32:128:zeros --buffer=zb:i32:128:zeros \
// RUN:   --buffer=ra:i32:128:zeros --buffer=rb:i32:128:zeros --out=x:%t/x2.bin --out=y:%t/y2.bin
// RUN: %python %S/Inputs/scan_affine_ref.py %t/x2.bin %t/y2.bin 64 %t/narrow
// RUN: %tileiras-emulate %t/k.mlir --kernel=narrow --seed=6 --buffer=x:i32:128:random \
// RUN:   --buffer=y:i32:128:random --buffer=za:i32:128:zeros --buffer=zb:i32:128:zeros \
// RUN:   --buffer=ra:i32:128:zeros --buffer=rb:i32:128:zeros --compare=za:%t/narrow.a.bin \
// RUN:   --compare=zb:%t/narrow.b.bin --compare=ra:%t/narrow.ra.bin --compare=rb:%t/narrow.rb.bin \
// RUN:   | FileCheck %s --check-prefix=NARROW
// NARROW-COUNT-4: elements match
cuda_tile.module @affine {
  entry @wide(%x: tile<ptr<i32>>, %y: tile<ptr<i32>>, %za: tile<ptr<i32>>, %zb: tile<ptr<i32>>, %ra: tile<ptr<i32>>, %rb: tile<ptr<i32>>) {
    %i = iota : tile<2048xi32>
    %x1 = reshape %x : tile<ptr<i32>> -> tile<1xptr<i32>>
    %xs = broadcast %x1 : tile<1xptr<i32>> -> tile<2048xptr<i32>>
    %px = offset %xs, %i : tile<2048xptr<i32>>, tile<2048xi32> -> tile<2048xptr<i32>>
    %v, %t = load_ptr_tko weak %px : tile<2048xptr<i32>> -> tile<2048xi32>, token
    %y1 = reshape %y : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ys = broadcast %y1 : tile<1xptr<i32>> -> tile<2048xptr<i32>>
    %py = offset %ys, %i : tile<2048xptr<i32>>, tile<2048xi32> -> tile<2048xptr<i32>>
    %w, %t2 = load_ptr_tko weak %py : tile<2048xptr<i32>> -> tile<2048xi32>, token
    %a = reshape %v : tile<2048xi32> -> tile<2x1024xi32>
    %b = reshape %w : tile<2048xi32> -> tile<2x1024xi32>
    %s:2 = scan %a, %b dim=1 reverse=false identities=[1 : i32, 0 : i32] : tile<2x1024xi32>, tile<2x1024xi32> -> tile<2x1024xi32>, tile<2x1024xi32>
    (%ea: tile<i32>, %aa: tile<i32>, %eb: tile<i32>, %ab: tile<i32>) {
      %na = muli %ea, %aa : tile<i32>
      %m = muli %ea, %ab : tile<i32>
      %nb = addi %m, %eb : tile<i32>
      yield %na, %nb : tile<i32>, tile<i32>
    }
    %r:2 = scan %a, %b dim=1 reverse=true identities=[1 : i32, 0 : i32] : tile<2x1024xi32>, tile<2x1024xi32> -> tile<2x1024xi32>, tile<2x1024xi32>
    (%ea: tile<i32>, %aa: tile<i32>, %eb: tile<i32>, %ab: tile<i32>) {
      %na = muli %ea, %aa : tile<i32>
      %m = muli %ea, %ab : tile<i32>
      %nb = addi %m, %eb : tile<i32>
      yield %na, %nb : tile<i32>, tile<i32>
    }
    %f0 = reshape %s#0 : tile<2x1024xi32> -> tile<2048xi32>
    %f1 = reshape %s#1 : tile<2x1024xi32> -> tile<2048xi32>
    %f2 = reshape %r#0 : tile<2x1024xi32> -> tile<2048xi32>
    %f3 = reshape %r#1 : tile<2x1024xi32> -> tile<2048xi32>
    %z1 = reshape %za : tile<ptr<i32>> -> tile<1xptr<i32>>
    %zs = broadcast %z1 : tile<1xptr<i32>> -> tile<2048xptr<i32>>
    %pz = offset %zs, %i : tile<2048xptr<i32>>, tile<2048xi32> -> tile<2048xptr<i32>>
    %o1 = store_ptr_tko weak %pz, %f0 : tile<2048xptr<i32>>, tile<2048xi32> -> token
    %z2 = reshape %zb : tile<ptr<i32>> -> tile<1xptr<i32>>
    %zs2 = broadcast %z2 : tile<1xptr<i32>> -> tile<2048xptr<i32>>
    %pz2 = offset %zs2, %i : tile<2048xptr<i32>>, tile<2048xi32> -> tile<2048xptr<i32>>
    %o2 = store_ptr_tko weak %pz2, %f1 : tile<2048xptr<i32>>, tile<2048xi32> -> token
    %z3 = reshape %ra : tile<ptr<i32>> -> tile<1xptr<i32>>
    %zs3 = broadcast %z3 : tile<1xptr<i32>> -> tile<2048xptr<i32>>
    %pz3 = offset %zs3, %i : tile<2048xptr<i32>>, tile<2048xi32> -> tile<2048xptr<i32>>
    %o3 = store_ptr_tko weak %pz3, %f2 : tile<2048xptr<i32>>, tile<2048xi32> -> token
    %z4 = reshape %rb : tile<ptr<i32>> -> tile<1xptr<i32>>
    %zs4 = broadcast %z4 : tile<1xptr<i32>> -> tile<2048xptr<i32>>
    %pz4 = offset %zs4, %i : tile<2048xptr<i32>>, tile<2048xi32> -> tile<2048xptr<i32>>
    %o4 = store_ptr_tko weak %pz4, %f3 : tile<2048xptr<i32>>, tile<2048xi32> -> token
  }
  entry @narrow(%x: tile<ptr<i32>>, %y: tile<ptr<i32>>, %za: tile<ptr<i32>>, %zb: tile<ptr<i32>>, %ra: tile<ptr<i32>>, %rb: tile<ptr<i32>>) {
    %i = iota : tile<128xi32>
    %x1 = reshape %x : tile<ptr<i32>> -> tile<1xptr<i32>>
    %xs = broadcast %x1 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %px = offset %xs, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %v, %t = load_ptr_tko weak %px : tile<128xptr<i32>> -> tile<128xi32>, token
    %y1 = reshape %y : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ys = broadcast %y1 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %py = offset %ys, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %w, %t2 = load_ptr_tko weak %py : tile<128xptr<i32>> -> tile<128xi32>, token
    %a = reshape %v : tile<128xi32> -> tile<64x2xi32>
    %b = reshape %w : tile<128xi32> -> tile<64x2xi32>
    %s:2 = scan %a, %b dim=1 reverse=false identities=[1 : i32, 0 : i32] : tile<64x2xi32>, tile<64x2xi32> -> tile<64x2xi32>, tile<64x2xi32>
    (%ea: tile<i32>, %aa: tile<i32>, %eb: tile<i32>, %ab: tile<i32>) {
      %na = muli %ea, %aa : tile<i32>
      %m = muli %ea, %ab : tile<i32>
      %nb = addi %m, %eb : tile<i32>
      yield %na, %nb : tile<i32>, tile<i32>
    }
    %r:2 = scan %a, %b dim=1 reverse=true identities=[1 : i32, 0 : i32] : tile<64x2xi32>, tile<64x2xi32> -> tile<64x2xi32>, tile<64x2xi32>
    (%ea: tile<i32>, %aa: tile<i32>, %eb: tile<i32>, %ab: tile<i32>) {
      %na = muli %ea, %aa : tile<i32>
      %m = muli %ea, %ab : tile<i32>
      %nb = addi %m, %eb : tile<i32>
      yield %na, %nb : tile<i32>, tile<i32>
    }
    %f0 = reshape %s#0 : tile<64x2xi32> -> tile<128xi32>
    %f1 = reshape %s#1 : tile<64x2xi32> -> tile<128xi32>
    %f2 = reshape %r#0 : tile<64x2xi32> -> tile<128xi32>
    %f3 = reshape %r#1 : tile<64x2xi32> -> tile<128xi32>
    %z1 = reshape %za : tile<ptr<i32>> -> tile<1xptr<i32>>
    %zs = broadcast %z1 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %pz = offset %zs, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %o1 = store_ptr_tko weak %pz, %f0 : tile<128xptr<i32>>, tile<128xi32> -> token
    %z2 = reshape %zb : tile<ptr<i32>> -> tile<1xptr<i32>>
    %zs2 = broadcast %z2 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %pz2 = offset %zs2, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %o2 = store_ptr_tko weak %pz2, %f1 : tile<128xptr<i32>>, tile<128xi32> -> token
    %z3 = reshape %ra : tile<ptr<i32>> -> tile<1xptr<i32>>
    %zs3 = broadcast %z3 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %pz3 = offset %zs3, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %o3 = store_ptr_tko weak %pz3, %f2 : tile<128xptr<i32>>, tile<128xi32> -> token
    %z4 = reshape %rb : tile<ptr<i32>> -> tile<1xptr<i32>>
    %zs4 = broadcast %z4 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %pz4 = offset %zs4, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %o4 = store_ptr_tko weak %pz4, %f3 : tile<128xptr<i32>>, tile<128xi32> -> token
  }
}
