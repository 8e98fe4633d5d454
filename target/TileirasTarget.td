//===- TileirasTarget.td - the tileiras dialect and its target ---*- tablegen -*-===//
//
// The `tileiras` dialect holds one attribute, `#tileiras.target`, the GPU
// compilation target that `gpu-module-to-binary` calls to turn a gpu.module
// of LLVM/NVVM dialect ops into LLVM bitcode, PTX, cubin or fatbin.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIRAS_TARGET_TILEIRASTARGET_TD
#define TILEIRAS_TARGET_TILEIRASTARGET_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/DialectBase.td"
include "mlir/Dialect/GPU/IR/CompilationAttrInterfaces.td"

def Tileiras_Dialect : Dialect {
  let name = "tileiras";
  let cppNamespace = "::mlir::tileiras";
  let summary = "Compilation target of the tileiras compiler";
  let description = [{
    Holds `#tileiras.target`, and verifies the discardable attribute
    `tileiras.dynamic_smem_bytes` that kernels (`llvm.func` with
    `nvvm.kernel`) carry to record the dynamic shared memory they need at
    launch.
  }];
  // The target builds #nvvm.target attributes, whose storage needs NVVM.
  let dependentDialects = ["::mlir::NVVM::NVVMDialect",
                           "::mlir::LLVM::LLVMDialect"];
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    /// Kernel attribute: bytes of dynamic shared memory the launcher must pass.
    static constexpr ::llvm::StringLiteral getDynamicSmemBytesAttrName() {
      return "tileiras.dynamic_smem_bytes";
    }
    /// Module attribute through which serializeToObject hands the ptxas
    /// report and timings to createObject (the interface gives createObject
    /// only the bytes). createObject removes it again.
    static constexpr ::llvm::StringLiteral getSerializationReportAttrName() {
      return "tileiras.serialization_report";
    }
  }];
}

def Tileiras_TargetAttr : AttrDef<Tileiras_Dialect, "Target", [
    DeclareAttrInterfaceMethods<GPUTargetAttrInterface>,
    DeclareAttrInterfaceMethods<GPUTargetAttrVerifyInterface>
  ]> {
  let mnemonic = "target";
  let summary = "NVPTX target that runs ptxas itself and reports resources";
  let description = [{
    A GPU target for `gpu-module-to-binary`. Its first six parameters mean
    what they mean on `#nvvm.target`; the LLVM side of the compilation (LLVM
    IR translation, linking, optimization, PTX emission) is NVVM's.

    - `O`: optimization level for LLVM and ptxas, 0..3 (default 3).
    - `triple`: `nvptx64-nvidia-cuda` (the default and only choice: CUDA 13
      compiles only 64-bit device code).
    - `chip`: an SM that CUDA 13's ptxas accepts (default `sm_80`).
    - `features`: LLVM target features, e.g. `"+ptx88"`.
    - `flags`: as on `#nvvm.target` (`fast`, `ftz`, `ptxas-cmd-options`).
    - `link`: bitcode files to link, a list of paths.
    - `toolkit`: CUDA toolkit directory; first in the search order.
    - `ptxas_opts`: extra ptxas options, a list of strings.
    - `max_registers`: `--maxrregcount` for ptxas; 0 (default) sets none.
    - `timings`: record compile times in the object properties (off by
      default so that the properties are deterministic).

    Example:
    ```mlir
    gpu.module @k [#tileiras.target<chip = "sm_90a", max_registers = 128>] {}
    ```
  }];
  let parameters = (ins
    DefaultValuedParameter<"int", "3", "optimization level">:$O,
    StringRefParameter<"target triple", "\"nvptx64-nvidia-cuda\"">:$triple,
    StringRefParameter<"target SM", "\"sm_80\"">:$chip,
    StringRefParameter<"LLVM target features", "\"\"">:$features,
    OptionalParameter<"::mlir::DictionaryAttr", "NVVM target flags">:$flags,
    OptionalParameter<"::mlir::ArrayAttr", "bitcode files to link">:$link,
    StringRefParameter<"CUDA toolkit directory", "\"\"">:$toolkit,
    OptionalParameter<"::mlir::ArrayAttr", "extra ptxas options">:$ptxas_opts,
    DefaultValuedParameter<"int", "0",
                           "ptxas --maxrregcount (0: none)">:$max_registers,
    DefaultValuedParameter<"bool", "false",
                           "record compile times in properties">:$timings
  );
  let assemblyFormat = "(`<` struct(params)^ `>`)?";
  let genVerifyDecl = 1;
  let builders = [
    AttrBuilder<(ins CArg<"int", "3">:$O,
                     CArg<"::llvm::StringRef", "\"nvptx64-nvidia-cuda\"">:$triple,
                     CArg<"::llvm::StringRef", "\"sm_80\"">:$chip,
                     CArg<"::llvm::StringRef", "\"\"">:$features,
                     CArg<"::mlir::DictionaryAttr", "nullptr">:$flags,
                     CArg<"::mlir::ArrayAttr", "nullptr">:$link,
                     CArg<"::llvm::StringRef", "\"\"">:$toolkit,
                     CArg<"::mlir::ArrayAttr", "nullptr">:$ptxas_opts,
                     CArg<"int", "0">:$max_registers,
                     CArg<"bool", "false">:$timings), [{
      return $_get($_ctxt, O, triple, chip, features, flags, link, toolkit,
                   ptxas_opts, max_registers, timings);
    }]>
  ];
  let skipDefaultBuilders = 1;
  let extraClassDeclaration = [{
    /// The `#nvvm.target` with the same O, triple, chip, features, flags and
    /// link; the LLVM half of the compilation and the SM checks are its.
    ::mlir::NVVM::NVVMTargetAttr getNVVMTarget() const;
    /// The flag of `#nvvm.target` that holds extra ptxas options.
    static constexpr ::llvm::StringLiteral kPtxasCmdOptionsFlag =
        "ptxas-cmd-options";
    /// Whether `chip` is an SM that CUDA 13's ptxas compiles for.
    static bool isKnownChip(::llvm::StringRef chip);
    /// The SMs isKnownChip accepts, comma separated (for diagnostics).
    static std::string getKnownChips();
  }];
}

#endif // TILEIRAS_TARGET_TILEIRASTARGET_TD
