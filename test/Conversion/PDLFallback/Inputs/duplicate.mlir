// Two nested modules define the same pattern name: flattened, they clash.
module @a {
  pdl.pattern @same : benefit(1) {
    %op = pdl.operation "arith.negf"
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
}
module @b {
  pdl.pattern @same : benefit(1) {
    %op = pdl.operation "arith.negf"
    pdl.rewrite %op {
      pdl.erase %op
    }
  }
}
