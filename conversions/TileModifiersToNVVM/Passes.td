//===- Passes.td - cuda_tile modifiers to NVVM intrinsics ----*- tablegen -*-===//

#ifndef TILEIRAS_CONVERSIONS_TILEMODIFIERSTONVVM_PASSES_TD
#define TILEIRAS_CONVERSIONS_TILEMODIFIERSTONVVM_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTileModifiersToNVVM
    : Pass<"convert-tile-modifiers-to-nvvm", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Lower rounding and flush-to-zero modifiers of scalar "
                "arith/math ops to NVVM intrinsics";
  let description = [{
    Rewrites every op carrying `nv_tileaa.rounding_mode` or
    `nv_tileaa.flush_to_zero` (the cuda_tile modifiers upstream ops cannot
    spell) into the PTX instruction with those semantics, called as an LLVM
    intrinsic:

    - `arith.addf`/`subf`/`mulf`/`divf`, `math.fma`, `math.sqrt` with
      rounding `nearest_even`, `zero`, `negative_inf` or `positive_inf`
      → `llvm.nvvm.{add,mul,div,fma,sqrt}.{rn,rz,rm,rp}[.ftz].{f,d}`
      (`subf` adds the negated operand; `.ftz` on f32 only). On f16 and
      bf16 the op is computed in f32 with that rounding and the result
      truncated, as the language specifies ("emulated in f32");
    - `divf` `approx`/`full` → `llvm.nvvm.div.approx[.ftz].f` /
      `llvm.nvvm.div.full[.ftz]`; `sqrt` `approx` →
      `llvm.nvvm.sqrt.approx[.ftz].f`;
    - `exp` `approx` → `ex2.approx.f32` of `x * log2(e)`; `exp2`
      `flush_to_zero` → `ex2.approx.ftz.f32`; `tanh` `approx` →
      `llvm.tanh` with `afn` (PTX `tanh.approx.f32`); `rsqrt`
      `flush_to_zero` → `llvm.nvvm.rsqrt.approx.ftz.f`;
    - `maxnumf`/`minnumf` and `maximumf`/`minimumf` with `flush_to_zero`
      → `llvm.nvvm.f{max,min}.ftz[.nan].f`.

    `exp`/`tanh` with their default rounding `full` keep the op (libdevice).
    Any other combination, a modifier on a non-scalar value or on an op not
    listed fails the pass with a located error: no modifier is dropped.
    The pass runs after `convert-tileas-to-llvm` and before the arith and
    math ops are lowered to LLVM.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::arith::ArithDialect"];
}

#endif // TILEIRAS_CONVERSIONS_TILEMODIFIERSTONVVM_PASSES_TD
