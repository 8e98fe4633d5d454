// PDL patterns for convert-tileaa-to-tileas (pdl-fallback.mlir).

// x + x is x << 1 (tensor<4xi32> only: the splat is an i32 1). Outranks the
// C++ pattern (benefit 1) for arith.addi.
pdl.pattern @double_to_shift : benefit(2) {
  %type = pdl.type : tensor<4xi32>
  %x = pdl.operand : %type
  %add = pdl.operation "arith.addi"(%x, %x : !pdl.value, !pdl.value) -> (%type : !pdl.type)
  pdl.rewrite %add {
    %one = pdl.attribute = 1 : i32
    %splat = pdl.operation "nv_tileaa.splat" {"value" = %one} -> (%type : !pdl.type)
    %ones = pdl.result 0 of %splat
    %shl = pdl.operation "nv_tileas.shli"(%x, %ones : !pdl.value, !pdl.value) -> (%type : !pdl.type)
    pdl.replace %add with %shl
  }
}

// Nested modules are searched too.
module @nested {
  // arith.addui_extended has no C++ pattern: the sum is nv_tileas.addi, the
  // carry is sum < lhs.
  pdl.pattern @add_extended : benefit(1) {
    %type = pdl.type
    %carryType = pdl.type
    %lhs = pdl.operand : %type
    %rhs = pdl.operand : %type
    %op = pdl.operation "arith.addui_extended"(%lhs, %rhs : !pdl.value, !pdl.value) -> (%type, %carryType : !pdl.type, !pdl.type)
    pdl.rewrite %op {
      // The pass's type converter (the identity at this stage) is at hand.
      %newLhs = pdl.apply_native_rewrite "convertValue"(%lhs : !pdl.value) : !pdl.value
      %newRhs = pdl.apply_native_rewrite "convertValue"(%rhs : !pdl.value) : !pdl.value
      %add = pdl.operation "nv_tileas.addi"(%newLhs, %newRhs : !pdl.value, !pdl.value) -> (%type : !pdl.type)
      %sum = pdl.result 0 of %add
      %ult = pdl.attribute = 6 : i64
      %cmp = pdl.operation "nv_tileas.cmpi"(%sum, %newLhs : !pdl.value, !pdl.value) {"predicate" = %ult} -> (%carryType : !pdl.type)
      %carry = pdl.result 0 of %cmp
      pdl.replace %op with (%sum, %carry : !pdl.value, !pdl.value)
    }
  }
}
