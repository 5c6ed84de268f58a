/* gen_bonespro.c — writes a BonesPro structure file of about BYTES bytes
 * (default 40,000,000) to stdout, CRLF as the Windows plugin writes: 30
 * bones in a chain-and-branches hierarchy with box sizes and rotation
 * matrices, then vertices with one to four `bone weight` lines whose
 * weights (six decimals) sum to exactly 1. Consistent, so the linter does
 * all its work and reports nothing. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { NBONES = 30 };

int main(int argc, char **argv) {
  long target = argc > 1 ? atol(argv[1]) : 40000000;
  long nverts = target / 65; /* a vertex with 2.5 bone lines on average */
  printf("// BonesPro 2.0 structure export (bench)\r\n%d // Nb\r\n%ld // Nv\r\n", NBONES, nverts);
  for (int b = 0; b < NBONES; b++) {
    double a = b * 0.1, c = cos(a), s = sin(a);
    printf("<Bip01 Bone%02d>\r\n", b);
    if (b == 0) printf("*\r\n");
    else printf("%d\r\n", b % 5 == 0 ? 0 : b - 1);
    printf("%.6f %.6f %.6f\r\n", 10.0, 4.0, 4.0);
    for (int t = 0; t < 2; t++)
      printf("1.000000 0.000000 0.000000\r\n0.000000 %.6f %.6f\r\n0.000000 %.6f %.6f\r\n"
             "%.6f %.6f %.6f\r\n",
             c, -s, s, c, 1.5 * b, 0.0, 40.0 + 2.5 * b);
  }
  unsigned r = 4242;
  for (long v = 0; v < nverts; v++) {
    r = r * 1103515245u + 12345u;
    int k = 1 + (int)((r >> 16) % 4);
    printf("%.6f %.6f %.6f\r\n%d\r\n", (double)(v % 1000) * 0.01 - 5.0,
           (double)(v % 613) * 0.02 - 6.0, 40.0 + (double)(v % 977) * 0.075, k);
    long left = 1000000;
    for (int i = 0; i < k; i++) {
      long w = i == k - 1 ? left : left / (k - i) + (i % 2 ? 777 : -777);
      left -= w;
      printf("%d %ld.%06ld\r\n", (int)((v / 11 + i * 7) % NBONES), w / 1000000, w % 1000000);
    }
  }
  return 0;
}
