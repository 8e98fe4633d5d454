// Parses, but a benefit is a non-negative i16.
pdl.pattern @negative_benefit : benefit(-1) {
  %op = pdl.operation "arith.negf"
  pdl.rewrite %op {
    pdl.erase %op
  }
}
