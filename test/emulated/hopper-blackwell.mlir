// The bundled GEMM and attention kernels lowered for sm_90a and sm_100a (on
// tensor cores: wgmma m64nNk16 where sm_90a allows it, mma.sync m16n8k16
// elsewhere) run by tileiras-emulate against the same references and
// arguments as their sm_80 twins, gemm.mlir and attention.mlir.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p '%lower-to-llvm-sm80' --mlir-print-op-generic -o %t/gemm-sm80.mlir
// RUN: %tileiras-emulate %t/gemm-sm80.mlir --grid=2,2 --seed=7 --dry-run --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 --out=a:%t/a.bin \
// RUN:   --out=b:%t/b.bin
// RUN: %python %S/../gpu/Inputs/gemm_ref.py %t/a.bin %t/b.bin 100 72 40 %t/gemm-ref.bin
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/gemm-sm90a.mlir
// On sm_90a the product is wgmma (two m64n64k16 per k step), run by the
// emulator's model of it:
// RUN: grep -c '"nvvm.wgmma.mma_async"' %t/gemm-sm90a.mlir | FileCheck %s --check-prefix=WGMMA
// WGMMA: 2
// RUN: %tileiras-emulate %t/gemm-sm90a.mlir --grid=2,2 --seed=7 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/gemm-ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s --check-prefix=GEMM
// RUN: %tileiras-opt %examples/gemm_f16.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/gemm-sm100a.mlir
// RUN: %tileiras-emulate %t/gemm-sm100a.mlir --grid=2,2 --seed=7 --buffer=a:f16:4000:random \
// RUN:   --buffer=b:f16:2880:random --buffer=c:f32:7200:zeros --i32=100 --i32=72 --i32=40 \
// RUN:   --compare=c:%t/gemm-ref.bin:rtol=1e-5,atol=1e-5 | FileCheck %s --check-prefix=GEMM
// GEMM: compare c: 7200 elements match
// RUN: %tileiras-opt %examples/attention_f16.mlir -p '%lower-to-llvm-sm90a' --mlir-print-op-generic -o %t/att-sm90a.mlir
// On sm_90a S = Q K^T is wgmma (Q from its staging, read at every key
// block; K from its stage, K-major): four m64n64k16 per block; and so is
// O += P V, P from registers (inline PTX: the NVVM dialect has only the form
// with A in shared memory), V from its stage: four more, no mma.sync left.
// RUN: grep -c '"nvvm.wgmma.mma_async"' %t/att-sm90a.mlir | FileCheck %s --check-prefix=ATTWGMMA
// ATTWGMMA: 4
// RUN: grep -c '"llvm.inline_asm".*wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16' %t/att-sm90a.mlir | FileCheck %s --check-prefix=ATTWGMMA
// RUN: not grep -q '"nvvm.mma.sync"' %t/att-sm90a.mlir
// RUN: %tileiras-emulate %t/att-sm90a.mlir --grid=2,2 --seed=9 --dry-run --buffer=q:f16:16384:random \
// RUN:   --buffer=k:f16:16384:random --buffer=v:f16:16384:random --buffer=o:f32:16384:zeros --i32=128 \
// RUN:   --f32=0.125 --out=q:%t/q.bin --out=k:%t/k.bin --out=v:%t/v.bin
// RUN: %python %S/../gpu/Inputs/attention_ref.py %t/q.bin %t/k.bin %t/v.bin 2 128 0.125 %t/att-ref.bin
// RUN: %tileiras-emulate %t/att-sm90a.mlir --grid=2,2 --seed=9 --buffer=q:f16:16384:random \
// RUN:   --buffer=k:f16:16384:random --buffer=v:f16:16384:random --buffer=o:f32:16384:zeros --i32=128 \
// RUN:   --f32=0.125 --compare=o:%t/att-ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s --check-prefix=ATT
// RUN: %tileiras-opt %examples/attention_f16.mlir -p '%lower-to-llvm-sm100a' --mlir-print-op-generic -o %t/att-sm100a.mlir
// RUN: %tileiras-emulate %t/att-sm100a.mlir --grid=2,2 --seed=9 --buffer=q:f16:16384:random \
// RUN:   --buffer=k:f16:16384:random --buffer=v:f16:16384:random --buffer=o:f32:16384:zeros --i32=128 \
// RUN:   --f32=0.125 --compare=o:%t/att-ref.bin:rtol=1e-4,atol=1e-4 | FileCheck %s --check-prefix=ATT
// ATT: compare o: 16384 elements match
