// The tileiras command writes a cubin by default: an ELF object for the GPU.
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: env CUDA_HOME=%cuda-toolkit %tileiras %examples/gemm_f16.mlir -o %t/gemm.cubin --gpu-name sm_90 -O3
// RUN: %python -c "import sys; d = open('%t/gemm.cubin', 'rb').read(); print(d[:4] == b'\x7fELF', d[18] | d[19] << 8)" | FileCheck %s
// ELF machine 190: NVIDIA CUDA.
// CHECK: True 190
// RUN: env CUDA_HOME=%cuda-toolkit %tileiras %examples/gemm_f16.mlir -o %t/gemm.fatbin --gpu-name sm_100 --emit=fatbin
// RUN: %python -c "import sys; print(len(open('%t/gemm.fatbin', 'rb').read()) > 0)" | FileCheck %s --check-prefix=FAT
// FAT: True
// With --device-debug, ptxas compiles the debug PTX (-g) into a cubin.
// RUN: env CUDA_HOME=%cuda-toolkit %tileiras %examples/vector_add.mlir -o %t/va.cubin --gpu-name sm_90 --device-debug
// RUN: %python -c "d = open('%t/va.cubin', 'rb').read(); print(d[:4] == b'\x7fELF', b'.debug_info' in d)" | FileCheck %s --check-prefix=DEBUG
// DEBUG: True True
