/* gen_xsf.c — writes a Cal3D XSF skeleton of N bones (default 100,000) to
 * stdout: a realistic tree (each bone's parent a few bones back), exporter
 * float formatting, consistent NUMCHILDS/CHILDID and bind pose, so that the
 * linter does all its work and reports nothing. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 100000;
  long *parent = malloc(sizeof(long) * (size_t)n);
  long *nkids = calloc((size_t)n, sizeof(long));
  double *z = malloc(sizeof(double) * (size_t)n);
  for (long i = 0; i < n; i++) {
    parent[i] = i == 0 ? -1 : (i - 1) - (i % 3 == 0 ? (i % 7) : 0);
    if (parent[i] < 0 && i > 0) parent[i] = 0;
    if (i > 0) nkids[parent[i]]++;
    z[i] = (i == 0 ? 0 : z[parent[i]]) + 1.25;
  }
  printf("<?xml version=\"1.0\"?>\n<SKELETON VERSION=\"1000\" NUMBONES=\"%ld\">\n", n);
  for (long i = 0; i < n; i++) {
    printf("    <BONE ID=\"%ld\" NAME=\"Bone%06ld\" NUMCHILDS=\"%ld\">\n", i, i, nkids[i]);
    printf("        <TRANSLATION>0 0 %s</TRANSLATION>\n", i == 0 ? "0" : "1.25");
    printf("        <ROTATION>0 0 0 1</ROTATION>\n");
    printf("        <LOCALTRANSLATION>0 0 %.6f</LOCALTRANSLATION>\n", i == 0 ? 0.0 : -(z[i] - 1.25));
    printf("        <LOCALROTATION>0 0 0 1</LOCALROTATION>\n");
    printf("        <PARENTID>%ld</PARENTID>\n", parent[i]);
    for (long k = i + 1; k < n && k < i + 8; k++)
      if (parent[k] == i) printf("        <CHILDID>%ld</CHILDID>\n", k);
    printf("    </BONE>\n");
  }
  printf("</SKELETON>\n");
  free(parent), free(nkids), free(z);
  return 0;
}
