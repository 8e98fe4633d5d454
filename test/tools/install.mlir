// The installed tree (cmake --install, make install): the tileiras command,
// the plugins for stock mlir-opt, and tileiras.h with libtileiras for C
// programs, each working from the install prefix.
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
