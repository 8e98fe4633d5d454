// What the interpreter reports, located at the op: accesses outside every
// buffer, out-of-bounds view loads without a padding value, reads of memory
// never written, failed asserts, undefined behaviour it can see, and ops it
// does not implement. Out-of-bounds view stores are dropped, not errors.
// RUN: not %tileiras-interpret %s --kernel=oob_load --buffer=x:f32:16:zeros 2>&1 | FileCheck %s --check-prefix=OOBLOAD
// RUN: not %tileiras-interpret %s --kernel=oob_store --buffer=x:f32:16:zeros 2>&1 | FileCheck %s --check-prefix=OOBSTORE
// RUN: not %tileiras-interpret %s --kernel=view_no_padding --buffer=x:f32:16:zeros --i64=10 2>&1 | FileCheck %s --check-prefix=NOPAD
// RUN: %python -c "import array, sys; open(sys.argv[1], 'wb').write(array.array('f', [1.0] * 10 + [0.0] * 6).tobytes())" %t.ref
// RUN: %tileiras-interpret %s --kernel=view_store_tail --buffer=x:f32:16:zeros --i64=10 --compare=x:%t.ref:rtol=0,atol=0 | FileCheck %s --check-prefix=TAIL
// RUN: not %tileiras-interpret %s --kernel=uninitialised --buffer=x:f32:16:zeros 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: not %tileiras-interpret %s --kernel=asserts --i32=3 2>&1 | FileCheck %s --check-prefix=ASSERT
// RUN: %tileiras-interpret %s --kernel=asserts --i32=-3
// RUN: not %tileiras-interpret %s --kernel=division --i32=0 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not %tileiras-interpret %s --kernel=nsw --i32=2147483647 2>&1 | FileCheck %s --check-prefix=NSW
// RUN: %tileiras-interpret %s --kernel=nsw --i32=2147483646
// RUN: not %tileiras-interpret %s --kernel=assumption --i32=12 2>&1 | FileCheck %s --check-prefix=ASSUME
// RUN: %tileiras-interpret %s --kernel=assumption --i32=16
// RUN: not %tileiras-interpret %s --kernel=ftoi_range --f32=3e9 2>&1 | FileCheck %s --check-prefix=FTOI
// RUN: not %tileiras-interpret %s --kernel=constant_global 2>&1 | FileCheck %s --check-prefix=CONSTANT
// RUN: not %tileiras-interpret %s --kernel=unimplemented 2>&1 | FileCheck %s --check-prefix=UNIMPL
// RUN: not %tileiras-interpret %s --kernel=oob_load --buffer=x:f32:16:zeros --i32=1 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not %tileiras-interpret %s 2>&1 | FileCheck %s --check-prefix=KERNELS
// RUN: not %tileiras-interpret %S/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// ARGS: tileiras-interpret: error: the kernel takes 1 arguments, 2 given
// KERNELS: tileiras-interpret: error: expected one kernel, found 12 (name one with --kernel)
// MISSING: tileiras-interpret: error: cannot read {{.*}}does-not-exist.mlir
cuda_tile.module @errors {
  // Element 16 of a 16-element buffer.
  entry @oob_load(%x: tile<ptr<f32>>) {
    %i = iota : tile<32xi32>
    %x1 = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xs = broadcast %x1 : tile<1xptr<f32>> -> tile<32xptr<f32>>
    %p = offset %xs, %i : tile<32xptr<f32>>, tile<32xi32> -> tile<32xptr<f32>>
    // OOBLOAD: tileiras-interpret: error: {{.*}}errors.mlir:[[@LINE+1]]:{{[0-9]+}}: out-of-bounds read (element 16) of 4 bytes at 0x{{[0-9a-f]+}}: 0 bytes past the end of buffer 'x' (64 bytes)
    %v, %t = load_ptr_tko weak %p : tile<32xptr<f32>> -> tile<32xf32>, token
  }
  // One element before the buffer.
  entry @oob_store(%x: tile<ptr<f32>>) {
    %m1 = constant <i32: -1> : tile<i32>
    %p = offset %x, %m1 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %one = constant <f32: 1.0> : tile<f32>
    // OOBSTORE: tileiras-interpret: error: {{.*}}errors.mlir:[[@LINE+1]]:{{[0-9]+}}: out-of-bounds write (element 0) of 4 bytes at 0x{{[0-9a-f]+}}: 4 bytes before the start of buffer 'x'
    %t = store_ptr_tko weak %p, %one : tile<ptr<f32>>, tile<f32> -> token
  }
  // A 16-element tile of a 10-element tensor, without a padding value.
  entry @view_no_padding(%x: tile<ptr<f32>>, %n: tile<i64>) {
    %tv = make_tensor_view %x, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    // NOPAD: tileiras-interpret: error: {{.*}}errors.mlir:[[@LINE+1]]:{{[0-9]+}}: load_view_tko: element (10,) of the tile is out of bounds and the view has no padding value
    %v, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<16xf32>, token
  }
  // The same view stores only the 10 elements inside the tensor.
  // TAIL: compare x: 16 elements match
  entry @view_store_tail(%x: tile<ptr<f32>>, %n: tile<i64>) {
    %tv = make_tensor_view %x, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %ones = constant <f32: 1.0> : tile<16xf32>
    %t = store_view_tko weak %ones, %pv[%c0] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
  }
  // alloca memory is undefined until written: element 3 is read, only 0..1 written.
  entry @uninitialised(%x: tile<ptr<f32>>) {
    %buf = alloca num_elem = 4, alignment = 16 : tile<ptr<f32>>
    %one = constant <f32: 1.0> : tile<2xf32>
    %i = iota : tile<2xi32>
    %b1 = reshape %buf : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bs = broadcast %b1 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %p = offset %bs, %i : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    %t = store_ptr_tko weak %p, %one : tile<2xptr<f32>>, tile<2xf32> -> token
    %v, %t2 = load_ptr_tko weak %p token=%t : tile<2xptr<f32>> -> tile<2xf32>, token
    %three = constant <i32: 3> : tile<i32>
    %q = offset %buf, %three : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    // UNINIT: tileiras-interpret: error: {{.*}}errors.mlir:[[@LINE+1]]:{{[0-9]+}}: read of uninitialised memory: 4 bytes at offset 12 of alloca at {{.*}}errors.mlir:[[@LINE-10]]:{{[0-9]+}}
    %w, %t3 = load_ptr_tko weak %q token=%t2 : tile<ptr<f32>> -> tile<f32>, token
  }
  entry @asserts(%n: tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %neg = cmpi less_than %n, %zero, signed : tile<i32> -> tile<i1>
    // ASSERT: tileiras-interpret: error: {{.*}}errors.mlir:[[@LINE+1]]:{{[0-9]+}}: assertion failed: n must be negative
    assert %neg, "n must be negative" : tile<i1>
  }
  entry @division(%n: tile<i32>) {
    %c = constant <i32: 7> : tile<i32>
    // DIV: tileiras-interpret: error: {{.*}}errors.mlir:[[@LINE+1]]:{{[0-9]+}}: divi: division by zero
    %q = divi %c, %n signed : tile<i32>
  }
  entry @nsw(%n: tile<i32>) {
    %c = constant <i32: 1> : tile<i32>
    // NSW: tileiras-interpret: error: {{.*}}errors.mlir:[[@LINE+1]]:{{[0-9]+}}: addi overflow<no_signed_wrap>: the signed result 2147483648 does not fit i32
    %s = addi %n, %c overflow<no_signed_wrap> : tile<i32>
  }
  entry @assumption(%n: tile<i32>) {
    // ASSUME: tileiras-interpret: error: {{.*}}errors.mlir:[[@LINE+1]]:{{[0-9]+}}: assume div_by<8> does not hold: 12
    %m = assume div_by<8>, %n : tile<i32>
  }
  entry @ftoi_range(%x: tile<f32>) {
    // FTOI: tileiras-interpret: error: {{.*}}errors.mlir:[[@LINE+1]]:{{[0-9]+}}: ftoi: 3000000000.0 is outside the range of signed i32
    %i = ftoi %x signed : tile<f32> -> tile<i32>
  }
  global private constant @table <i32: [1, 2]> : tile<2xi32>
  entry @constant_global() {
    %p = get_global @table : tile<ptr<i32>>
    %c = constant <i32: 5> : tile<i32>
    // CONSTANT: tileiras-interpret: error: {{.*}}errors.mlir:[[@LINE+1]]:{{[0-9]+}}: write to the constant global @table
    %t = store_ptr_tko weak %p, %c : tile<ptr<i32>>, tile<i32> -> token
  }
  entry @unimplemented() {
    // UNIMPL: tileiras-interpret: error: {{.*}}errors.mlir:[[@LINE+1]]:{{[0-9]+}}: op 'arith.constant' is not implemented by the interpreter
    %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
  }
}
