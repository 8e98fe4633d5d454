// Verifies, but the interpreter cannot create an operation nobody registered.
pdl.pattern @unknown_op : benefit(1) {
  %type = pdl.type
  %x = pdl.operand : %type
  %op = pdl.operation "arith.negf"(%x : !pdl.value) -> (%type : !pdl.type)
  pdl.rewrite %op {
    %new = pdl.operation "nv_tileas.no_such_op"(%x : !pdl.value) -> (%type : !pdl.type)
    pdl.replace %op with %new
  }
}
