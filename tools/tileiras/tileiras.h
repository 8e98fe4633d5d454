/*===- tileiras.h - compile Tile IR in-process (C API) ---------*- C -*-===*\
|*                                                                          *|
|* One call compiles one program: input bytes (Tile IR bytecode or text)    *|
|* and options in, the output (cubin, PTX, fatbin, LLVM IR or MLIR) and a   *|
|* diagnostics log out. Every call has its own compiler state: calls may    *|
|* run on several threads at once. Errors are results, never an exit of    *|
|* the process.                                                             *|
|*                                                                          *|
\*===----------------------------------------------------------------------===*/

#ifndef TILEIRAS_H
#define TILEIRAS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What a compilation produces. */
typedef enum tileirasEmit {
  TILEIRAS_EMIT_CUBIN = 0,
  TILEIRAS_EMIT_PTX = 1,
  TILEIRAS_EMIT_FATBIN = 2,
  TILEIRAS_EMIT_LLVM = 3, /* LLVM IR, as text */
  TILEIRAS_EMIT_MLIR = 4  /* the MLIR the pipeline leaves before binaries */
} tileirasEmit;

typedef struct tileirasOptions {
  /* "sm_80", "sm_90" (compiled as sm_90a), "sm_100a", ... */
  const char *gpuName;
  /* 0 to 3 */
  int optLevel;
  tileirasEmit emit;
  /* Non-zero: .loc/.file line tables from the program's locations. */
  int lineInfo;
  /* Non-zero: full debug information, unoptimized (-O0, ptxas -g). */
  int deviceDebug;
  /* A pass of the pipeline to stop after, emitting its MLIR; NULL: none. */
  const char *stopAfter;
  /* Remarks in the log on what became of each matrix product and access:
   * "none" (or NULL), "tensorcore", "memory" or "all". */
  const char *remarks;
} tileirasOptions;

/* The defaults: sm_80, -O3, a cubin, no line tables, the whole pipeline,
 * no remarks. */
void tileirasInitOptions(tileirasOptions *options);

typedef struct tileirasResult tileirasResult;

/* Compiles `size` bytes of `input`, named `inputName` in diagnostics (may be
 * NULL). Returns 0 on success and non-zero otherwise; in both cases
 * `*result` receives a result to read and then destroy (NULL only when
 * `result` or `options` is NULL, or memory runs out). */
int tileirasCompile(const void *input, size_t size, const char *inputName,
                    const tileirasOptions *options, tileirasResult **result);

/* The output bytes (empty after a failure); `*size` receives their count. */
const void *tileirasGetOutput(const tileirasResult *result, size_t *size);

/* The diagnostics, NUL-terminated (empty when there were none). */
const char *tileirasGetLog(const tileirasResult *result);

void tileirasDestroyResult(tileirasResult *result);

/* The version of the compiler, e.g. for logs. */
const char *tileirasGetVersion(void);

#ifdef __cplusplus
}
#endif

#endif /* TILEIRAS_H */
