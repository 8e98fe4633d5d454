// A tile of 2048 elements printed whole (gathered 1024 elements at a time):
// the emulated kernel prints every element once, in row-major order, in
// cuTile's brackets; and the kernel compiles to PTX.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %s -p '%lower-to-llvm' --mlir-print-op-generic -o %t/k.mlir
// RUN: %tileiras-emulate %t/k.mlir --kernel=print_big | FileCheck %s
// CHECK: m = {{\[\[}}0, 1, 2, 3,
// CHECK-SAME: 1022, 1023], [1024, 1025,
// CHECK-SAME: , 2046, 2047{{\]\]}}
// CHECK-EMPTY:
// RUN: %tileiras-emulate %t/k.mlir --kernel=print_big | %python -c "import re, sys; text = sys.stdin.read(); print(re.findall(r'-?\d+', text) == [str(i) for i in range(2048)])" | FileCheck %s --check-prefix=ORDER
// ORDER: True
// RUN: %tileiras-opt %s -p 'builtin.module(tileiras{chip=sm_80 format=isa})' | FileCheck %s --check-prefix=PTX
// PTX: gpu.binary @print_big
// PTX-SAME: vprintf
// A 128 x 128 tile (64 KiB) prints through one 1024-element slice of
// shared memory at a time.
// RUN: %tileiras-emulate %t/k.mlir --kernel=print_huge | %python -c "import re, sys; text = sys.stdin.read(); print(re.findall(r'-?\d+', text) == [str(i) for i in range(16384)], text.count('['))" | FileCheck %s --check-prefix=HUGE
// HUGE: True 129
cuda_tile.module @print_big {
  entry @print_big() {
    %i = iota : tile<2048xi32>
    %m = reshape %i : tile<2048xi32> -> tile<2x1024xi32>
    %t = print_tko "m = %d\n", %m : tile<2x1024xi32> -> token
  }
  entry @print_huge() {
    %i = iota : tile<16384xi32>
    %m = reshape %i : tile<16384xi32> -> tile<128x128xi32>
    %t = print_tko "m = %d\n", %m : tile<128x128xi32> -> token
  }
}
