// Parses, but without a pdl.rewrite nothing binds the matched operation.
pdl.pattern @no_rewrite : benefit(1) {
  %x = pdl.operand
  %op = pdl.operation "arith.negf"(%x : !pdl.value)
}
