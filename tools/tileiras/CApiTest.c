/* tileiras-capi-test FILE: compiles FILE to PTX for sm_90 with tileiras.h,
 * on four threads at once, then a program that does not parse and an
 * unknown GPU, printing what each call returned. */
#include "tools/tileiras/tileiras.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *program;
static size_t programSize;

struct job {
  int status;
  size_t size;
  int hasEntry;
};

static void *compileOne(void *arg) {
  struct job *job = (struct job *)arg;
  tileirasOptions options;
  tileirasInitOptions(&options);
  options.gpuName = "sm_90";
  options.emit = TILEIRAS_EMIT_PTX;
  tileirasResult *result = NULL;
  job->status = tileirasCompile(program, programSize, "kernel.mlir", &options,
                                &result);
  const char *output = (const char *)tileirasGetOutput(result, &job->size);
  job->hasEntry = job->size > 0 && strstr(output, ".entry") != NULL;
  tileirasDestroyResult(result);
  return NULL;
}

static void report(const char *what, const char *input, const char *gpu) {
  tileirasOptions options;
  tileirasInitOptions(&options);
  options.gpuName = gpu;
  tileirasResult *result = NULL;
  int status = tileirasCompile(input, strlen(input), "bad.mlir", &options,
                               &result);
  size_t size = 0;
  tileirasGetOutput(result, &size);
  printf("%s: status %d, %zu output bytes, log: %s", what, status, size,
         tileirasGetLog(result));
  tileirasDestroyResult(result);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: tileiras-capi-test FILE\n");
    return 2;
  }
  FILE *file = fopen(argv[1], "rb");
  if (!file) {
    perror(argv[1]);
    return 2;
  }
  fseek(file, 0, SEEK_END);
  programSize = (size_t)ftell(file);
  fseek(file, 0, SEEK_SET);
  program = malloc(programSize);
  if (!program || fread(program, 1, programSize, file) != programSize)
    return 2;
  fclose(file);

  printf("version: %s\n", tileirasGetVersion());
  enum { THREADS = 4 };
  pthread_t threads[THREADS];
  struct job jobs[THREADS];
  for (int i = 0; i < THREADS; ++i)
    pthread_create(&threads[i], NULL, compileOne, &jobs[i]);
  for (int i = 0; i < THREADS; ++i)
    pthread_join(threads[i], NULL);
  for (int i = 0; i < THREADS; ++i)
    printf("thread %d: status %d, PTX with an entry: %s, same size as thread 0: "
           "%s\n",
           i, jobs[i].status, jobs[i].hasEntry ? "yes" : "no",
           jobs[i].size == jobs[0].size ? "yes" : "no");

  report("unparsable", "cuda_tile.module @m { entry @k() { bogus } }", "sm_80");
  report("unknown GPU", "cuda_tile.module @m {}", "sm_12");
  free(program);
  return 0;
}
