// A slice of a one-dimensional tile at a runtime index, staged alone in
// shared memory (the threads holding its elements write them at their
// place in the slice): y = x[64 k : 64 k + 64] for k = 2, and k = 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %s -p '%lower-to-llvm' --mlir-print-op-generic -o %t/k.mlir
// RUN: %tileiras-emulate %t/k.mlir --seed=3 --dry-run --buffer=x:i32:256:random \
// RUN:   --buffer=y:i32:64:zeros --i32=2 --out=x:%t/x.bin
// RUN: %python -c "import sys; x = open(sys.argv[1], 'rb').read(); open(sys.argv[2], 'wb').write(x[512:768]); open(sys.argv[3], 'wb').write(x[:256])" %t/x.bin %t/ref2.bin %t/ref0.bin
// RUN: %tileiras-emulate %t/k.mlir --seed=3 --buffer=x:i32:256:random --buffer=y:i32:64:zeros \
// RUN:   --i32=2 --compare=y:%t/ref2.bin | FileCheck %s
// RUN: %tileiras-emulate %t/k.mlir --seed=3 --buffer=x:i32:256:random --buffer=y:i32:64:zeros \
// RUN:   --i32=0 --compare=y:%t/ref0.bin | FileCheck %s
// CHECK: compare y: 64 elements match
// RUN: %tileiras-opt %s -p '%lower-to-llvm' | FileCheck %s --check-prefix=STAGED
// STAGED: llvm.mlir.global internal @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x i8>
// STAGED: arith.cmpi ult
// STAGED: scf.if
cuda_tile.module @extract_1d {
  entry @extract_1d(%x: tile<ptr<i32>>, %y: tile<ptr<i32>>, %k: tile<i32>) {
    %i = iota : tile<256xi32>
    %x1 = reshape %x : tile<ptr<i32>> -> tile<1xptr<i32>>
    %xs = broadcast %x1 : tile<1xptr<i32>> -> tile<256xptr<i32>>
    %px = offset %xs, %i : tile<256xptr<i32>>, tile<256xi32> -> tile<256xptr<i32>>
    %v, %t = load_ptr_tko weak %px : tile<256xptr<i32>> -> tile<256xi32>, token
    %s = extract %v[%k] : tile<256xi32> -> tile<64xi32>
    %j = iota : tile<64xi32>
    %y1 = reshape %y : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ys = broadcast %y1 : tile<1xptr<i32>> -> tile<64xptr<i32>>
    %py = offset %ys, %j : tile<64xptr<i32>>, tile<64xi32> -> tile<64xptr<i32>>
    %t2 = store_ptr_tko weak %py, %s : tile<64xptr<i32>>, tile<64xi32> -> token
  }
}
