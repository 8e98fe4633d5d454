//===- Passes.td - passes of the target component ------------*- tablegen -*-===//

#ifndef TILEIRAS_TARGET_PASSES_TD
#define TILEIRAS_TARGET_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileirasAttachTarget : Pass<"tileiras-attach-target", "::mlir::ModuleOp"> {
  let summary = "Attach #tileiras.target to every gpu.module";
  let description = [{
    Gives each `gpu.module` whose name matches `module` a `#tileiras.target`
    (replacing one it already has; other targets stay, after it). The chip
    comes from the gpu.module, or else from its nearest enclosing op that
    carries either attribute:

    - `nv_tileaa.target_spec` (string, e.g. `"sm_90a"`): the chip, verbatim;
    - else `nv_tileaa.compute_capability` (integer, e.g. `90`): `sm_<N>`.

    When both are present they must agree (`target_spec` is `sm_<N>`
    followed by at most a letter). Without either, the `chip` option is
    used; when that is empty too the pass fails with `Failed to get
    ComputeCapability` on the gpu.module. The other options become the
    attribute's parameters.
  }];
  let dependentDialects = ["::mlir::tileiras::TileirasDialect"];
  let options = [
    Option<"moduleMatcher", "module", "std::string", "\".*\"",
           "Regex matching the gpu.module names to attach the target to">,
    Option<"chip", "chip", "std::string", "\"\"",
           "SM used when the gpu.module has no nv_tileaa compute capability "
           "(e.g. sm_90a)">,
    Option<"optLevel", "O", "unsigned", "3",
           "Optimization level for LLVM and ptxas (0..3)">,
    Option<"triple", "triple", "std::string", "\"nvptx64-nvidia-cuda\"",
           "Target triple">,
    Option<"features", "features", "std::string", "\"\"",
           "LLVM target features, e.g. +ptx88">,
    Option<"toolkit", "toolkit", "std::string", "\"\"",
           "CUDA toolkit directory (searched before the gpu-module-to-binary "
           "option, CUDA_HOME, CUDA_PATH and /usr/local/cuda)">,
    ListOption<"linkFiles", "l", "std::string",
               "Bitcode files to link into every module">,
    ListOption<"ptxasOptions", "ptxas-opts", "std::string",
               "Extra options passed to ptxas, comma separated">,
    Option<"maxRegisters", "max-registers", "unsigned", "0",
           "ptxas --maxrregcount (0: no limit)">,
    Option<"timings", "timings", "bool", "false",
           "Record compile times in the object properties "
           "(makes them nondeterministic)">
  ];
}

#endif // TILEIRAS_TARGET_PASSES_TD
