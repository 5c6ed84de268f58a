/* gen_bon.c — writes a RokDeBone2 .bon file of N joints for `make bench`:
 * separated type, Shift_JIS names (関節 + number), CRLF, a NAMEPART line per
 * joint and a TREEPART of chains of ten joints, each chain hanging from a
 * joint of the chain before it. Serials are 4 digits up to 9999; beyond
 * that the format has no room, so they are written with more digits
 * (SK412 reports each: the benchmark then measures reporting as well).
 * Usage: gen_bon N > file.bon */
#include <stdio.h>
#include <stdlib.h>

/* 関節 in Shift_JIS (CP932). */
static const char kansetsu[] = "\x8A\xD6\x90\xDF";

int main(int argc, char **argv) {
  long n = argc > 1 ? strtol(argv[1], NULL, 10) : 100000;
  if (n < 1) { fprintf(stderr, "usage: gen_bon N > file.bon\n"); return 2; }
  static char buf[1 << 16];
  setvbuf(stdout, buf, _IOFBF, sizeof buf);
  /* Joint k (0-based) has serial k + 2: 0001 is the scene root. */
  printf("BoneFile : type separated : ver1001\r\n\r\nNAMEPART_START\r\n");
  for (long k = 0; k < n; k++) printf("%04ld:%s%06ld\r\n", k + 2, kansetsu, k);
  printf("NAMEPART_END\r\n\r\nTREEPART_START\r\n");
  for (long first = 0; first < n; first += 10) {
    /* The parent: the scene root for the first chain, else a joint of the
     * previous chain. */
    long parent = first == 0 ? 1 : (first - 10) + 2 + (first / 10) % 10;
    printf("%04ld,", parent);
    for (long k = first; k < first + 10 && k < n; k++) printf("%04ld,", k + 2);
    printf("\r\n");
  }
  printf("TREEPART_END\r\n");
  return 0;
}
