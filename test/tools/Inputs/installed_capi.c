/* Compiles FILE to PTX through the installed tileiras.h and libtileiras. */
#include <tileiras.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  FILE *file = fopen(argv[1], "rb");
  if (!file)
    return 2;
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *program = malloc((size_t)size);
  if (!program || fread(program, 1, (size_t)size, file) != (size_t)size)
    return 2;
  fclose(file);
  tileirasOptions options;
  tileirasInitOptions(&options);
  options.gpuName = "sm_90";
  options.emit = TILEIRAS_EMIT_PTX;
  tileirasResult *result = NULL;
  int status = tileirasCompile(program, (size_t)size, argv[1], &options,
                               &result);
  size_t bytes = 0;
  const char *ptx = tileirasGetOutput(result, &bytes);
  printf("status %d, entry: %s\n", status,
         bytes && strstr(ptx, ".entry") ? "yes" : "no");
  tileirasDestroyResult(result);
  free(program);
  return status;
}
