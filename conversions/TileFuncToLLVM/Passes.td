//===- Passes.td - the function boundary to LLVM -------------*- tablegen -*-===//

#ifndef TILEIRAS_CONVERSIONS_TILEFUNCTOLLVM_PASSES_TD
#define TILEIRAS_CONVERSIONS_TILEFUNCTOLLVM_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTileFuncToLLVM
    : Pass<"convert-nv-tile-func-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Lower nv_tileaa.func/return to llvm.func/return with the kernel attributes";
  let description = [{
    Converts the function boundary only: each `nv_tileaa.func` becomes an
    `llvm.func` whose signature is converted by the shared LLVM type
    converter in the bare-pointer kernel ABI (pointers stay single
    pointers, scalars are passed by value), and each `nv_tileaa.return`
    becomes `llvm.return`. Bodies are moved unchanged: where an op still
    wants the old type of an argument, a `builtin.unrealized_conversion_cast`
    bridges it, and a cast in the body that only undoes the signature
    rewrite is removed.

    A function carrying `nv_tileaa.kernel_spec`, inside (or itself
    carrying) `nv_tileaa.compute_capability` and `nv_tileaa.target_spec`,
    gets the kernel attributes:

    * `cute.kernel` (renamed to `nvvm.kernel` by `cute-kernel-to-nvvm`);
    * `nvvm.reqntid = array<i32: 32 * num_warps, 1, 1>`;
    * `nvvm.cluster_dim` (the cluster shape) and `nvvm.blocksareclusters`
      when the compute capability is above 89 and the cluster holds more
      than one CTA;
    * `nvvm.minctasm = 1`;
    * `nvvm.maxnreg` when `nv_tileaa.occupancy` is set: the registers of
      an SM (65536) shared by `occupancy` CTAs of 32 * num_warps threads
      (at most the SM's resident threads), rounded down to the allocation
      unit of 8 registers per thread, at most 255.

    Without all three attributes only the signature is rewritten. Every
    attribute of the function is kept. A kernel (`nv_tileaa.func ...
    kernel`) returning values reports `Kernel functions do not support
    return with operands`, one declaring results `Kernel functions do not
    support results`; a signature type without an LLVM form reports
    `failed to convert function signature type for: <type>`; either failure
    also reports `region types conversion failed`.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect"];
}

def CuteKernelToNVVM : Pass<"cute-kernel-to-nvvm", "::mlir::ModuleOp"> {
  let summary = "Rename the cute.kernel marker of llvm.func kernels to nvvm.kernel";
  let description = [{
    Runs after `convert-nv-tile-func-to-llvm`: every `llvm.func` carrying
    the unit attribute `cute.kernel` carries `nvvm.kernel` instead, which
    makes it a PTX `.entry`. The marker is renamed here rather than by the
    function-boundary pass so that argument attributes needing LLVM-typed
    arguments (grid constants) can move in the same step; no stage of the
    project produces grid-constant argument attributes yet.
  }];
  let dependentDialects = ["::mlir::NVVM::NVVMDialect"];
}

#endif // TILEIRAS_CONVERSIONS_TILEFUNCTOLLVM_PASSES_TD
