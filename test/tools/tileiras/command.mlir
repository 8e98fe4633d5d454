// The tileiras command: NVIDIA's command line (input, -o, --gpu-name,
// -O), and --emit / --stop-after to look inside, running the pipeline the
// plugins register.
// RUN: rm -rf %t && mkdir -p %t
// sm_90 is compiled with its arch-specific features (wgmma), as sm_90a.
// RUN: %tileiras %examples/gemm_f16.mlir --gpu-name sm_90 -O3 --emit=ptx -o %t/gemm.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t/gemm.ptx
// PTX: .target sm_90a
// PTX: .entry gemm_f16
// PTX: wgmma.mma_async
// The same through --arch and --opt-level, on sm_80: mma.sync.
// RUN: %tileiras %examples/gemm_f16.mlir --arch=sm_80 --opt-level=2 --emit=ptx | FileCheck %s --check-prefix=AMPERE
// AMPERE: .target sm_80
// AMPERE: mma.sync.aligned.m16n8k16
// Stop after a pass: the MLIR it leaves.
// RUN: %tileiras %examples/gemm_f16.mlir --gpu-name sm_80 --stop-after=tileas-assign-layouts | FileCheck %s --check-prefix=STOP
// STOP: #mma = #nv_tileas.mma<"acc"
// STOP: nv_tileaa.dot {{.*}} tensor<64x64xf32, #mma>
// STOP-NOT: async.tiled_copy
// RUN: %tileiras %examples/gemm_f16.mlir --gpu-name sm_80 -stop-after tileas-pipeline | FileCheck %s --check-prefix=STOP2
// STOP2: nv_tileas.async.tiled_copy
// STOP2-NOT: llvm.func
// --emit=mlir: everything before the binary.
// RUN: %tileiras %examples/vector_add.mlir --emit=mlir | FileCheck %s --check-prefix=MLIR
// MLIR: gpu.module @vector_add [#tileiras.target]
// MLIR: llvm.func @vector_add
// LLVM IR as text.
// RUN: %tileiras %examples/vector_add.mlir --emit=llvm | FileCheck %s --check-prefix=LLVM
// LLVM: target triple = "nvptx64-nvidia-cuda"
// LLVM: define {{.*}}void @vector_add(
// Line tables from the program's locations.
// RUN: %tileiras %examples/vector_add.mlir --gpu-name sm_90 --lineinfo --emit=ptx | FileCheck %s --check-prefix=LINES
// LINES: .loc 1 {{[0-9]+}} {{[0-9]+}}
// LINES: .file 1 "{{.*}}vector_add.mlir"
// The passes --stop-after takes, in order.
// RUN: %tileiras --list-stages | FileCheck %s --check-prefix=STAGES
// STAGES: convert-cuda-tile-to-tileaa
// STAGES-NEXT: convert-tileaa-to-tileas
// STAGES: tileas-pipeline
// STAGES: gpu-module-to-binary
// RUN: %tileiras --version | FileCheck %s --check-prefix=VERSION
// VERSION: tileiras: tileiras-mlir
// Tile IR bytecode, as cuTile Python hands it over, compiles the same.
// RUN: %tileiras-translate -mlir-to-cudatilebc %examples/gemm_f16.mlir -o %t/gemm.tilebc
// RUN: %tileiras %t/gemm.tilebc --gpu-name sm_90 --emit=ptx | FileCheck %s --check-prefix=BYTECODE
// BYTECODE: .entry gemm_f16
// BYTECODE: wgmma.mma_async
// RUN: %tileiras --list-versions | FileCheck %s --check-prefix=VERSIONS
// VERSIONS: 13.1
// VERSIONS-NEXT: 13.2
// VERSIONS-NEXT: 13.3
// VERSIONS-NEXT: 13.4
// --device-debug (-g): full debug information, unoptimized.
// RUN: %tileiras %examples/vector_add.mlir --gpu-name sm_90 -g --emit=ptx | FileCheck %s --check-prefix=DEBUG
// DEBUG: .target sm_90a, debug
// DEBUG: .file 1 "{{.*}}vector_add.mlir"
// DEBUG: .section .debug_info
