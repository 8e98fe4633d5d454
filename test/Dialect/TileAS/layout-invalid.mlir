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

// -----

func.func @f(%x: tensor<8xi32>) {
  // expected-error @below {{'nv_tileas.convert_layout' op converts between tensors with #nv_tileas.tv_layout encodings}}
  %y = nv_tileas.convert_layout %x : tensor<8xi32> -> tensor<8xi32>
  return
}
