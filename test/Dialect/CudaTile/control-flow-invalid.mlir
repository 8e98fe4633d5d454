// RUN: %cuda-tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    // expected-error @below{{expects parent op to be one of 'cuda_tile.for, cuda_tile.if, cuda_tile.loop'}}
    continue
  }
}

// -----

cuda_tile.module @m {
  // expected-note @below{{see unexpected ancestor operation}}
  entry @k(%c: tile<i1>) {
    if %c {
      // expected-error @below{{op can only be nested within a ancestor chain of 'cuda_tile.for', 'cuda_tile.loop', 'cuda_tile.if' operations}}
      continue
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%lb: tile<i32>, %c: tile<i1>) {
    for %i in (%lb to %lb, step %lb) : tile<i32> {
      // expected-error @below{{`for` is missing a valid terminator. `continue` op should have operand types that match the parent loop return types: (), but found: ('!cuda_tile.tile<i32>')}}
      continue %i : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tile<i32>) {
    loop iter_values(%a = %v) : tile<i32> {
      // expected-error @below{{`loop` is missing a valid terminator. `continue` op should have operand types that match the parent loop iter_values: ('!cuda_tile.tile<i32>'), but found: ()}}
      continue
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%lb: tile<i32>) {
    for %i in (%lb to %lb, step %lb) : tile<i32> {
      // expected-error @below{{expects parent op to be one of 'cuda_tile.if, cuda_tile.loop'}}
      break
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%lb: tile<i32>, %c: tile<i1>) {
    // expected-note @below{{see unexpected ancestor operation}}
    for %i in (%lb to %lb, step %lb) : tile<i32> {
      if %c {
        // expected-error @below{{op can only be nested within a ancestor chain of 'cuda_tile.loop', 'cuda_tile.if' operations}}
        break
      }
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tile<i32>) {
    %r = loop : tile<i32> {
      // expected-error @below{{operand types must correspond to the parent loop result types: () vs ('!cuda_tile.tile<i32>')}}
      break
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%lb: tile<i32>, %f: tile<f32>) {
    // expected-error @below{{init value 0 and region iter_value 0 have different type: '!cuda_tile.tile<f32>' != '!cuda_tile.tile<f64>'}}
    %r = "cuda_tile.for"(%lb, %lb, %lb, %f) ({
    ^bb0(%i: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f64>):
      "cuda_tile.continue"(%f) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%lb: tile<i32>, %f: tile<f32>) {
    // expected-error @below{{mismatch in number of region iterator values and loop iterator inits: 2 vs 1}}
    %r = "cuda_tile.for"(%lb, %lb, %lb, %f) ({
    ^bb0(%i: !cuda_tile.tile<i32>, %a: !cuda_tile.tile<f32>, %b: !cuda_tile.tile<f32>):
      "cuda_tile.continue"(%f) : (!cuda_tile.tile<f32>) -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
  }
}

// -----

cuda_tile.module @m {
  entry @k(%lb: tile<i32>, %l64: tile<i64>) {
    // expected-error @below{{expected induction variable to be same type as bounds and step: '!cuda_tile.tile<i64>' vs '!cuda_tile.tile<i32>'}}
    "cuda_tile.for"(%lb, %lb, %lb) ({
    ^bb0(%i: !cuda_tile.tile<i64>):
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%lb: tile<i32>, %f: tile<f32>) {
    // expected-error @below{{mismatch in number of loop-carried values and defined values}}
    %r = for %i in (%lb to %lb, step %lb) : tile<i32> iter_values(%a = %f) -> (tile<f32>, tile<f32>) {
      continue %a : tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%f: tile<f32>) {
    // expected-error @below{{found different number of iter_values and types}}
    loop iter_values(%a = %f, %b = %f) : tile<f32> {
      continue %a, %b : tile<f32>, tile<f32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tensor_view<?xf32, strides=[1]>, %lb: tile<i32>) {
    // expected-error @below{{op loop-carried value 0 is a tensor_view, which is not supported}}
    %r = for %i in (%lb to %lb, step %lb) : tile<i32> iter_values(%a = %v) -> (tensor_view<?xf32, strides=[1]>) {
      continue %a : tensor_view<?xf32, strides=[1]>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tensor_view<?xf32, strides=[1]>) {
    // expected-error @below{{op loop-carried value 0 is a tensor_view, which is not supported}}
    loop iter_values(%a = %v) : tensor_view<?xf32, strides=[1]> {
      continue %a : tensor_view<?xf32, strides=[1]>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %a: tile<i32>) {
    // expected-error @below{{op has non-empty return type, must define else branch}}
    %r = if %c -> (tile<i32>) {
      yield %a : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %a: tile<i32>) {
    // expected-error @below{{op has return type of '!cuda_tile.tile<i32>' but else branch does not yield anything}}
    %r = if %c -> (tile<i32>) {
      yield %a : tile<i32>
    } else {
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %a: tile<i32>) {
    // expected-error @below{{op does not return a value, but then branch yields '!cuda_tile.tile<i32>'}}
    if %c {
      yield %a : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %a: tile<i32>) {
    // expected-error @below{{op does not return a value, but else branch yields '!cuda_tile.tile<i32>'}}
    if %c {
    } else {
      yield %a : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %a: tile<i32>, %b: tile<i64>) {
    // expected-error @below{{op type does not match yield type, then branch yields '!cuda_tile.tile<i32>' but op result type is '!cuda_tile.tile<i64>'}}
    %r = if %c -> (tile<i64>) {
      yield %a : tile<i32>
    } else {
      yield %b : tile<i64>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %a: tile<i32>, %b: tile<i64>) {
    // expected-error @below{{op type does not match yield type, else branch yields '!cuda_tile.tile<i32>' but op result type is '!cuda_tile.tile<i64>'}}
    %r = if %c -> (tile<i64>) {
      yield %b : tile<i64>
    } else {
      yield %a : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  // expected-note @below{{prior use here}}
  entry @k(%c: tile<4xi1>) {
    // expected-error @below{{expects different type than prior uses: '!cuda_tile.tile<i1>' vs '!cuda_tile.tile<4xi1>'}}
    if %c {
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%v: tensor_view<?xf32, strides=[1]>, %c: tile<i1>) {
    // expected-error @below{{op result type 0 is a tensor_view, which is not supported}}
    %r = if %c -> (tensor_view<?xf32, strides=[1]>) {
      yield %v : tensor_view<?xf32, strides=[1]>
    } else {
      yield %v : tensor_view<?xf32, strides=[1]>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    // expected-error @below{{expects parent op to be one of 'cuda_tile.if, cuda_tile.reduce, cuda_tile.scan'}}
    yield
  }
}

// -----

cuda_tile.module @m {
  entry @k(%lb: tile<i32>, %c: tile<i1>) {
    for %i in (%lb to %lb, step %lb) : tile<i32> {
      if %c {
        // expected-error @below{{op must be used within a cuda_tile.entry, or cuda_tile.if operation}}
        return
      }
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%lb: tile<i32>) {
    loop {
      // expected-error @below{{expects parent op to be one of 'cuda_tile.entry, cuda_tile.if'}}
      return
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i1>, %a: tile<i32>) {
    if %c {
      // expected-error @below{{op has 1 operands, but enclosing function (@k) returns 0}}
      return %a : tile<i32>
    }
  }
}

// -----

cuda_tile.module @m {
  entry @k(%c: tile<i32>) {
    // expected-error @below {{'cuda_tile.for' op expected at least one block argument for induction variable}}
    "cuda_tile.for"(%c, %c, %c) ({
      "cuda_tile.continue"() : () -> ()
    }) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> ()
  }
}
