/* compile-tile INPUT OUTPUT.cubin sm_XX: compiles a Tile IR program
 * (bytecode or text) to a cubin with the tileiras C API, printing the
 * compiler's diagnostics on failure. Exit status 0 on success, 1 for bad
 * arguments or I/O, 3 when the program does not compile. */
#include <tileiras.h>

#include <stdio.h>
#include <stdlib.h>

/* The whole of `path` in a buffer the caller frees; NULL on failure. */
static char *readFile(const char *path, size_t *size) {
  FILE *file = fopen(path, "rb");
  if (!file)
    return NULL;
  char *bytes = NULL;
  long length;
  if (fseek(file, 0, SEEK_END) == 0 && (length = ftell(file)) >= 0 &&
      fseek(file, 0, SEEK_SET) == 0 && (bytes = malloc(length + 1)) &&
      fread(bytes, 1, length, file) == (size_t)length) {
    *size = (size_t)length;
  } else {
    free(bytes);
    bytes = NULL;
  }
  fclose(file);
  return bytes;
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s INPUT OUTPUT.cubin sm_XX\n", argv[0]);
    return 1;
  }
  size_t size;
  char *input = readFile(argv[1], &size);
  if (!input) {
    fprintf(stderr, "compile-tile: cannot read %s\n", argv[1]);
    return 1;
  }
  tileirasOptions options;
  tileirasInitOptions(&options);
  options.gpuName = argv[3];
  options.emit = TILEIRAS_EMIT_CUBIN;
  tileirasResult *result = NULL;
  int status = tileirasCompile(input, size, argv[1], &options, &result);
  free(input);
  if (!result) {
    fprintf(stderr, "compile-tile: out of memory\n");
    return 1;
  }
  fputs(tileirasGetLog(result), stderr);
  int exitCode = 0;
  if (status != 0) {
    exitCode = 3;
  } else {
    size_t outputSize;
    const void *output = tileirasGetOutput(result, &outputSize);
    FILE *file = fopen(argv[2], "wb");
    if (!file || fwrite(output, 1, outputSize, file) != outputSize) {
      fprintf(stderr, "compile-tile: cannot write %s\n", argv[2]);
      exitCode = 1;
    }
    if (file && fclose(file) != 0)
      exitCode = 1;
  }
  tileirasDestroyResult(result);
  return exitCode;
}
