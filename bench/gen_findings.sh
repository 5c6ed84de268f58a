#!/bin/sh
# gen_findings.sh N — writes to stdout a Cal3D XSF skeleton with exactly N
# findings: a root and N bones whose PARENTID names no bone (SK101 each).
# Used by bench/bench_json_stream.sh and tests/cli/report_stream.sh.
n=${1:-1000}
awk -v n="$n" 'BEGIN {
  printf "<HEADER MAGIC=\"XSF\" VERSION=\"919\" />\n<SKELETON NUMBONES=\"%d\">\n", n + 1
  bone = "    <BONE ID=\"%d\" NAME=\"%s\" NUMCHILDS=\"0\">\n" \
         "        <TRANSLATION>0 0 0</TRANSLATION>\n        <ROTATION>0 0 0 1</ROTATION>\n" \
         "        <LOCALTRANSLATION>0 0 0</LOCALTRANSLATION>\n" \
         "        <LOCALROTATION>0 0 0 1</LOCALROTATION>\n        <PARENTID>%d</PARENTID>\n    </BONE>\n"
  printf bone, 0, "Root", -1
  for (i = 1; i <= n; i++) printf bone, i, sprintf("Bone%06d", i), n + 100
  print "</SKELETON>"
}'
