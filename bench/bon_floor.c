/* bon_floor.c — the floor for the .bon benchmark: read a file's bytes into
 * memory and count its lines, nothing else. Usage: bon_floor FILE */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: bon_floor FILE\n"); return 2; }
  FILE *f = fopen(argv[1], "rb");
  if (!f) { perror(argv[1]); return 2; }
  size_t cap = 1 << 20, len = 0, n;
  char *data = malloc(cap);
  while (data && (n = fread(data + len, 1, cap - len, f)) > 0) {
    len += n;
    if (len == cap) data = realloc(data, cap *= 2);
  }
  fclose(f);
  if (!data) return 2;
  size_t lines = 0;
  for (const char *p = data, *end = data + len; (p = memchr(p, '\n', (size_t)(end - p))); p++)
    lines++;
  printf("%zu bytes, %zu lines\n", len, lines);
  free(data);
  return 0;
}
