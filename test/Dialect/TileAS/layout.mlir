// RUN: %tileiras-opt %s | FileCheck %s
// RUN: %tileiras-opt %s | %tileiras-opt | FileCheck %s

// CHECK: #[[TV:tv]] = #nv_tileas.tv_layout<"(128,(4,2)):(4,(1,512))">
// CHECK-LABEL: nv_tileaa.func @distributed
// CHECK-SAME: tensor<1024xf32, #[[TV]]>
// CHECK: nv_tileas.addf %{{.*}}, %{{.*}} : tensor<1024xf32, #[[TV]]>
nv_tileaa.func @distributed(%a: tensor<1024xf32, #nv_tileas.tv_layout<"(128,(4,2)):(4,(1,512))">>) {
  %0 = nv_tileas.addf %a, %a : tensor<1024xf32, #nv_tileas.tv_layout<"(128,(4,2)):(4,(1,512))">>
  nv_tileaa.return
}
