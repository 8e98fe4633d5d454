// The tileiras command's failures: located diagnostics on stderr and a
// non-zero exit status (1: command line, input or output; 3: the program
// does not compile), never an output file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %tileiras %s --emit=ptx -o %t/out.ptx 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: test ! -e %t/out.ptx
// PARSE: errors.mlir:[[@LINE+3]]:5: error: custom op 'bogus' is unknown
cuda_tile.module @bad {
  entry @k() {
    bogus
  }
}
// RUN: %python -c "import subprocess,sys; sys.exit(subprocess.run(['%tileiras', '%s', '--emit=ptx', '-o', '%t/out.ptx'], capture_output=True).returncode != 3)"
// RUN: not %tileiras %examples/vector_add.mlir --gpu-name sm_12 2>&1 | FileCheck %s --check-prefix=GPU
// GPU: error: unknown GPU 'sm_12'
// RUN: not %tileiras %examples/vector_add.mlir --emit=object 2>&1 | FileCheck %s --check-prefix=EMIT
// EMIT: tileiras: error: unknown --emit 'object' (expected cubin, ptx, fatbin, llvm or mlir)
// RUN: not %tileiras %examples/vector_add.mlir --stop-after=no-such-pass 2>&1 | FileCheck %s --check-prefix=STAGE
// STAGE: tileiras: error: no stage named 'no-such-pass'; the stages are convert-cuda-tile-to-tileaa,
// RUN: not %tileiras %t/missing.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: tileiras: error: cannot open input file '{{.*}}missing.mlir'
// RUN: not %tileiras %examples/vector_add.mlir -O4 2>&1 | FileCheck %s --check-prefix=LEVEL
// LEVEL: tileiras: error: optimization level 4 is not 0 to 3
// Bytecode that ends early: a located error (the byte offset as column).
// RUN: %tileiras-translate -mlir-to-cudatilebc %examples/vector_add.mlir -o %t/va.tilebc
// RUN: %python -c "d = open('%t/va.tilebc', 'rb').read(); open('%t/short.tilebc', 'wb').write(d[:40])"
// RUN: not %tileiras %t/short.tilebc -o %t/short.cubin 2>&1 | FileCheck %s --check-prefix=SHORT
// RUN: test ! -e %t/short.cubin
// SHORT: short.tilebc:0:{{[0-9]+}}: error: {{.*}}
// Two cuda_tile modules are two GPU binaries: one output file holds one.
// RUN: cat %examples/vector_add.mlir %examples/softmax.mlir > %t/two.mlir
// RUN: not %tileiras %t/two.mlir --emit=ptx -o %t/two.ptx 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: error: the program compiles to 2 GPU binaries; one output holds exactly one
// RUN: %tileiras %t/two.mlir --emit=mlir | FileCheck %s --check-prefix=TWOMLIR
// TWOMLIR-COUNT-2: gpu.module @
