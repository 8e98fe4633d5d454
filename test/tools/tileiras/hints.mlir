// Optimization hints the compiler does not know: ignored by default (as the
// dialect keeps them), warnings with -Wunsupported-hints, errors with
// -Werr-hints.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %tileiras %s --gpu-name sm_90 --emit=ptx -o %t/a.ptx 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: warning
// RUN: %tileiras %s --gpu-name sm_90 --emit=ptx -o %t/b.ptx -Wunsupported-hints 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: hints.mlir:[[@LINE+6]]:3: warning: num_qqq is not known hint for current Operation
// RUN: test -s %t/b.ptx
// RUN: not %tileiras %s --gpu-name sm_90 --emit=ptx -o %t/c.ptx -Werr-hints 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: hints.mlir:[[@LINE+3]]:3: error: Optimization hints verification failed
// RUN: test ! -e %t/c.ptx
cuda_tile.module @hinted {
  entry @k() optimization_hints=<sm_90 = {num_qqq = 1}> {
    return
  }
}
