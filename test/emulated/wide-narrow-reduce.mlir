// Reductions and a scan on elements wider and narrower than the 32 bits a
// shuffle moves: i64 sums (shuffled in halves) and an i64 prefix sum over
// the whole i64 range, f64 maxima, i8 sums wrapping at 8 bits and f16
// maxima (widened for the shuffle), 4 rows of 256 each. A Python reference.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %s -p '%lower-to-llvm' --mlir-print-op-generic -o %t/k.mlir
// RUN: %tileiras-opt %s -p '%lower-to-llvm' | FileCheck %s --check-prefix=SHUFFLES
// SHUFFLES: gpu.shuffle
// RUN: %python %S/Inputs/wide_narrow_reduce_ref.py %t
// RUN: %tileiras-emulate %t/k.mlir --buffer=a:i64:1024:%t/a.bin --buffer=b:f64:1024:%t/b.bin \
// RUN:   --buffer=c:i8:1024:%t/c.bin --buffer=d:f16:1024:%t/d.bin --buffer=o:i64:4:zeros \
// RUN:   --buffer=of:f64:4:zeros --buffer=oc:i8:4:zeros --buffer=od:f16:4:zeros \
// RUN:   --buffer=os:i64:1024:zeros --compare=o:%t/sums.bin --compare=of:%t/maxima.bin:rtol=0,atol=0 \
// RUN:   --compare=oc:%t/small.bin --compare=od:%t/halves.bin:rtol=0,atol=0 \
// RUN:   --compare=os:%t/prefix.bin | FileCheck %s
// CHECK: compare o: 4 elements match
// CHECK: compare of: 4 elements match
// CHECK: compare oc: 4 elements match
// CHECK: compare od: 4 elements match
// CHECK: compare os: 1024 elements match
cuda_tile.module @wide {
  entry @wide(%a: tile<ptr<i64>>, %b: tile<ptr<f64>>, %c: tile<ptr<i8>>, %d: tile<ptr<f16>>, %o: tile<ptr<i64>>, %of: tile<ptr<f64>>, %oc: tile<ptr<i8>>, %od: tile<ptr<f16>>, %os: tile<ptr<i64>>) {
    %i = iota : tile<1024xi32>
    %a1 = reshape %a : tile<ptr<i64>> -> tile<1xptr<i64>>
    %as = broadcast %a1 : tile<1xptr<i64>> -> tile<1024xptr<i64>>
    %pa = offset %as, %i : tile<1024xptr<i64>>, tile<1024xi32> -> tile<1024xptr<i64>>
    %va, %ta = load_ptr_tko weak %pa : tile<1024xptr<i64>> -> tile<1024xi64>, token
    %b1 = reshape %b : tile<ptr<f64>> -> tile<1xptr<f64>>
    %bs = broadcast %b1 : tile<1xptr<f64>> -> tile<1024xptr<f64>>
    %pb = offset %bs, %i : tile<1024xptr<f64>>, tile<1024xi32> -> tile<1024xptr<f64>>
    %vb, %tb = load_ptr_tko weak %pb : tile<1024xptr<f64>> -> tile<1024xf64>, token
    %c1 = reshape %c : tile<ptr<i8>> -> tile<1xptr<i8>>
    %cs = broadcast %c1 : tile<1xptr<i8>> -> tile<1024xptr<i8>>
    %pc = offset %cs, %i : tile<1024xptr<i8>>, tile<1024xi32> -> tile<1024xptr<i8>>
    %vc, %tc = load_ptr_tko weak %pc : tile<1024xptr<i8>> -> tile<1024xi8>, token
    %d1 = reshape %d : tile<ptr<f16>> -> tile<1xptr<f16>>
    %ds = broadcast %d1 : tile<1xptr<f16>> -> tile<1024xptr<f16>>
    %pd = offset %ds, %i : tile<1024xptr<f16>>, tile<1024xi32> -> tile<1024xptr<f16>>
    %vd, %td = load_ptr_tko weak %pd : tile<1024xptr<f16>> -> tile<1024xf16>, token
    %ra = reshape %va : tile<1024xi64> -> tile<4x256xi64>
    %rb = reshape %vb : tile<1024xf64> -> tile<4x256xf64>
    %rc = reshape %vc : tile<1024xi8> -> tile<4x256xi8>
    %rd = reshape %vd : tile<1024xf16> -> tile<4x256xf16>
    %sa = reduce %ra dim=1 identities=[0 : i64] : tile<4x256xi64> -> tile<4xi64>
    (%e: tile<i64>, %acc: tile<i64>) {
      %s = addi %e, %acc : tile<i64>
      yield %s : tile<i64>
    }
    %mb = reduce %rb dim=1 identities=[0xFFF0000000000000 : f64] : tile<4x256xf64> -> tile<4xf64>
    (%e: tile<f64>, %acc: tile<f64>) {
      %m = maxf %e, %acc : tile<f64>
      yield %m : tile<f64>
    }
    %sc = reduce %rc dim=1 identities=[0 : i8] : tile<4x256xi8> -> tile<4xi8>
    (%e: tile<i8>, %acc: tile<i8>) {
      %s = addi %e, %acc : tile<i8>
      yield %s : tile<i8>
    }
    %md = reduce %rd dim=1 identities=[0xFC00 : f16] : tile<4x256xf16> -> tile<4xf16>
    (%e: tile<f16>, %acc: tile<f16>) {
      %m = maxf %e, %acc : tile<f16>
      yield %m : tile<f16>
    }
    %pre = scan %ra dim=1 reverse=false identities=[0 : i64] : tile<4x256xi64> -> tile<4x256xi64>
    (%e: tile<i64>, %acc: tile<i64>) {
      %s = addi %e, %acc : tile<i64>
      yield %s : tile<i64>
    }
    %i4 = iota : tile<4xi32>
    %o1 = reshape %o : tile<ptr<i64>> -> tile<1xptr<i64>>
    %o4 = broadcast %o1 : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %po = offset %o4, %i4 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %t1 = store_ptr_tko weak %po, %sa : tile<4xptr<i64>>, tile<4xi64> -> token
    %of1 = reshape %of : tile<ptr<f64>> -> tile<1xptr<f64>>
    %of4 = broadcast %of1 : tile<1xptr<f64>> -> tile<4xptr<f64>>
    %pof = offset %of4, %i4 : tile<4xptr<f64>>, tile<4xi32> -> tile<4xptr<f64>>
    %t2 = store_ptr_tko weak %pof, %mb : tile<4xptr<f64>>, tile<4xf64> -> token
    %oc1 = reshape %oc : tile<ptr<i8>> -> tile<1xptr<i8>>
    %oc4 = broadcast %oc1 : tile<1xptr<i8>> -> tile<4xptr<i8>>
    %poc = offset %oc4, %i4 : tile<4xptr<i8>>, tile<4xi32> -> tile<4xptr<i8>>
    %t3 = store_ptr_tko weak %poc, %sc : tile<4xptr<i8>>, tile<4xi8> -> token
    %od1 = reshape %od : tile<ptr<f16>> -> tile<1xptr<f16>>
    %od4 = broadcast %od1 : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %pod = offset %od4, %i4 : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %t4 = store_ptr_tko weak %pod, %md : tile<4xptr<f16>>, tile<4xf16> -> token
    %fpre = reshape %pre : tile<4x256xi64> -> tile<1024xi64>
    %os1 = reshape %os : tile<ptr<i64>> -> tile<1xptr<i64>>
    %oss = broadcast %os1 : tile<1xptr<i64>> -> tile<1024xptr<i64>>
    %pos = offset %oss, %i : tile<1024xptr<i64>>, tile<1024xi32> -> tile<1024xptr<i64>>
    %t5 = store_ptr_tko weak %pos, %fpre : tile<1024xptr<i64>>, tile<1024xi64> -> token
  }
}
