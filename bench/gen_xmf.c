/* gen_xmf.c — writes a consistent Cal3D XML mesh to stdout: N vertices in
 * submeshes of 5,000, each vertex with POS, NORM (unit), one TEXCOORD and
 * 1–4 influences on bones of a 60-bone skeleton whose weights sum to 1,
 * and faces over neighbouring vertices. The root element carries MAGIC
 * and VERSION (no leading HEADER) so that `xmllint --noout` accepts the
 * same bytes as a floor.
 * Usage: gen_xmf VERTICES > big.xmf */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 100000;
  if (n < 3) n = 3;
  const long per = 5000;
  long subs = (n + per - 1) / per;
  printf("<MESH MAGIC=\"XMF\" VERSION=\"1000\" NUMSUBMESH=\"%ld\">\n", subs);
  static const double weights[4][4] = {
      {1, 0, 0, 0}, {0.75, 0.25, 0, 0}, {0.5, 0.25, 0.25, 0}, {0.4, 0.3, 0.2, 0.1}};
  for (long s = 0; s < subs; s++) {
    long nv = n - s * per < per ? n - s * per : per;
    if (nv < 3) nv = 3;
    long nf = nv - 2;
    printf("  <SUBMESH NUMVERTICES=\"%ld\" NUMFACES=\"%ld\" MATERIAL=\"0\" NUMLODSTEPS=\"0\" "
           "NUMSPRINGS=\"0\" NUMTEXCOORDS=\"1\">\n", nv, nf);
    for (long v = 0; v < nv; v++) {
      int k = (int)(v % 4);
      printf("    <VERTEX ID=\"%ld\" NUMINFLUENCES=\"%d\">\n", v, k + 1);
      printf("      <POS>%.4f %.4f %.4f</POS>\n", (double)(v % 97) * 0.25, (double)(v / 97) * 0.5, (double)s);
      printf("      <NORM>0 0 1</NORM>\n");
      printf("      <TEXCOORD>%.4f %.4f</TEXCOORD>\n", (double)(v % 97) / 97.0, (double)(v % 89) / 89.0);
      for (int i = 0; i <= k; i++)
        printf("      <INFLUENCE ID=\"%ld\">%g</INFLUENCE>\n", (v + i * 7) % 60, weights[k][i]);
      printf("    </VERTEX>\n");
    }
    for (long f = 0; f < nf; f++) printf("    <FACE VERTEXID=\"%ld %ld %ld\" />\n", f, f + 1, f + 2);
    printf("  </SUBMESH>\n");
  }
  printf("</MESH>\n");
  return 0;
}
