// RUN: %tileiras-opt %s -split-input-file -p 'builtin.module(tileiras-attach-target{chip=sm_80})' | FileCheck %s --check-prefix=OPT
// RUN: %tileiras-opt %s -split-input-file -p 'builtin.module(tileiras-attach-target{chip=sm_90a O=2 features=+ptx88 toolkit=/opt/cuda ptxas-opts=-lineinfo,--warn-on-spills max-registers=96 l=/tmp/a.bc,/tmp/b.bc timings=true})' | FileCheck %s --check-prefix=ALL
// RUN: %tileiras-opt %s -split-input-file -p 'builtin.module(tileiras-attach-target{chip=sm_100a module=^gemm})' | FileCheck %s --check-prefix=MATCH

// No nv_tileaa attributes: the chip comes from the option.
// OPT-LABEL: gpu.module @plain [#tileiras.target] {
// ALL-LABEL: gpu.module @plain [#tileiras.target<O = 2, chip = "sm_90a", features = "+ptx88", link = ["/tmp/a.bc", "/tmp/b.bc"], toolkit = "/opt/cuda", ptxas_opts = ["-lineinfo", "--warn-on-spills"], max_registers = 96, timings = true>] {
// MATCH-LABEL: gpu.module @plain {
module attributes {gpu.container_module} {
  gpu.module @plain {
  }
}

// -----

// The compute capability alone gives sm_<N>, whatever the option says.
// OPT-LABEL: gpu.module @cc [#tileiras.target<chip = "sm_90">] attributes {nv_tileaa.compute_capability = 90 : i32} {
// ALL-LABEL: gpu.module @cc [#tileiras.target<O = 2, chip = "sm_90",
module attributes {gpu.container_module} {
  gpu.module @cc attributes {nv_tileaa.compute_capability = 90 : i32} {
  }
}

// -----

// The target spec gives the chip verbatim, and may add a feature letter.
// OPT-LABEL: gpu.module @spec [#tileiras.target<chip = "sm_100a">] attributes {nv_tileaa.compute_capability = 100 : i64, nv_tileaa.target_spec = "sm_100a"} {
// OPT-LABEL: gpu.module @spec_only [#tileiras.target<chip = "sm_90a">] attributes {nv_tileaa.target_spec = "sm_90a"} {
module attributes {gpu.container_module} {
  gpu.module @spec attributes {nv_tileaa.compute_capability = 100 : i64, nv_tileaa.target_spec = "sm_100a"} {
  }
  gpu.module @spec_only attributes {nv_tileaa.target_spec = "sm_90a"} {
  }
}

// -----

// The attributes may sit on an enclosing op; the nearest one wins.
// OPT-LABEL: gpu.module @outer [#tileiras.target<chip = "sm_90a">] {
// OPT-LABEL: gpu.module @inner [#tileiras.target<chip = "sm_100">] attributes {nv_tileaa.compute_capability = 100 : i32} {
module attributes {gpu.container_module, nv_tileaa.compute_capability = 90 : i32, nv_tileaa.target_spec = "sm_90a"} {
  gpu.module @outer {
  }
  gpu.module @inner attributes {nv_tileaa.compute_capability = 100 : i32} {
  }
}

// -----

// An existing #tileiras.target is replaced (the module was not lowered for
// a chip: the option chooses); other targets stay, after it.
// OPT-LABEL: gpu.module @retarget [#tileiras.target, #nvvm.target<chip = "sm_90">] {
module attributes {gpu.container_module} {
  gpu.module @retarget [#tileiras.target<chip = "sm_75">, #nvvm.target<chip = "sm_90">] {
  }
}

// -----

// A module lowered for sm_80 keeps a #tileiras.target for sm_80 only as
// this pass makes it (one for another chip is an error, see
// attach-target-invalid.mlir).
// OPT-LABEL: gpu.module @again [#tileiras.target] attributes {nv_tileaa.compute_capability = 80 : i32} {
// A feature letter does not change the capability: sm_90a for sm_90.
// OPT-LABEL: gpu.module @hopper [#tileiras.target<chip = "sm_90">] attributes {nv_tileaa.compute_capability = 90 : i32} {
module attributes {gpu.container_module} {
  gpu.module @again [#tileiras.target<O = 1, chip = "sm_80">] attributes {nv_tileaa.compute_capability = 80 : i32} {
  }
  gpu.module @hopper [#tileiras.target<chip = "sm_90a">] attributes {nv_tileaa.compute_capability = 90 : i32} {
  }
}

// -----

// Only modules whose name matches `module` get a target.
// MATCH-LABEL: gpu.module @gemm_f16 [#tileiras.target<chip = "sm_100a">] {
// MATCH-LABEL: gpu.module @softmax {
module attributes {gpu.container_module} {
  gpu.module @gemm_f16 {
  }
  gpu.module @softmax {
  }
}

// -----

// Inline PTX that the lowering marks as needing a newer PTX ISA than LLVM's
// default for the chip (here a tensor-map instruction, PTX 8.3) asks for
// PTX 9.0; features the user chose are kept.
// OPT-LABEL: gpu.module @newer_ptx [#tileiras.target<features = "+ptx90">] {
// ALL-LABEL: gpu.module @newer_ptx [#tileiras.target<O = 2, chip = "sm_90a", features = "+ptx88",
module attributes {gpu.container_module} {
  gpu.module @newer_ptx {
    llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
      llvm.inline_asm has_side_effects {tileiras.required_ptx = 83 : i32} "tensormap.replace.tile.rank.global.b1024.b32 [$0], 1;", "l" %p : (!llvm.ptr<1>) -> ()
      llvm.return
    }
  }
}
