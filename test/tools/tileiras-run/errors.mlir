// Every error of tileiras-run is a message and a non-zero exit.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --dry-run 2>&1 | FileCheck %s --check-prefix=NO-GRID
// NO-GRID: tileiras-run: error: no grid: give --grid=X,Y,Z or "grid" in the manifest
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1,0 --dry-run 2>&1 | FileCheck %s --check-prefix=GRID
// GRID: error: --grid '1,0' must be one to three positive integers X[,Y[,Z]]
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1,1,1,1 --dry-run 2>&1 | FileCheck %s --check-prefix=GRID4
// GRID4: error: --grid '1,1,1,1' has more than three dimensions
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --block=x --dry-run 2>&1 | FileCheck %s --check-prefix=BLOCK
// BLOCK: error: --block 'x' must be one to three positive integers X[,Y[,Z]]

// Buffers.
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --buffer=a:f32:10 --dry-run 2>&1 | FileCheck %s --check-prefix=BUF-SHAPE
// BUF-SHAPE: error: --buffer=a:f32:10: expected name:type:count:init
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --buffer=a:f33:10:zeros --dry-run 2>&1 | FileCheck %s --check-prefix=BUF-TYPE
// BUF-TYPE: error: --buffer=a:f33:10:zeros: unknown element type 'f33' (expected f8E4M3FN, f8E5M2, f16, bf16, f32, f64, i8, i16, i32 or i64)
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --buffer=a:f32:0:zeros --dry-run 2>&1 | FileCheck %s --check-prefix=BUF-COUNT
// BUF-COUNT: error: --buffer=a:f32:0:zeros: the element count must be positive
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --buffer=:f32:4:zeros --dry-run 2>&1 | FileCheck %s --check-prefix=BUF-NAME
// BUF-NAME: error: --buffer=:f32:4:zeros: the buffer needs a name
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --buffer=a:f32:4: --dry-run 2>&1 | FileCheck %s --check-prefix=BUF-INIT
// BUF-INIT: error: --buffer=a:f32:4:: init must be random, zeros or a file name
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --buffer=a:f32:4:zeros --buffer=a:f32:4:zeros --dry-run 2>&1 | FileCheck %s --check-prefix=BUF-TWICE
// BUF-TWICE: error: --buffer=a:f32:4:zeros: buffer 'a' is defined twice
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --buffer=a:f32:4:%t/missing.bin --dry-run 2>&1 | FileCheck %s --check-prefix=BUF-FILE
// BUF-FILE: error: cannot read {{.*}}missing.bin for buffer 'a': No such file or directory
// RUN: printf 'abc' > %t/three.bin
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --buffer=a:f32:4:%t/three.bin --dry-run 2>&1 | FileCheck %s --check-prefix=BUF-SIZE
// BUF-SIZE: error: {{.*}}three.bin has 3 bytes, buffer 'a' needs 16
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --i32=abc --dry-run 2>&1 | FileCheck %s --check-prefix=SCALAR
// SCALAR: for the --i32 option: 'abc' value invalid for integer argument!

// Outputs and comparisons.
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --out=c --dry-run 2>&1 | FileCheck %s --check-prefix=OUT
// OUT: error: --out=c: expected name:file
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --out=c:c.bin --dry-run 2>&1 | FileCheck %s --check-prefix=OUT-NAME
// OUT-NAME: error: output names no buffer 'c'
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --buffer=c:f32:1:zeros --out=c:%t/no/such/dir/c.bin --dry-run 2>&1 | FileCheck %s --check-prefix=OUT-WRITE
// OUT-WRITE: error: cannot write {{.*}}c.bin: No such file or directory
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --compare=c --dry-run 2>&1 | FileCheck %s --check-prefix=CMP
// CMP: error: --compare=c: expected name:file[:rtol=R,atol=A]
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --compare=c:r.bin:rtol=-1 --dry-run 2>&1 | FileCheck %s --check-prefix=CMP-TOL
// CMP-TOL: error: --compare=c:r.bin:rtol=-1: bad tolerance 'rtol=-1' (expected rtol=R or atol=A with R, A >= 0)
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --compare=c:r.bin:tol=1 --dry-run 2>&1 | FileCheck %s --check-prefix=CMP-KEY
// CMP-KEY: error: --compare=c:r.bin:tol=1: bad tolerance 'tol=1'
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --compare=c:r.bin:atol=1 --dry-run 2>&1 | FileCheck %s --check-prefix=CMP-NAME
// CMP-NAME: error: comparison names no buffer 'c'

// The input.
// RUN: not %tileiras-run %t/none.mlir --grid=1 --dry-run 2>&1 | FileCheck %s --check-prefix=INPUT
// INPUT: error: cannot read {{.*}}none.mlir: No such file or directory
// RUN: echo 'module {' > %t/bad.mlir
// RUN: not %tileiras-run %t/bad.mlir --grid=1 --dry-run 2>&1 | FileCheck %s --check-prefix=PARSE
// PARSE: bad.mlir:1:9: error: expected operation name in quotes
// PARSE: error: cannot parse {{.*}}bad.mlir as MLIR
// RUN: echo 'module {}' > %t/empty.mlir
// RUN: not %tileiras-run %t/empty.mlir --grid=1 --dry-run 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: {{.*}}empty.mlir holds no gpu.binary
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --kernel=other --grid=1 --dry-run 2>&1 | FileCheck %s --check-prefix=KERNEL
// KERNEL: error: {{.*}}vector-add.mlir holds no gpu.binary with kernel 'other'
// RUN: not %tileiras-run %S/Inputs/two-kernels.mlir --grid=1 --dry-run 2>&1 | FileCheck %s --check-prefix=WHICH
// WHICH: error: gpu.binary @kernels records 2 kernels; choose one with --kernel
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --object=1 --grid=1 --dry-run 2>&1 | FileCheck %s --check-prefix=OBJECT
// OBJECT: error: gpu.binary @vector_add has no object 1
// RUN: not %tileiras-run %S/Inputs/llvm-only.mlir --grid=1 --dry-run 2>&1 | FileCheck %s --check-prefix=FORMAT
// FORMAT: error: gpu.binary @k holds offload, which the driver cannot load; compile with format=bin, fatbin or isa

// The driver: missing, or a library without its entry points.
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --driver=/nonexistent/libcuda.so 2>&1 | FileCheck %s --check-prefix=DRIVER
// DRIVER: error: CUDA driver library /nonexistent/libcuda.so could not be loaded: /nonexistent/libcuda.so: cannot open shared object file: No such file or directory
// RUN: not %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --driver=libc.so.6 2>&1 | FileCheck %s --check-prefix=ENTRY
// ENTRY: error: CUDA driver library libc.so.6 lacks the entry points cuInit, cuDeviceGetCount, cuDeviceGet,
