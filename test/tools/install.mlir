// The installed tree (cmake --install, make install): the tileiras command,
// the plugins for stock mlir-opt, and tileiras.h with libtileiras for C
// programs, each working from the install prefix; examples/c-api, a
// standalone CMake project, finds the installed package and builds
// compile-tile against it.
// RUN: rm -rf %t && cmake --install %tileiras-build-dir --prefix %t > /dev/null
// RUN: %t/bin/tileiras %examples/gemm_f16.mlir --gpu-name sm_90 --emit=ptx | FileCheck %s --check-prefix=COMMAND
// COMMAND: .entry gemm_f16
// COMMAND: wgmma.mma_async
// RUN: mlir-opt --load-dialect-plugin=%t/plugins/TileirasPlugin.so --load-pass-plugin=%t/plugins/TileirasPlugin.so \
// RUN:   -p 'builtin.module(tileiras{chip=sm_80 format=isa})' %examples/vector_add.mlir | FileCheck %s --check-prefix=PLUGIN
// PLUGIN: gpu.binary @vector_add
// RUN: cc -I%t/include %S/Inputs/installed_capi.c -L%t/lib -ltileiras -Wl,-rpath,%t/lib -o %t/installed_capi
// RUN: %t/installed_capi %examples/vector_add.mlir | FileCheck %s --check-prefix=CAPI
// CAPI: status 0, entry: yes
// RUN: cmake -S %S/../../examples/c-api -B %t/c-api -G Ninja -DCMAKE_PREFIX_PATH=%t > /dev/null
// RUN: cmake --build %t/c-api > /dev/null
// RUN: %t/c-api/compile-tile %examples/vector_add.mlir %t/vector_add.cubin sm_90
// RUN: od -An -c -N4 %t/vector_add.cubin | FileCheck %s --check-prefix=ELF
// ELF: 177   E   L   F
// RUN: not %t/c-api/compile-tile %S/Inputs/does-not-exist.mlir %t/none.cubin sm_90 2>&1 | FileCheck %s --check-prefix=NOINPUT
// NOINPUT: compile-tile: cannot read {{.*}}does-not-exist.mlir
// RUN: echo 'cuda_tile.module @m { entry @k() { %%x = bogus } }' > %t/bad.mlir
// RUN: not %t/c-api/compile-tile %t/bad.mlir %t/bad.cubin sm_90 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.mlir:1:{{[0-9]+}}: error: custom op 'bogus' is unknown
// RUN: test ! -e %t/bad.cubin
