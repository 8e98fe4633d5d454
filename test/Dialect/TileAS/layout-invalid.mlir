// RUN: %tileiras-opt %s -split-input-file -verify-diagnostics

// expected-error @below {{invalid layout '(128,4):(4'}}
nv_tileaa.func @f(%a: tensor<4xf32, #nv_tileas.tv_layout<"(128,4):(4">>) {
  nv_tileaa.return
}

// -----

// expected-error @below {{a thread-value layout has 2 modes (thread, value), got 128:4}}
nv_tileaa.func @f(%a: tensor<4xf32, #nv_tileas.tv_layout<"128:4">>) {
  nv_tileaa.return
}
