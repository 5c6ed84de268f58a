#!/bin/sh
# .skellint.json: found by walking up from each file (the nearest wins),
# --config overrides, --no-config ignores; overrides by glob; flags win over
# the configuration; an unknown key is exit 2 with file:line:col and choices.
. "$(dirname "$0")/lib.sh"
R=$FIX/repo
mkdir -p "$TMP/proj/avatars/female" "$TMP/proj/legacy" "$TMP/proj/exports"
cp "$R/numchilds.xsf" "$TMP/proj/avatars/female/S.xsf"
cp "$R/numchilds.xsf" "$TMP/proj/legacy/L.xsf"
cd "$TMP/proj"
# numchilds.xsf: SK401 (warning) and SK402 (error, unsafe fix).
cat > .skellint.json <<'JSON'
{
  // comments are allowed
  "ignore": ["childid-mismatch"],
  /* legacy files: SK401 is an error there */
  "overrides": [{"files": "legacy/**", "severity": {"SK401": "error"}}]
}
JSON
run "$SK" check
expect_rc 1 "config: SK401 stays"
expect_out "avatars/female/S.xsf:10:47: warning:"
expect_out "legacy/L.xsf:10:47: error:"
expect_no_out "[SK402"

run "$SK" check --no-config
expect_out "[SK402"
expect_out "legacy/L.xsf:10:47: warning:"

# The nearest configuration wins (no merging with the one above).
echo '{"select": ["SK402"]}' > avatars/.skellint.json
run "$SK" check avatars
expect_out "[SK402"
expect_no_out "[SK401"
# A flag wins over the configuration.
run "$SK" check --select SK401 avatars
expect_out "[SK401"
expect_no_out "[SK402"
run "$SK" check --severity SK402=warning avatars
expect_out "S.xsf:38:15: warning:"

# --config FILE governs every file; globs are relative to its directory.
cd legacy
run "$SK" check --config ../.skellint.json L.xsf
expect_out "L.xsf:10:47: error:"
run "$SK" check --config ../avatars/.skellint.json L.xsf
expect_no_out "[SK401"
cd ..

# Format mapping for ambiguous extensions.
cp "$R/numchilds.xsf" exports/skel.txt
echo '{"formats": {"exports/*.txt": "xsf"}}' > exports/.skellint.json
run "$SK" check exports/skel.txt
expect_rc 1 "formats maps .txt to xsf"
expect_out "exports/skel.txt:10:47: warning:"

# Unknown keys and values: exit 2, the file, line, column and the choices.
printf '{\n  "ignore": ["SK402"],\n  "max-influence": 3\n}\n' > legacy/.skellint.json
run "$SK" check
expect_rc 2 "unknown key"
expect_err "legacy/.skellint.json:3:3: unknown key \"max-influence\"; expected one of:"
expect_err "max-influences"
[ -s "$TMP/out" ] && fail "no report after a configuration error"
printf '{"profile": "maya"}' > legacy/.skellint.json
run "$SK" check legacy/L.xsf
expect_rc 2 "unknown profile"
expect_err "cal3d, imvu"
run "$SK" check --config missing.json legacy/L.xsf
expect_rc 2 "--config of a missing file"
expect_err "missing.json"
run "$SK" check --config .skellint.json --no-config
expect_rc 2 "--config with --no-config"
# "skeleton" (top level or per glob): meshes and animations that no .cfg
# binds are checked against it; the path is relative to the config's folder.
CASES=$(cd "$FIX/../../cases/cal3dcfg/parts" && pwd)
mkdir -p rig/meshes
cp "$CASES/skeleton.xsf" rig/skeleton.xsf
cp "$CASES/body_stray.xmf" rig/meshes/body.xmf
run "$SK" check rig
expect_rc 0 "a mesh with no skeleton known has no cross-file finding"
echo '{"overrides": [{"files": "meshes/*.xmf", "skeleton": "skeleton.xsf"}]}' > rig/.skellint.json
run "$SK" check rig
expect_rc 1 "skeleton per glob"
expect_out "rig/meshes/body.xmf:15:22: error: vertex 1 of submesh 0 gives a weight to bone 7, but skeleton 'rig/skeleton.xsf' has 6 bones"
(cd rig/meshes && "$SK" check body.xmf) > "$TMP/out" 2>&1
grep -q "body.xmf:15:22: error:" "$TMP/out" || fail "skeleton setting from a sub-folder"
echo '{"skeleton": 3}' > rig/.skellint.json
run "$SK" check rig
expect_rc 2 "skeleton must be a path"
expect_err "\"skeleton\" must be the path of a Cal3D skeleton"
rm rig/.skellint.json
finish
