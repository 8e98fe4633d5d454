// RUN: %cuda-tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    // expected-error @below{{op incorrect number of operands: expected 1, found 0}}
    %t = print_tko "Expect one parameter %i" -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f16>) {
    // expected-error @below{{op incorrect number of operands: expected 2, found 1}}
    %t = print_tko "hello_world, %f, %f", %x : tile<f16> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%x: tile<f16>) {
    // expected-error @below{{found unterminated format expression}}
    %t = print_tko "hello_world, %", %x : tile<f16> -> token
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i32>) {
    // expected-error @below{{operand #0 must be tile of i1 values}}
    assert %c, "bad" : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @below{{result #0 must be 0D tile of i32 values}}
    %x, %y, %z = get_num_tile_blocks : tile<i64>
  }
}
