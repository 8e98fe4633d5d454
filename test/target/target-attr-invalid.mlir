// RUN: %tileiras-opt %s -split-input-file -verify-diagnostics

// expected-error @below {{unknown chip 'sm_50'; expected one of sm_75, sm_80, sm_86, sm_87, sm_88, sm_89, sm_90, sm_90a, sm_100, sm_100a, sm_100f, sm_103, sm_103a, sm_103f, sm_110, sm_110a, sm_110f, sm_120, sm_120a, sm_120f, sm_121, sm_121a, sm_121f}}
gpu.module @m [#tileiras.target<chip = "sm_50">] {}

// -----

// ptxas of CUDA 13 has no sm_101a.
// expected-error @below {{unknown chip 'sm_101a'}}
gpu.module @m [#tileiras.target<chip = "sm_101a">] {}

// -----

// expected-error @below {{optimization level O = 4 is outside 0..3}}
gpu.module @m [#tileiras.target<O = 4>] {}

// -----

// expected-error @below {{optimization level O = -1 is outside 0..3}}
gpu.module @m [#tileiras.target<O = -1>] {}

// -----

// expected-error @below {{unsupported triple 'nvptx-nvidia-cuda'; expected nvptx64-nvidia-cuda}}
gpu.module @m [#tileiras.target<triple = "nvptx-nvidia-cuda">] {}

// -----

// expected-error @below {{ptxas_opts must be a list of strings}}
gpu.module @m [#tileiras.target<ptxas_opts = ["-v", 3]>] {}

// -----

// expected-error @below {{link must be a list of file paths (strings)}}
gpu.module @m [#tileiras.target<link = [1]>] {}

// -----

// expected-error @below {{flag "ptxas-cmd-options" must be a list of strings}}
gpu.module @m [#tileiras.target<flags = {"ptxas-cmd-options" = "-v"}>] {}

// -----

// expected-error @below {{max_registers = 256 is outside 0..255 (0: no limit)}}
gpu.module @m [#tileiras.target<max_registers = 256>] {}

// -----

// expected-error @below {{max_registers = -8 is outside 0..255 (0: no limit)}}
gpu.module @m [#tileiras.target<max_registers = -8>] {}

// -----

// expected-error @below {{expected '>'}}
gpu.module @m [#tileiras.target<chip = "sm_80" O = 2>] {}

// -----

gpu.module @m [#tileiras.target] {
  // expected-error @below {{'tileiras.dynamic_smem_bytes' must be a non-negative integer below 2^31, got -1 : i32}}
  llvm.func @k() attributes {nvvm.kernel, tileiras.dynamic_smem_bytes = -1 : i32} {
    llvm.return
  }
}

// -----

gpu.module @m [#tileiras.target] {
  // expected-error @below {{'tileiras.dynamic_smem_bytes' must be a non-negative integer below 2^31, got "1024"}}
  llvm.func @k() attributes {nvvm.kernel, tileiras.dynamic_smem_bytes = "1024"} {
    llvm.return
  }
}

// -----

gpu.module @m [#tileiras.target] {
  // expected-error @below {{'tileiras.dynamic_smem_bytes' must be a non-negative integer below 2^31, got 4294967296 : i64}}
  llvm.func @k() attributes {nvvm.kernel, tileiras.dynamic_smem_bytes = 4294967296 : i64} {
    llvm.return
  }
}

// -----

// expected-error @below {{'tileiras.dynamic_smem_bytes' is only valid on llvm.func}}
gpu.module @m [#tileiras.target] attributes {tileiras.dynamic_smem_bytes = 0 : i32} {
}

// -----

// expected-error @below {{'tileiras.serialization_report' must be a dictionary on a gpu.module}}
gpu.module @m [#tileiras.target] attributes {tileiras.serialization_report = 1 : i32} {
}

// -----

// expected-error @below {{unknown tileiras attribute 'tileiras.smem'}}
gpu.module @m [#tileiras.target] attributes {tileiras.smem = 0 : i32} {
}

// -----

gpu.module @m [#tileiras.target] {
  llvm.func @k() attributes {nvvm.kernel} {
    // expected-error @below {{'tileiras.required_ptx' must be an i32 PTX version (60 to 99) on llvm.inline_asm}}
    llvm.inline_asm has_side_effects {tileiras.required_ptx = 830 : i32} "trap;", "" : () -> ()
    llvm.return
  }
}

// -----

gpu.module @m [#tileiras.target] {
  // expected-error @below {{'tileiras.required_ptx' must be an i32 PTX version (60 to 99) on llvm.inline_asm}}
  llvm.func @k() attributes {nvvm.kernel, tileiras.required_ptx = 83 : i32} {
    llvm.return
  }
}
