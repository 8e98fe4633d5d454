// --export writes what tileiras-launch needs to repeat a launch on another
// machine: the image, copies of the input and reference files, and a
// manifest with the recorded block and shared memory.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import array, sys; open(sys.argv[1], 'wb').write(array.array('i', range(7)).tobytes())" %t/y.bin
// RUN: %tileiras-run %S/Inputs/two-kernels.mlir --kernel=scale --grid=4 --seed=42 \
// RUN:   --buffer=x:f32:1000:random --f32=2.5 --buffer=y:i32:7:%t/y.bin --i32=-3 \
// RUN:   --i64=1099511627776 --buffer=z:f16:3:zeros --compare=y:%t/y.bin:rtol=0,atol=0.5 \
// RUN:   --export=%t/kit | FileCheck %s --check-prefix=EXPORT
// EXPORT: exported to {{.*}}{{kit|ptx}}
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/kit/manifest.json
// MANIFEST-DAG: "image": "kernel.cubin"
// MANIFEST-DAG: "kernel": "scale"
// MANIFEST-DAG: "smem": 256
// MANIFEST-DAG: "seed": 42
// MANIFEST-DAG: "init": "y.in"
// MANIFEST-DAG: "compare": "y.ref"
// MANIFEST-DAG: "f32": 2.5
// MANIFEST-DAG: "i64": 1099511627776
// RUN: cmp %t/y.bin %t/kit/y.in
// RUN: cmp %t/y.bin %t/kit/y.ref

// tileiras-launch, which links no MLIR, reads the manifest and the image it
// names and launches the same kernel with the same arguments.
// RUN: %tileiras-launch --manifest=%t/kit/manifest.json --dry-run | FileCheck %s --check-prefix=LAUNCH
// LAUNCH:      kernel scale: grid 4x1x1, block 128x1x1, dynamic smem 256
// LAUNCH-NEXT:   arg 0: buffer x: 1000 x f32
// LAUNCH-NEXT:   arg 1: f32 2.5
// LAUNCH-NEXT:   arg 2: buffer y: 7 x i32
// LAUNCH-NEXT:   arg 3: i32 -3
// LAUNCH-NEXT:   arg 4: i64 1099511627776
// LAUNCH-NEXT:   arg 5: buffer z: 3 x f16

// A PTX module is exported as PTX, which tileiras-launch recognises by its
// .version directive.
// RUN: %tileiras-run %S/Inputs/ptx-only.mlir --grid=1 --block=32 --export=%t/ptx | FileCheck %s --check-prefix=EXPORT
// RUN: FileCheck %s --check-prefix=PTX < %t/ptx/manifest.json
// PTX: "image": "kernel.ptx"
// RUN: %tileiras-launch --manifest=%t/ptx/manifest.json --dry-run | FileCheck %s --check-prefix=PTXLAUNCH
// PTXLAUNCH: grid 1x1x1, block 32x1x1, dynamic smem 0

// --export-under names a new folder after the input, one per launch; a
// launch expected to fail says so.
// RUN: %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --export-under=%t/under > /dev/null
// RUN: %tileiras-run %S/Inputs/vector-add.mlir --grid=1 --export-under=%t/under --export-expecting-failure > /dev/null
// RUN: ls %t/under | FileCheck %s --check-prefix=UNDER
// UNDER:      Inputs-vector-add
// UNDER-NEXT: Inputs-vector-add-2
// RUN: FileCheck %s --check-prefix=EXPECT < %t/under/Inputs-vector-add-2/manifest.json
// EXPECT: "expect": "failure"

// tileiras-launch reads no MLIR, and says where to get what it reads.
// RUN: not %tileiras-launch %S/Inputs/vector-add.mlir --grid=1 --dry-run 2>&1 | FileCheck %s --check-prefix=NOMLIR
// NOMLIR: tileiras-launch: error: {{.*}}vector-add.mlir is not a cubin, fatbin or PTX module; tileiras-launch reads only those (tileiras-run --export writes them from the pipeline's output)
