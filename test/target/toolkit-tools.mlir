// A toolkit with ptxas but no fatbinary, and ptxas's own failures.
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t/partial/bin && ln -s %cuda-toolkit/bin/ptxas %t/partial/bin/ptxas
// RUN: not %tileiras-opt %s -p 'builtin.module(gpu-module-to-binary{format=fatbin toolkit=%t/partial})' 2>&1 | FileCheck %s -DDIR=%t --check-prefix=FATBINARY
// RUN: %tileiras-opt %s -p 'builtin.module(gpu-module-to-binary{format=bin toolkit=%t/partial})' | FileCheck %s --check-prefix=BIN
// RUN: sed 's|#tileiras.target|#tileiras.target<ptxas_opts = ["--no-such-option"]>|' %s | not %tileiras-opt -p 'builtin.module(gpu-module-to-binary{format=bin toolkit=%cuda-toolkit})' 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: not %tileiras-opt %s -p 'builtin.module(gpu-module-to-binary{format=bin toolkit=%cuda-toolkit opts=--no-such-option})' 2>&1 | FileCheck %s --check-prefix=PTXAS

// FATBINARY: error: `fatbinary` not found: '[[DIR]]/partial/bin/fatbinary' is not an executable; toolkit '[[DIR]]/partial' (from the `toolkit=` option of gpu-module-to-binary;
// BIN: bin = "\7FELF
// PTXAS: error: `ptxas` failed for sm_80
// PTXAS-NEXT: ptxas fatal   : Unknown option '-no-such-option'

module attributes {gpu.container_module} {
  gpu.module @k [#tileiras.target] {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
