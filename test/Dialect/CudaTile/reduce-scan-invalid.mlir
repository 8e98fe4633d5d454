// RUN: %cuda-tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @f() {
    %x = constant <f32: 0.0> : tile<8xf32>
    // expected-error @below{{'cuda_tile.reduce' op dimension (10) is out of bound [0, 1)}}
    %0 = reduce %x dim=10 identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32>
      (%a: tile<f32>, %b: tile<f32>) {
        yield %a : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %x = constant <f32: 0.0> : tile<8xf32>
    // expected-error @below{{expect identities to match the number of operands but got: 1 operands and 2 identities}}
    %0 = reduce %x dim=0 identities=[0.0 : f32, 0.0 : f32] : tile<8xf32> -> tile<f32>
      (%a: tile<f32>, %b: tile<f32>) {
        yield %a : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %x = constant <f32: 0.0> : tile<8xf32>
    // expected-error @below{{expect 0-rank tile type at index: 0 but got: '!cuda_tile.tile<1xf32>'}}
    %0 = reduce %x dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
      (%a: tile<1xf32>, %b: tile<f32>) {
        yield %b : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %x = constant <f32: 0.0> : tile<8xf32>
    // expected-error @below{{expect same type for operand at index: 0 and terminator argument at index: 0 but got: 'f32' and 'i32'}}
    %0 = reduce %x dim=0 identities=[0.0 : f32] : tile<8xf32> -> tile<f32>
      (%a: tile<f32>, %b: tile<f32>) {
        %c = constant <i32: 0> : tile<i32>
        yield %c : tile<i32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @f() {
    %x = constant <f32: 0.0> : tile<8xf32>
    // expected-error @below{{'cuda_tile.scan' op dimension (10) is out of bound [0, 1)}}
    %0 = scan %x dim=10 reverse=false identities=[0.0 : f32] : tile<8xf32> -> tile<8xf32>
      (%a: tile<f32>, %b: tile<f32>) {
        yield %a : tile<f32>
      }
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %c = constant <f32: [1.0, 2.0]> : tile<2xf32>
    %r = reduce %c dim=0 identities=[0.0 : f32] : tile<2xf32> -> tile<f32>
    // expected-error @below {{the region signature has no results}}
    (%a: tile<f32>, %b: tile<f32>) -> tile<f32> {
      yield %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    %c = constant <f32: [1.0, 2.0]> : tile<2xf32>
    %r = reduce %c dim=0 identities=[0.0 : f32] : tile<2xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      // expected-error @below {{'cuda_tile.load_ptr_tko' op only pure operations are allowed inside 'cuda_tile.reduce'}}
      %v, %t = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
      yield %v : tile<f32>
    }
  }
}
