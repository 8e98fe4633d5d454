// Not valid MLIR: the operand list is not closed.
pdl.pattern @broken : benefit(1) {
  %x = pdl.operand
  %op = pdl.operation "arith.addi"(%x, %x : !pdl.value, !pdl.value -> ()
  pdl.rewrite %op {
    pdl.erase %op
  }
}
