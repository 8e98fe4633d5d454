// `inbounds` of view loads and stores (13.4: a flag per index, what cuTile
// writes for check_bounds=False): read back where any flag is set, written
// for 13.4, refused for older versions.
// RUN: %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.4 %S/Inputs/inbounds.mlir | %tileiras-translate -cudatilebc-to-mlir | FileCheck %s
// CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] attributes {inbounds = array<i1: false, true>}
// CHECK: store_view_tko weak %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] attributes {inbounds = array<i1: true, true>}
// CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] : partition_view
// RUN: not %tileiras-translate -mlir-to-cudatilebc --bytecode-version=13.3 %S/Inputs/inbounds.mlir 2>&1 | FileCheck %s --check-prefix=OLD
// OLD: inbounds.mlir:6:{{[0-9]+}}: error: attribute 'inbounds' of 'cuda_tile.load_view_tko' requires bytecode version 13.4, but the target is 13.3
// The dialect: one flag per index.
// RUN: sed -e 's/array<i1: false, true>/array<i1: true>/' %S/Inputs/inbounds.mlir > %t.bad.mlir
// RUN: not %tileiras-opt %t.bad.mlir 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: error: 'cuda_tile.load_view_tko' op expected 2 inbounds flags (one per index), got 1
