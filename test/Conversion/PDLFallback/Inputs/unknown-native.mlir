// Verifies, but neither native function is registered with the pass.
pdl.pattern @unknown_native : benefit(1) {
  %type = pdl.type
  %x = pdl.operand : %type
  %op = pdl.operation "arith.negf"(%x : !pdl.value) -> (%type : !pdl.type)
  pdl.apply_native_constraint "isSpecial"(%op : !pdl.operation)
  pdl.rewrite %op {
    %y = pdl.apply_native_rewrite "makeSpecial"(%x : !pdl.value) : !pdl.value
    pdl.replace %op with (%y : !pdl.value)
  }
}
