/* gen_dashjson.c — writes a consistent Dash JSON skeleton to stdout: N
 * bones in a binary tree (bone i's parent is (i-1)/2), each with a name,
 * position, rotation (identity) and scale, indented with tabs as the
 * format's example is. 28,000 bones make 6.4 MB.
 * Usage: gen_dashjson BONES > big.json */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 28000;
  if (n < 1) n = 1;
  puts("[");
  for (long i = 0; i < n; i++) {
    printf("\t{\n\t\t\"parentIndex\": %ld,\n\t\t\"name\": \"bone-%05ld\",\n", i ? (i - 1) / 2 : 0, i);
    printf("\t\t\"position\": {\n\t\t\t\"x\": %g,\n\t\t\t\"y\": 1.5,\n\t\t\t\"z\": -0.25\n\t\t},\n",
           (double)(i % 56) * 0.125);
    printf("\t\t\"rotation\": {\n\t\t\t\"x\": 0,\n\t\t\t\"y\": 0,\n\t\t\t\"z\": 0,\n\t\t\t\"w\": 1\n\t\t},\n");
    printf("\t\t\"scale\": {\n\t\t\t\"x\": 1,\n\t\t\t\"y\": 1,\n\t\t\t\"z\": 1\n\t\t}\n\t}%s\n", i + 1 < n ? "," : "");
  }
  puts("]");
  return 0;
}
