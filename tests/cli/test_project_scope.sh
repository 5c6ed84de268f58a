#!/bin/sh
# test_project_scope.sh SKELLINT — what a .cfg, a setting or a symlink can
# make skellint open and write (docs/security.md): only the files given are
# written; a .cfg's parts outside its folder and the skeletons of options
# are context (read, not reported, never written); names outside the
# project are not opened; a .cfg is never a part; /proc and devices are
# never read; a fix round plans the character again.
. "$(dirname "$0")/lib.sh"

skel() { # NUMCHILDS of the root: 1 is right, 2 is an SK401 with a safe fix
  cat <<END
<HEADER MAGIC="XSF" VERSION="919"/>
<SKELETON NUMBONES="2">
  <BONE ID="0" NAME="Root" NUMCHILDS="$1">
    <TRANSLATION>0 0 0</TRANSLATION><ROTATION>0 0 0 1</ROTATION>
    <LOCALTRANSLATION>0 0 0</LOCALTRANSLATION><LOCALROTATION>0 0 0 1</LOCALROTATION>
    <PARENTID>-1</PARENTID><CHILDID>1</CHILDID>
  </BONE>
  <BONE ID="1" NAME="Hip" NUMCHILDS="0">
    <TRANSLATION>0 0 1</TRANSLATION><ROTATION>0 0 0 1</ROTATION>
    <LOCALTRANSLATION>0 0 -1</LOCALTRANSLATION><LOCALROTATION>0 0 0 1</LOCALROTATION>
    <PARENTID>0</PARENTID>
  </BONE>
</SKELETON>
END
}
mesh() { # an influence on bone $1
  cat <<END
<HEADER MAGIC="XMF" VERSION="919"/>
<MESH NUMSUBMESH="1">
<SUBMESH NUMVERTICES="1" NUMFACES="0" MATERIAL="0" NUMLODSTEPS="0" NUMSPRINGS="0" NUMTEXCOORDS="0">
<VERTEX ID="0" NUMINFLUENCES="1"><POS>0 0 0</POS><NORM>0 0 1</NORM><INFLUENCE ID="$1">1</INFLUENCE></VERTEX>
</SUBMESH>
</MESH>
END
}

W=$TMP/w
mkdir -p "$W/repo/.git" "$W/outside"
skel 2 >"$W/outside/victim.xsf"
skel 2 >"$W/repo/own.xsf"
mesh 1 >"$W/repo/body.xmf"
cp "$W/outside/victim.xsf" "$TMP/victim.orig"
cd "$W" || exit 1

# 1. A .cfg naming a skeleton outside its folder (inside the project of the
#    command's folder): read, not reported, never written; the mesh checked.
printf 'skeleton=../outside/victim.xsf\nmesh=body.xmf\n' >repo/a.cfg
rm -rf repo/.git   # no marker: the project is the folder the command runs in
run "$SK" check --no-config --fix repo/
cmp -s outside/victim.xsf "$TMP/victim.orig" || fail "--fix rewrote a skeleton outside the folder given"
expect_no_out "victim.xsf:"
run "$SK" check --no-config --fix --format json repo/a.cfg
cmp -s outside/victim.xsf "$TMP/victim.orig" || fail "--fix through the .cfg named rewrote the skeleton"
mkdir repo/.git    # now repo/ is the project: ../outside is not in it
run "$SK" check --no-config repo/
expect_rc 1 "a skeleton outside the project"
expect_out "repo/a.cfg:1:10: error: skeleton '../outside/victim.xsf' is outside the project"
expect_out "not read"
run "$SK" check --no-config --allow-root outside repo/
expect_no_out "outside the project"
expect_no_out "victim.xsf:"

# 2. --skeleton and the "skeleton" setting: context, never written.
rm repo/a.cfg # (the .cfg of its folder would bind the mesh first)
run "$SK" check --no-config --fix --skeleton outside/victim.xsf repo/body.xmf
cmp -s outside/victim.xsf "$TMP/victim.orig" || fail "--fix rewrote the --skeleton"
expect_no_out "victim.xsf"
expect_no_out "Fixed"
printf '{"skeleton": "../outside/victim.xsf"}\n' >repo/.skellint.json
run "$SK" check --fix repo/body.xmf
expect_rc 2 "the setting's skeleton outside the project"
expect_err "(the \"skeleton\" setting): not read: outside the project"
cmp -s outside/victim.xsf "$TMP/victim.orig" || fail "--fix rewrote the setting's skeleton"
printf '{"skeleton": "own.xsf"}\n' >repo/.skellint.json
cp repo/own.xsf "$TMP/own.orig"
run "$SK" check --fix repo/body.xmf
cmp -s repo/own.xsf "$TMP/own.orig" || fail "--fix rewrote the setting's skeleton (not given)"
expect_no_out "own.xsf:"
rm repo/.skellint.json

# 3. A .cfg named by a .cfg is no part, and is not rewritten through it.
printf 'skeleton=Own.xsf\nmesh=b.cfg\n' >repo/c.cfg
printf 'skeleton=own.xsf\n' >repo/b.cfg
cp repo/b.cfg "$TMP/b.orig"
run "$SK" check --no-config --fix repo/c.cfg
cmp -s repo/b.cfg "$TMP/b.orig" || fail "the inner .cfg was rewritten through the outer one"
expect_out "repo/c.cfg:2:6: error: mesh 'b.cfg' is a model file (.cfg), which a model file cannot load"
# 4. ...and its letter-case fix settles in one run: the character is
#    planned again after the round (the next run would agree).
expect_out "repo/c.cfg:"
grep -q '^skeleton=own.xsf$' repo/c.cfg || fail "SK472 fix not applied: $(cat repo/c.cfg)"
expect_no_out "SK472"
printf 'skeleton=Own.xsf\nmesh=body.xmf\n' >repo/d.cfg
run "$SK" check --no-config --fix --select SK472,SK204 repo/d.cfg
expect_rc 0 "a character fixed in the same run"
expect_out "Fixed 1 problem in 1 file; 0 remain."
rm repo/c.cfg repo/d.cfg

# 5. Names outside the project, /proc and devices are never opened; a
#    symlink out of the project is not followed in a walk. strace proves it.
#    (Checked without --fix: a regression must not rewrite /etc/hostname.)
evil() { # $1: the outside file named absolutely
  printf 'skeleton=%s\nmesh=/proc/self/environ\nmesh=../outside/victim.xsf\nanimation=/dev/zero\n' "$1" >repo/evil.cfg
  rm -f repo/secret.bon repo/link.xsf
  ln -s "$1" repo/secret.bon
  ln -s ../outside/victim.xsf repo/link.xsf
  printf '{"skeleton": "%s"}\n' "$1" >repo/.skellint.json
}
traced() { # FILE ARGS…: strace of skellint ARGS into FILE
  t=$1; shift
  strace -f -qq -e trace=open,openat,openat2,creat,rename,renameat,renameat2,unlink,unlinkat \
    -o "$t" "$SK" "$@" >"$TMP/out" 2>"$TMP/err"
}
not_opened() { # TRACE PATH…  (a sanitizer's runtime reads /proc/self/* itself,
  t=$1; shift  # with the raw open system call, which glibc never uses: not ours)
  for p in "$@"; do
    ! grep -F -- "$p" "$t" | grep -v ENOENT | grep -v ' open("/proc/self/' | grep -q . ||
      { fail "opened $p"; grep -F -- "$p" "$t" | sed 's/^/    /'; }
  done
}
if command -v strace >/dev/null 2>&1; then
  evil /etc/hostname
  traced "$TMP/trace" check repo/
  not_opened "$TMP/trace" /etc/hostname /proc/self/environ victim.xsf /dev/zero
  expect_no_out "secret.bon"
  expect_no_out "link.xsf"
  expect_out "mesh '/proc/self/environ' is outside the project"
  # --fix, with the outside names pointing at files of this test: written
  # are only files inside repo/ (a fix's temporary file and its rename).
  printf 'BoneFile : type mixed : ver1001\n' >outside/secret.bon
  cp outside/secret.bon "$TMP/secret.orig"
  evil "$W/outside/secret.bon"
  traced "$TMP/trace" check --fix repo/
  not_opened "$TMP/trace" outside/secret.bon /proc/self/environ victim.xsf /dev/zero
  grep -E 'O_WRONLY|O_RDWR|O_CREAT|rename|unlink' "$TMP/trace" | grep -v '"repo/' | grep -v ENOENT |
    grep -v '"/dev/\|"/proc/self/' | sed 's/^/    written outside: /' >"$TMP/written"
  [ ! -s "$TMP/written" ] || { fail "--fix wrote outside the folder given"; cat "$TMP/written"; }
  cmp -s outside/victim.xsf "$TMP/victim.orig" || fail "--fix rewrote ../outside/victim.xsf"
  cmp -s outside/secret.bon "$TMP/secret.orig" || fail "--fix rewrote a file through a symlink"
else
  echo "skip: strace not installed (the open-file trace)"
fi
rm -f repo/.skellint.json

# 6. A name missing beside its .cfg is looked for from the folders above
#    it up to the project's root, never above (issue 24).
mkdir -p repo/sub/deep data
skel 1 >data/s.xsf
printf 'skeleton=data/s.xsf\n' >repo/sub/deep/m.cfg
run "$SK" check --no-config repo/sub/deep/m.cfg
expect_rc 1 "a name found only above the project"
expect_out "skeleton 'data/s.xsf' is not there"
mkdir repo/data && skel 1 >repo/data/s.xsf
run "$SK" check --no-config repo/sub/deep/m.cfg
expect_rc 0 "a name found from a folder above, inside the project"
expect_out "info: skeleton 'data/s.xsf' is not beside the model file: it is repo/sub/deep/../../data/s.xsf"
run "$SK" check --no-config --working-folder repo repo/sub/deep/m.cfg
expect_rc 0 "the working folder given"
expect_no_out "SK471"

# 7. A /proc file or a device named on the command line: refused, not read.
run "$SK" check --no-config /proc/self/environ
expect_rc 2 "a /proc file named"
expect_err "not a regular file (a device, or a file of /proc or /sys): not read"
run "$SK" check --no-config --format-of '*=xsf' /dev/zero
expect_rc 2 "a device named"
expect_err "not a regular file"
finish
