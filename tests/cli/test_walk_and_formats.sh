#!/bin/sh
# Files named on the command line must be a known format (else exit 2 with
# what the file looked like); a directory walk skips unknown files
# silently, skips .git and what .gitignore ignores (test_walk_ignore.sh:
# never a folder for its name alone), survives symlink loops and prints
# files in name order. `-` is stdin.
. "$(dirname "$0")/lib.sh"
cd "$FIX"

run "$SK" check crystal.xsf
expect_rc 2 "named file of unknown format"
expect_err "skellint: crystal.xsf: unknown format ("
expect_err "'CRYSTAL'"
expect_err "expected one of: xsf, xmf, xaf, xrf, xpf, bon"
run "$SK" check notes.txt
expect_rc 2 "named text file"
expect_err "skellint: notes.txt: unknown format"

# Text that only starts like an LGW model or a BonesPro structure is not
# one: prose opening with MODEL, two counts and a <name> without its parent.
# The exports themselves still are.
L=$TMP/lookalikes
mkdir -p "$L"
printf 'MODEL X200 specifications\nweight 3 kg\n' > "$L/prose.txt"
printf 'EXPORT_VERSION notes\n' > "$L/version-words.txt"
printf '12\n3\n<x>\n' > "$L/name-only.txt"
printf 'MODEL noname\nEXPORT_VERSION 4\nEND_OF_MODEL\n' > "$L/lgw-unquoted.txt"
printf '2\n0\n<Root>\n*\n' > "$L/bp-root.txt"
for f in prose version-words name-only; do
  run "$SK" tree "$L/$f.txt"
  expect_rc 2 "$f.txt is not a model"
  expect_err "unknown format"
done
run "$SK" tree "$L/lgw-unquoted.txt"
expect_out "lgw-unquoted.txt: lgw"
run "$SK" tree "$L/bp-root.txt"
expect_out "bp-root.txt: bpstruct"

# A .cfg's files are reported in the order of its lines, whatever order
# the files were created in (inode numbers differ on every checkout).
CASES=$(cd "$FIX/../../cases/cal3dcfg" && pwd)
for order in forward reverse; do
  O=$TMP/order-$order
  mkdir -p "$O/parts"
  if [ $order = forward ]; then names=$(ls "$CASES/parts"); else names=$(ls "$CASES/parts" | sort -r); fi
  for f in $names; do cp "$CASES/parts/$f" "$O/parts/"; done
  cp "$CASES/SK474-files-under-wrong-keys.cfg" "$O/m.cfg"
  (cd "$O" && NO_COLOR=1 "$SK" check --no-fold m.cfg > "$TMP/order-$order.out")
done
cmp -s "$TMP/order-forward.out" "$TMP/order-reverse.out" || fail "a .cfg's files are reported in another order when created in another order"
grep -n "" "$TMP/order-forward.out" | sed 's/: error.*//' | tr '\n' ' ' | grep -q "1:parts/skeleton.xsf:1:1 2:parts/walk.xaf:1:1 3:parts/face.xpf:1:1 4:parts/body_xml.cmf:1:1 5:parts/body.xmf:1:1" ||
  fail "a .cfg's files are not reported in the order of its lines: $(cat "$TMP/order-forward.out")"

# --format-of forces a format by glob.
run "$SK" check --format-of '*.txt=xsf' notes.txt
expect_rc 1 "notes.txt read as xsf"
expect_out "notes.txt:1:1: error:"
run "$SK" check --format-of '*.txt=nonsense' notes.txt
expect_rc 2 "unknown format name"
expect_err "xsf, xmf, xaf"

# A tree: unknown files and skipped directories produce nothing.
T=$TMP/tree
mkdir -p "$T/b" "$T/.hidden" "$T/node_modules" "$T/build-x" "$T/.git"
cp crystal.xsf notes.txt clean.xsf "$T/"
cp warning.xsf "$T/b/w.xsf"
cp error.xsf "$T/a.xsf"
for d in .hidden node_modules build-x .git; do cp error.xsf "$T/$d/bad.xsf"; done
printf '.hidden/\nnode_modules/\nbuild-x/\n' > "$T/.gitignore"
ln -s .. "$T/b/loop"
run "$SK" check --no-color "$T"
expect_rc 1 "walk"
expect_empty_err
expect_out "$T/a.xsf:4:22: error:"
expect_out "$T/b/w.xsf:13:19: warning:"
expect_no_out "bad.xsf"
expect_no_out "crystal"
[ "$(count_out "w.xsf:13:19")" = 1 ] || fail "the symlink loop must not check b/w.xsf twice"
first=$(grep -n "a.xsf" "$TMP/out" | head -n1 | cut -d: -f1)
second=$(grep -n "w.xsf" "$TMP/out" | head -n1 | cut -d: -f1)
[ "${first:-0}" -lt "${second:-0}" ] || fail "a.xsf must come before b/w.xsf"
expect_out "Found 2 problems (1 error, 1 warning, 0 infos) in 3 files."

# The current directory's files print without "./".
(cd "$T/b" && "$SK" check . >"$TMP/out" 2>"$TMP/err")
expect_out "w.xsf:13:19:"
expect_no_out "./w.xsf"

# stdin, with and without a name.
run sh -c "'$SK' check --stdin-filename chair.xsf - < warning.xsf"
expect_rc 1 "stdin with a name"
expect_out "chair.xsf:13:19: warning:"
run sh -c "'$SK' check - < warning.xsf"
expect_rc 1 "stdin detected by content"
expect_out "<stdin>:13:19: warning:"
run sh -c "'$SK' check - < notes.txt"
expect_rc 2 "stdin of unknown format"
expect_err "<stdin>: unknown format"

# Binary content under an XML extension: reported at a byte offset.
printf 'CSF\0\1\2\3\4' > "$TMP/binary.xsf"
run "$SK" check "$TMP/binary.xsf"
expect_rc 0 "binary Cal3D (an info)"
expect_out "$TMP/binary.xsf:@0x0: info:"
expect_out "[SK006 binary-lookalike]"
finish
