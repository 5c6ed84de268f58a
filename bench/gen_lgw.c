/* gen_lgw.c — writes an LGW animated model of about BYTES bytes (default
 * 40,000,000) to stdout: a material with a texture, one skinned mesh whose
 * LINKINFO SKIN lists 24 bones with PIVOT matrices, WVERTS lines bound to
 * one to four bones with weights (six decimals, as exporters write them)
 * that sum to exactly 1, and one TYPE_LIST group of triangles over those
 * vertices. Everything is consistent, so the linter does all its work and
 * reports nothing. */
#include <stdio.h>
#include <stdlib.h>

enum { NBONES = 24 };

int main(int argc, char **argv) {
  long target = argc > 1 ? atol(argv[1]) : 40000000;
  /* A WVERTS line and its triangle take ~158 bytes. */
  long nverts = target / 158;
  long ntris = nverts;
  if (nverts < 3) nverts = 3, ntris = 1;
  printf("MODEL \"bench\"\nEXPORT_VERSION 4\nSOURCE_FILE \"Q:\\\\bench\\\\big.max\"\n");
  printf("MATERIAL_LIST\nMATERIAL 0 \"skin\"\nDIFFUSE_COLOR 0.5882\t0.5882\t0.5882\n"
         "TEXTURE 0\nFILE_NAME \"tactical/textures/bench.tga\"\nU_WRAP V_WRAP\n"
         "ALPHA_MODE 0\nEND_OF_TEXTURE\nEND_OF_MATERIAL\nEND_OF_MATERIAL_LIST\n");
  printf("MESH \"body\"\nLINKINFO\nLINK_TYPE SKIN\nBONES %d\n", NBONES);
  for (int b = 0; b < NBONES; b++)
    printf("BONE \"Bench-bone%d\"\nPIVOT\n0.7300 0.0000 0.0000 %.4f 0.0000 0.7300 0.0000 "
           "%.4f 0.0000 0.0000 0.7300 %.4f 0.0000 0.0000 0.0000 1.0000\nEND_OF_BONE\n",
           b, b * 0.5, 21.6918 + b, 17.0244 - b);
  printf("END_OF_BONES\nEND_OF_LINKINFO\nMATERIAL_REF 0\nDEFAULT_COLOR 0.0235 0.5255 0.2275\n");
  printf("WVERTS %ld\n", nverts);
  unsigned s = 12345;
  for (long v = 0; v < nverts; v++) {
    s = s * 1103515245u + 12345u;
    int k = 1 + (int)((s >> 16) % 4);
    printf("%.6f %.6f %.6f %.6f %.6f %.6f %.6f %.6f %d", -12.225889 + (double)(v % 1000) * 0.01,
           (double)(v % 777) * 0.1 - 26.95, 91.145966 + (double)(v % 91), 0.613739, 0.361441,
           -0.971233, 0.031175, 0.236082, k);
    long left = 1000000;
    for (int i = 0; i < k; i++) {
      long w = i == k - 1 ? left : left / (k - i) + (i % 2 ? 1234 : -1234);
      left -= w;
      printf(" %ld.%06ld \"Bench-bone%d\"", w / 1000000, w % 1000000,
             (int)((v / 7 + (long)i * 5) % NBONES));
    }
    putchar('\n');
  }
  printf("PRIMITIVE_GEOMETRY_GROUPS 1\nGROUP 0 TYPE_LIST\nCOUNT %ld\n", ntris * 3);
  for (long t = 0; t < ntris; t++) {
    long a = t % nverts, b = (t + 1) % nverts, c = (t + 2) % nverts;
    printf("%ld %ld %ld%c", a, b, c, t % 8 == 7 ? '\n' : ' ');
  }
  printf("\nEND_OF_GROUP 0\nEND_OF_MESH \"body\"\nEND_OF_MODEL\n");
  return 0;
}
