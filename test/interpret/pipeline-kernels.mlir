// The kernels of test/gpu/ written in cuda_tile (test/pipelines/*.mlir),
// interpreted with the arguments of their GPU tests against the same Python
// references.
// RUN: rm -rf %t && mkdir -p %t

// alloca: a block-private buffer reversed through pointers.
// RUN: %tileiras-interpret %S/../pipelines/alloca.mlir --grid=3 --seed=5 --dry-run \
// RUN:   --buffer=x:f32:1536:random --buffer=y:f32:1536:zeros --out=x:%t/alloca-x.bin
// RUN: %python %S/../gpu/Inputs/reverse_ref.py %t/alloca-x.bin %t/alloca-ref.bin
// RUN: %tileiras-interpret %S/../pipelines/alloca.mlir --grid=3 --seed=5 --buffer=x:f32:1536:random \
// RUN:   --buffer=y:f32:1536:zeros --compare=y:%t/alloca-ref.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=ALLOCA
// ALLOCA: compare y: 1536 elements match

// atomic-result: tickets from an atomic add, one per block.
// RUN: %python -c "import array, sys; open(sys.argv[1], 'wb').write(array.array('i', range(1, 65)).tobytes()); open(sys.argv[2], 'wb').write(array.array('i', [64]).tobytes())" %t/tickets.bin %t/counter.bin
// RUN: %tileiras-interpret %S/../pipelines/atomic-result.mlir --grid=64 --buffer=counter:i32:1:zeros \
// RUN:   --buffer=out:i32:64:zeros --compare=out:%t/tickets.bin --compare=counter:%t/counter.bin | FileCheck %s --check-prefix=TICKETS
// TICKETS-DAG: compare out: 64 elements match
// TICKETS-DAG: compare counter: 1 elements match

// atomic-view: column sums by atomic_red_view_tko.
// RUN: %tileiras-interpret %S/../pipelines/atomic-view.mlir --grid=5 --seed=8 --dry-run --buffer=x:f32:1280:random \
// RUN:   --buffer=y:f32:256:zeros --i64=5 --out=x:%t/colsum-x.bin
// RUN: %python %S/../gpu/Inputs/column_sum_ref.py %t/colsum-x.bin 5 %t/colsum-ref.bin
// RUN: %tileiras-interpret %S/../pipelines/atomic-view.mlir --grid=5 --seed=8 --buffer=x:f32:1280:random \
// RUN:   --buffer=y:f32:256:zeros --i64=5 --compare=y:%t/colsum-ref.bin:rtol=1e-5,atol=1e-6 | FileCheck %s --check-prefix=COLSUM
// COLSUM: compare y: 256 elements match

// exits: return in if, break and continue in loop and for.
// RUN: %python -c "import array, sys; open(sys.argv[1], 'wb').write(array.array('i', [12, 21]).tobytes()); open(sys.argv[2], 'wb').write(array.array('i', [0, 0]).tobytes())" %t/ref7.bin %t/ref11.bin
// RUN: %tileiras-interpret %S/../pipelines/exits.mlir --grid=1 --buffer=p:i32:2:zeros --i32=7 --compare=p:%t/ref7.bin | FileCheck %s --check-prefix=EXITS
// RUN: %tileiras-interpret %S/../pipelines/exits.mlir --grid=1 --buffer=p:i32:2:zeros --i32=11 --compare=p:%t/ref11.bin | FileCheck %s --check-prefix=EXITS
// EXITS: compare p: 2 elements match

// ftof-f8: f32 to f8E4M3FN, f8E5M2 (nearest even, saturating) and tf32, and back.
// RUN: mkdir -p %t/ftof && %python %S/../gpu/Inputs/ftof_f8_ref.py %t/ftof
// RUN: %tileiras-interpret %S/../pipelines/ftof-f8.mlir --grid=1 --buffer=x:f32:256:%t/ftof/x.bin \
// RUN:   --buffer=a:i8:256:zeros --buffer=b:i8:256:zeros --buffer=y:f32:256:zeros \
// RUN:   --buffer=z:f32:256:zeros --buffer=w:f32:256:zeros \
// RUN:   --compare=a:%t/ftof/a.bin --compare=b:%t/ftof/b.bin --compare=y:%t/ftof/y.bin:rtol=0,atol=0 \
// RUN:   --compare=z:%t/ftof/z.bin:rtol=0,atol=0 --compare=w:%t/ftof/w.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=FTOF
// FTOF-DAG: compare a: 256 elements match
// FTOF-DAG: compare b: 256 elements match
// FTOF-DAG: compare y: 256 elements match
// FTOF-DAG: compare z: 256 elements match
// FTOF-DAG: compare w: 256 elements match

// gather-scatter: rows picked by an index tile, out-of-range rows padded
// on load and dropped on store.
// RUN: %python -c "import array, sys; array.array('i', [3, 19, -1, 25, 0, 7, 7, 12]).tofile(open(sys.argv[1], 'wb')); array.array('i', [0, 5, 6, 30, 19, 2, 11, -4]).tofile(open(sys.argv[2], 'wb'))" %t/rows.bin %t/dest.bin
// RUN: %tileiras-interpret %S/../pipelines/gather-scatter.mlir --grid=1 --seed=8 --dry-run --buffer=x:f32:320:random \
// RUN:   --buffer=y:f32:320:random --buffer=rows:i32:8:%t/rows.bin --buffer=dest:i32:8:%t/dest.bin --i64=20 \
// RUN:   --out=x:%t/gs-x.bin --out=y:%t/gs-y0.bin
// RUN: %python %S/../gpu/Inputs/gather_scatter_ref.py %t/gs-x.bin 20 %t/rows.bin %t/dest.bin %t/gs-y0.bin %t/gs-ref.bin
// RUN: %tileiras-interpret %S/../pipelines/gather-scatter.mlir --grid=1 --seed=8 --buffer=x:f32:320:random \
// RUN:   --buffer=y:f32:320:random --buffer=rows:i32:8:%t/rows.bin --buffer=dest:i32:8:%t/dest.bin --i64=20 \
// RUN:   --compare=y:%t/gs-ref.bin | FileCheck %s --check-prefix=GATHER
// GATHER: compare y: 320 elements match

// mma-narrow: mmaf with f8E4M3FN, f8E5M2 and tf32 operands.
// RUN: mkdir -p %t/narrow && %python %S/../gpu/Inputs/mma_narrow_ref.py %t/narrow
// RUN: %tileiras-interpret %S/../pipelines/mma-narrow.mlir --grid=1 \
// RUN:   --buffer=a:i8:256:%t/narrow/a.bin --buffer=b:i8:256:%t/narrow/b.bin --buffer=t:f32:256:%t/narrow/t.bin \
// RUN:   --buffer=c:f32:256:zeros --compare=c:%t/narrow/ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s --check-prefix=NARROW
// NARROW: compare c: 256 elements match

// mmaf-scaled: block-scaled products of f8 and packed f4 operands.
// RUN: mkdir -p %t/scaled && %python %S/../gpu/Inputs/mmaf_scaled_ref.py inputs %t/scaled
// RUN: %python %S/../gpu/Inputs/mmaf_scaled_ref.py reference %t/scaled
// RUN: %tileiras-interpret %S/../pipelines/mmaf-scaled.mlir --kernel=mx_f8 --grid=1 --buffer=a:i8:1024:%t/scaled/a8.bin \
// RUN:   --buffer=b:i8:1024:%t/scaled/b8.bin --buffer=sa:i8:32:%t/scaled/sa8.bin --buffer=sb:i8:32:%t/scaled/sb8.bin \
// RUN:   --buffer=c:f32:256:zeros --compare=c:%t/scaled/c.bin:rtol=1e-5,atol=0.25 | FileCheck %s --check-prefix=F8
// F8: compare c: 256 elements match
// RUN: %tileiras-interpret %S/../pipelines/mmaf-scaled.mlir --kernel=nv_f4 --grid=1 --buffer=a:i8:512:%t/scaled/a4.bin \
// RUN:   --buffer=b:i8:512:%t/scaled/b4.bin --buffer=sa:i8:64:%t/scaled/sa4.bin --buffer=sb:i8:64:%t/scaled/sb4.bin \
// RUN:   --buffer=d:f32:256:zeros --compare=d:%t/scaled/d.bin:rtol=1e-5,atol=0.25 | FileCheck %s --check-prefix=F4
// F4: compare d: 256 elements match

// pack-f4 and pack: unpack/pack of f4E2M1FN nibbles, f16 bytes and f32 words.
// RUN: %tileiras-interpret %S/../pipelines/pack-f4.mlir --grid=1 --seed=3 --dry-run --buffer=x:i8:32:random \
// RUN:   --buffer=y:f32:64:zeros --buffer=z:i8:32:zeros --out=x:%t/f4-x.bin
// RUN: mkdir -p %t/f4 && %python %S/../gpu/Inputs/pack_f4_ref.py %t/f4-x.bin %t/f4
// RUN: %tileiras-interpret %S/../pipelines/pack-f4.mlir --grid=1 --seed=3 --buffer=x:i8:32:random \
// RUN:   --buffer=y:f32:64:zeros --buffer=z:i8:32:zeros \
// RUN:   --compare=y:%t/f4/y.bin:rtol=0,atol=0 --compare=z:%t/f4/z.bin | FileCheck %s --check-prefix=PACKF4
// PACKF4-DAG: compare y: 64 elements match
// PACKF4-DAG: compare z: 32 elements match
// RUN: %tileiras-interpret %S/../pipelines/pack.mlir --grid=1 --seed=2 --dry-run --buffer=x:f16:64:random \
// RUN:   --buffer=b:i8:128:zeros --buffer=y:f32:32:zeros --out=x:%t/pack-x.bin
// RUN: mkdir -p %t/pack && %python %S/../gpu/Inputs/pack_ref.py %t/pack-x.bin %t/pack
// RUN: %tileiras-interpret %S/../pipelines/pack.mlir --grid=1 --seed=2 --buffer=x:f16:64:random \
// RUN:   --buffer=b:i8:128:zeros --buffer=y:f32:32:zeros \
// RUN:   --compare=b:%t/pack/b.bin --compare=y:%t/pack/y.bin:rtol=0,atol=0 | FileCheck %s --check-prefix=PACK
// PACK-DAG: compare b: 128 elements match
// PACK-DAG: compare y: 32 elements match

// scan: inclusive prefix sums and reverse prefix maxima.
// RUN: %tileiras-interpret %S/../pipelines/scan.mlir --grid=1 --seed=9 --dry-run \
// RUN:   --buffer=x:i32:2048:random --buffer=y:i32:2048:zeros --buffer=z:i32:2048:zeros --out=x:%t/scan-x.bin
// RUN: %python %S/../gpu/Inputs/scan_ref.py %t/scan-x.bin %t/scan-y.bin %t/scan-z.bin
// RUN: %tileiras-interpret %S/../pipelines/scan.mlir --grid=1 --seed=9 \
// RUN:   --buffer=x:i32:2048:random --buffer=y:i32:2048:zeros --buffer=z:i32:2048:zeros \
// RUN:   --compare=y:%t/scan-y.bin --compare=z:%t/scan-z.bin | FileCheck %s --check-prefix=SCAN
// SCAN-DAG: compare y: 2048 elements match
// SCAN-DAG: compare z: 2048 elements match

// shape-ops: permute, extract and cat.
// RUN: %tileiras-interpret %S/../pipelines/shape-ops.mlir --grid=1 --seed=4 --dry-run --buffer=x:i32:32:random \
// RUN:   --buffer=y:i32:32:zeros --buffer=z:i32:8:zeros --buffer=w:i32:64:zeros --i32=3 --out=x:%t/shapes-x.bin
// RUN: mkdir -p %t/shapes && %python %S/../gpu/Inputs/shape_ops_ref.py %t/shapes-x.bin 3 %t/shapes
// RUN: %tileiras-interpret %S/../pipelines/shape-ops.mlir --grid=1 --seed=4 --buffer=x:i32:32:random \
// RUN:   --buffer=y:i32:32:zeros --buffer=z:i32:8:zeros --buffer=w:i32:64:zeros --i32=3 \
// RUN:   --compare=y:%t/shapes/y.bin --compare=z:%t/shapes/z.bin --compare=w:%t/shapes/w.bin | FileCheck %s --check-prefix=SHAPES
// SHAPES-DAG: compare y: 32 elements match
// SHAPES-DAG: compare z: 8 elements match
// SHAPES-DAG: compare w: 64 elements match

// strided-view and strided-view-dim-map: overlapping windows, and windows
// whose tile dimensions run along transposed tensor dimensions.
// RUN: %tileiras-interpret %S/../pipelines/strided-view.mlir --grid=8 --seed=6 --dry-run --buffer=x:f32:32:random \
// RUN:   --buffer=y:f32:8:zeros --i64=30 --out=x:%t/win-x.bin
// RUN: %python %S/../gpu/Inputs/windows_ref.py %t/win-x.bin 30 8 %t/win-ref.bin
// RUN: %tileiras-interpret %S/../pipelines/strided-view.mlir --grid=8 --seed=6 --buffer=x:f32:32:random \
// RUN:   --buffer=y:f32:8:zeros --i64=30 --compare=y:%t/win-ref.bin:rtol=1e-6,atol=1e-6 | FileCheck %s --check-prefix=WINDOWS
// WINDOWS: compare y: 8 elements match
// RUN: %tileiras-interpret %S/../pipelines/strided-view-dim-map.mlir --grid=84 --seed=7 --dry-run --buffer=x:f32:992:random \
// RUN:   --buffer=y:f32:672:zeros --i64=62 --i64=84 --out=x:%t/tw-x.bin
// RUN: %python %S/../gpu/Inputs/transposed_windows_ref.py %t/tw-x.bin 62 84 %t/tw-ref.bin
// RUN: %tileiras-interpret %S/../pipelines/strided-view-dim-map.mlir --grid=84 --seed=7 --buffer=x:f32:992:random \
// RUN:   --buffer=y:f32:672:zeros --i64=62 --i64=84 --compare=y:%t/tw-ref.bin | FileCheck %s --check-prefix=TWINDOWS
// TWINDOWS: compare y: 672 elements match

// print-tile: tiles print in nested brackets, once per tile block.
// RUN: %tileiras-interpret %S/../pipelines/print-tile.mlir --grid=1 --i32=7 | FileCheck %s --check-prefix=PRINT
// PRINT: m = {{\[\[}}0, 1, 2, 3], [4, 5, 6, 7{{\]\]}}, f = [1.50, -0.25], n = 7
// PRINT-NOT: m = [
