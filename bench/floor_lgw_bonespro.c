/* floor_lgw_bonespro.c — the floor the LGW and BonesPro benchmarks compare
 * against: reads a file whole and converts every number in it with strtod
 * (skipping quoted names, `<bone names>` and keywords), the least any
 * checker of these formats must do. Prints the count and the sum so the
 * work cannot be optimised away. Usage: floor_lgw_bonespro FILE */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: floor_lgw_bonespro FILE\n"); return 2; }
  FILE *f = fopen(argv[1], "rb");
  if (!f) { perror(argv[1]); return 2; }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc((size_t)n + 1);
  if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) { perror(argv[1]); return 2; }
  fclose(f);
  buf[n] = '\0';
  long count = 0;
  double sum = 0;
  for (char *p = buf, *end = buf + n; p < end;) {
    char c = *p;
    if (c == '"' || c == '<') { /* a name: skip it */
      char close = c == '"' ? '"' : '>';
      for (p++; p < end && *p != close && *p != '\n'; p++) {}
      p++;
    } else if ((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.') {
      char *q;
      double v = strtod(p, &q);
      if (q == p) { p++; continue; }
      sum += v;
      count++;
      p = q;
    } else if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_') {
      while (p < end && ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') ||
                         (*p >= '0' && *p <= '9') || *p == '_'))
        p++;
    } else {
      p++;
    }
  }
  printf("%ld numbers, sum %g\n", count, sum);
  free(buf);
  return 0;
}
