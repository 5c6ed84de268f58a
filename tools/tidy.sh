#!/bin/sh
# tidy.sh — the invariants of docs/architecture.md that can be read off the
# source text, checked: which files may include what, who may print or touch
# the file system, where the fix policy and the JSON escaper live, and that
# every file opens with its purpose. Prints each broken invariant with the
# lines that break it and exits 1; exits 0 when all hold. CTest runs it
# (tidy); run it by hand from anywhere: tools/tidy.sh [repository root].
set -u
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$root" || exit 2
failed=0

# The lines of the given files with comments removed, as file:line:text.
code() {
  awk '
    FNR == 1 { inc = 0 }
    {
      line = $0; out = ""
      while (length(line) > 0) {
        if (inc) {
          e = index(line, "*/")
          if (!e) { line = ""; break }
          line = substr(line, e + 2); inc = 0
        } else {
          s = index(line, "/*"); d = index(line, "//")
          if (d && (!s || d < s)) { out = out substr(line, 1, d - 1); line = ""; break }
          if (!s) { out = out line; line = ""; break }
          out = out substr(line, 1, s - 1); line = substr(line, s + 2); inc = 1
        }
      }
      if (out ~ /[^ \t]/) print FILENAME ":" FNR ":" out
    }' "$@"
}

# broken "invariant" < offending lines: fails when there are any. It runs
# at the end of a pipeline (a subshell), so the verdict goes through a file.
verdict=$(mktemp) || exit 2
trap 'rm -f "$verdict"' EXIT
broken() {
  lines=$(cat)
  [ -z "$lines" ] && return 0
  echo 1 >"$verdict"
  printf 'tidy: broken: %s\n%s\n' "$1" "$(printf '%s\n' "$lines" | sed 's/^/  /')"
}

lint_files=$(find lint -name '*.[ch]' | sort)
rule_files=$(ls lint/rules/*.c lint/rules/*.h)
lsp_files=$(find lsp -name '*.[ch]' | sort)
cli_files=$(find cli -name '*.[ch]' | sort)

# includes FILE...: "file:line header" for each quoted #include.
includes() {
  code "$@" | sed -n 's/^\([^:]*:[0-9]*\):[ \t]*#[ \t]*include[ \t]*"\([^"]*\)".*/\1 \2/p'
}
# resolve FILE HEADER DIR...: the file (a path from the root) that FILE's
# #include "HEADER" names, looked up as the compiler does: beside FILE,
# then in each include folder DIR of its target; nothing when none holds
# it (a system or library header, or one its target cannot see).
top=$(pwd -P)
resolve() {
  f=$1; inc=$2; shift 2
  for d in "$(dirname "$f")" "$@"; do
    [ -f "$d/$inc" ] || continue
    p=$(cd "$(dirname "$d/$inc")" && pwd -P)/$(basename "$inc")
    echo "${p#"$top"/}"
    return
  done
}
# The include folders of each target (CMakeLists.txt).
cli_dirs="cli lsp/include lint/include"
lsp_dirs="lsp lsp/include lint/include"

# 1. lint/ (the library) includes nothing from the surfaces: no header a
#    lint/ file names is found in cli/ or lsp/ (looked up as the compiler
#    does), and none found nowhere bears a surface header's name.
surface_headers=$(for h in $(find cli lsp -name '*.h'); do basename "$h"; done | sort -u)
{
  code $lint_files | grep -E '#[ \t]*include[ \t]*"([^"]*/)?(cli|lsp)/'
  includes $lint_files | while read -r where inc; do
    t=$(resolve "${where%%:*}" "$inc" lint/include)
    case $t in
      cli/*|lsp/*) echo "$where: includes $inc ($t)" ;;
      '') echo "$surface_headers" | grep -qx "$(basename "$inc")" && echo "$where: includes $inc, a surface header's name" ;;
    esac
  done
} | broken "lint/ includes nothing from cli/ or lsp/"

# 2. Rules read the model: no parser header in a rule, nor in the format
#    headers (lint/formats/*.h) through which rules read a model's extension.
code $rule_files lint/formats/*.h |
  grep -E '#[ \t]*include[ \t]*[<"](libxml/|tree_sitter/|cjson/|cJSON\.h|xml_reader\.h)' |
  broken "rules (and the format headers they read) include no libxml2, tree-sitter or cJSON header"

# 3. Rules never touch the file system (what is on disk reaches them as
#    the character, found by lint/character.c).
code lint/rules/*.c |
  grep -E '(^|[^A-Za-z0-9_.>])(fopen|freopen|open|openat|opendir|readdir|stat|lstat|fstat|access|realpath|getcwd|chdir|unlink|remove|rename|mkdir|rmdir|readlink|nftw|glob)[ \t]*\(' |
  broken "rules never call the file system"

# 4. lint/ never prints: findings go to the sink, text to a caller's FILE or
#    buffer. The one exception: util.c's out-of-memory message before abort.
code $lint_files |
  grep -E '(^|[^A-Za-z0-9_])(stdout|stderr)([^A-Za-z0-9_]|$)|(^|[^A-Za-z0-9_])(printf|vprintf|puts|putchar|perror)[ \t]*\(' |
  grep -v '^lint/util.c:[0-9]*:.*out of memory' |
  broken "lint/ never prints to stdout or stderr"

# 5. The server never re-implements linting: it includes no library
#    internals or rule header and calls no front-end or rule directly.
{
  code $lsp_files | grep -E '#[ \t]*include[ \t]*"([^"]*/)?(internal\.h|check_layer\.h|front_end\.h|report\.h|rules/|rule_util\.h|formats/)'
  code $lsp_files | grep -E '(^|[^A-Za-z0-9_])sk_(check|parse)_[a-z0-9_]+[ \t]*\('
} | broken "lsp/ includes no library internals and runs no rule or front-end itself"

# 6. The surfaces include nothing from each other but the server's entry
#    point: lsp/ is a library (skellint_lsp) whose one public header is
#    lsp/include/lsp.h, and only cli/main.c includes it (sk_lsp_main). An
#    include is judged by the file it names (a relative path too) and by
#    its name (a header of the other surface named bare or by a folder).
lsp_names=$(find lsp -name '*.h' -exec basename {} \; | sort -u | tr '\n' '|' | sed 's/|$//')
cli_names=$(find cli -name '*.h' -exec basename {} \; | sort -u | tr '\n' '|' | sed 's/|$//')
{
  includes $cli_files | while read -r where inc; do
    f=${where%%:*}
    t=$(resolve "$f" "$inc" $cli_dirs)
    if [ "$f" = cli/main.c ] && [ "$t" = lsp/include/lsp.h ]; then continue; fi
    case $t in lsp/*) echo "$where: includes $inc ($t)"; continue ;; esac
    [ -n "$t" ] && continue
    echo "$inc" | grep -qE "(^|/)lsp/|(^|/)($lsp_names)\$" && echo "$where: includes $inc, a header of lsp/"
  done
  includes $lsp_files | while read -r where inc; do
    t=$(resolve "${where%%:*}" "$inc" $lsp_dirs)
    case $t in cli/*) echo "$where: includes $inc ($t)"; continue ;; esac
    [ -n "$t" ] && continue
    echo "$inc" | grep -qE "(^|/)cli/|(^|/)($cli_names)\$" && echo "$where: includes $inc, a header of cli/"
  done
} | broken "cli/ and lsp/ include nothing from each other (but cli/main.c the entry point lsp/include/lsp.h)"

# 7. The CLI and the server share the fix policy (lint/fix.c): the server's
#    fix-all picks with sk_fixes_pick, the CLI applies with sk_fixes_apply,
#    and neither keeps a picker of its own.
{
  code $lsp_files | grep -q 'sk_fixes_pick[ \t]*(' || echo "lsp/: no call of sk_fixes_pick"
  code $cli_files | grep -q 'sk_fixes_apply[ \t]*(' || echo "cli/: no call of sk_fixes_apply"
  find lsp cli -iname '*fix_pick*'
  code $lint_files $lsp_files $cli_files | grep -E '[A-Za-z0-9_]*fix[A-Za-z0-9_]*pick[A-Za-z0-9_]*[ \t]*\(' |
    grep -v 'sk_fixes_pick[ \t]*(' | grep -v '^lint/fix.c:'
} | broken "the CLI's --fix and the server's fix-all pick through sk_fixes_pick alone"

# 8. The server escapes JSON strings in one place (lsp/wire/json.c).
code $lsp_files | grep -E '\\\\u00|\\\\u%0?4|"u00"' | grep -v '^lsp/wire/json.c:' |
  broken "lsp/ escapes JSON strings only in wire/json.c"

# 9. Every file opens with its purpose: "/* name — what it is"; a rule with
#    "/* SKnnn rule-name", the four sections of its doc, and its code in
#    the registry (lint/rules.def, the only list).
{
  for f in $lint_files $cli_files $lsp_files tools/*.c; do
    case $f in lint/rules/*.c) continue ;; esac
    head -n 1 "$f" | grep -qE "^/\\* ([^ ]*/)?$(basename "$f" | sed 's/\./\\./g') — " ||
      echo "$f: $(head -n 1 "$f")"
  done
  for f in lint/rules/*.c; do
    c=$(head -n 1 "$f" | sed -n 's|^/\* \(SK[0-9][0-9][0-9]\) [a-z0-9-][a-z0-9-]*.*|\1|p')
    if [ -z "$c" ]; then echo "$f: $(head -n 1 "$f")"; continue; fi
    grep -q "^SK_RULE($c," lint/rules.def || echo "$f: $c is not in lint/rules.def"
    for s in '## What it does' '## Why is this bad?' '## Example' '## Fix'; do
      grep -qF "$s" "$f" || echo "$f: no '$s'"
    done
  done
} | broken "every file opens with its purpose; every rule with its code, registered, and its doc"

# ---- Calls between files, read off the source text (issue 25) ----------
# edges FILE...: "A B" for each file A that calls a function defined, not
# static, in another file B: a definition is a line of a .c file that
# starts in column 0 with a type and a name followed by '(' and does not
# end with ';'; a call is any use of that name — called, or taken as a
# function pointer (a method table) — but as a member after '.' or '->'
# (comments, strings and character constants removed).
edges() {
  code "$@" | awk '
    {
      f = $0; sub(/:.*/, "", f)
      t = $0; sub(/^[^:]*:[0-9]*:/, "", t)
      gsub(/"([^"\\]|\\.)*"/, "\"\"", t); gsub(/'\''([^'\''\\]|\\.)*'\''/, "0", t)
      if (f ~ /\.c$/ && t ~ /^[A-Za-z_]/ && t !~ /^(static|typedef|extern|return|else|struct|union|enum)[^A-Za-z0-9_]/ &&
          t !~ /;[ \t]*$/) {
        d = t # the first name before "(" that is no type: double (*f(…))[3]
        while (match(d, /[A-Za-z_][A-Za-z0-9_]*[ \t]*\(/)) {
          name = substr(d, RSTART, RLENGTH); sub(/[ \t]*\($/, "", name)
          d = substr(d, RSTART + RLENGTH)
          if (name !~ /^(void|char|short|int|long|float|double|signed|unsigned|bool|const|volatile|__attribute__)$/) {
            def[name] = f
            break
          }
        }
      }
      n++; file[n] = f; text[n] = t
    }
    END {
      for (i = 1; i <= n; i++) {
        t = text[i]
        t = " " t
        while (match(t, /[^A-Za-z0-9_.>][A-Za-z_][A-Za-z0-9_]*/)) {
          name = substr(t, RSTART + 1, RLENGTH - 1)
          t = substr(t, RSTART + RLENGTH)
          if ((name in def) && def[name] != file[i]) e[file[i] " " def[name]] = 1
        }
      }
      for (k in e) print k
    }' | sort
}

# cycles FILE...: each circle of files calling each other, as one line
# "a -> b -> … -> a" (tsort names the files of each loop it finds).
cycles() {
  edges "$@" | tsort 2>&1 >/dev/null | awk '
    /input contains a loop/ { if (loop != "") print loop " -> " first; loop = ""; next }
    /^tsort: / { sub(/^tsort: /, ""); if (loop == "") { loop = $0; first = $0 } else loop = loop " -> " $0 }
    END { if (loop != "") print loop " -> " first }'
}

# 10. No circle of files calling each other in lsp/, cli/ or lint/formats/:
#     each of those trees reads in one direction.
{
  cycles $(find lsp -name '*.c' | sort)
  cycles $(find cli -name '*.c' | sort)
  cycles $(ls lint/formats/*.c)
} | broken "no circle of files calling each other in lsp/, cli/ or lint/formats/"

# 11. lsp/ in layers that depend only downward:
#       wire/ → proto/ → session/ → features/ → server/
#     Every file of lsp/ (but lsp.h, the entry point's declaration) is in a
#     layer; a file includes headers of its own layer or lower ones only,
#     and calls no function defined in a higher layer.
layer_rank() {
  case $1 in
    lsp/wire/*) echo 1 ;; lsp/proto/*) echo 2 ;; lsp/session/*) echo 3 ;;
    lsp/features/*) echo 4 ;; lsp/server/*) echo 5 ;; *) echo 9 ;;
  esac
}
{
  for f in $lsp_files; do
    [ "$f" = lsp/include/lsp.h ] && continue
    [ "$(layer_rank "$f")" = 9 ] && echo "$f: not in a layer (lsp/wire, proto, session, features, server)"
  done
  for f in $lsp_files; do
    r=$(layer_rank "$f")
    [ "$r" = 9 ] && continue
    includes "$f" |
      while read -r where inc; do
        target=$(resolve "$f" "$inc" $lsp_dirs)
        case $target in lsp/*) ;; *) continue ;; esac # the library's, a system header
        t=$(layer_rank "$target")
        [ "$target" = lsp/include/lsp.h ] && t=5
        [ "$t" -gt "$r" ] && echo "$where: includes $inc, a header of a higher layer"
      done
  done
  edges $lsp_files | while read -r a b; do
    [ "$(layer_rank "$b")" -gt "$(layer_rank "$a")" ] && echo "$a calls into $b, a higher layer"
  done
} | broken "lsp/ in layers: wire/ → proto/ → session/ → features/ → server/, each using only its own and lower ones"

# 12. Only lsp/server/ writes to the client: it alone calls
#     lsp_transport_send (lower layers push to the session's outbox).
code $lsp_files | grep -E '(^|[^A-Za-z0-9_])lsp_transport_send[ \t]*\(' |
  grep -Ev '^lsp/(server|wire)/' |
  broken "only lsp/server/ writes to the client (calls lsp_transport_send)"

# 13. Checks of open documents start in one place, lsp/session/check.c:
#     nothing else in lsp/ runs the library's check of a document being
#     edited (character.c checks disk copies with sk_document_check).
code $lsp_files | grep -E '(^|[^A-Za-z0-9_])sk_document_check_in[ \t]*\(' |
  grep -v '^lsp/session/check.c:' |
  broken "checks of open documents start in lsp/session/check.c only"

# 14. cli/ in folders that depend only downward (docs/architecture.md):
#       cli.h (the exit codes, for all)
#       files/, output/      reading files; the reports and colours
#       fix/, project/       --fix and --diff; the configuration and project of a file
#       args/                the command line of check, --help
#       check/, commands/    a run of `check`; the other subcommands
#       main.c               the dispatch (and the one include of lsp/)
#     Every file of cli/ but cli.h and main.c is in one of those folders; a
#     file includes headers and calls functions of its own folder or of a
#     lower row only (two folders of one row use neither each other).
cli_rank() {
  case $1 in
    cli/cli.h) echo 0 ;;
    cli/files/*|cli/output/*) echo 1 ;;
    cli/fix/*|cli/project/*) echo 2 ;;
    cli/args/*) echo 3 ;;
    cli/check/*|cli/commands/*) echo 4 ;;
    cli/main.c) echo 5 ;;
    *) echo 9 ;;
  esac
}
# uses_ok A B: whether file A may use file B (both of cli/).
uses_ok() {
  [ "$(dirname "$1")" = "$(dirname "$2")" ] && [ "$1" != cli/cli.h ] && return 0
  [ "$(cli_rank "$2")" -lt "$(cli_rank "$1")" ]
}
{
  for f in $cli_files; do
    [ "$(cli_rank "$f")" = 9 ] && echo "$f: not in a folder of cli/ (files, output, fix, project, args, check, commands)"
  done
  includes $cli_files | while read -r where inc; do
    f=${where%%:*}
    t=$(resolve "$f" "$inc" $cli_dirs)
    case $t in cli/*) ;; *) continue ;; esac
    uses_ok "$f" "$t" || echo "$where: includes $inc ($t), a header of a higher or sibling folder"
  done
  edges $(find cli -name '*.c' | sort) | while read -r a b; do
    uses_ok "$a" "$b" || echo "$a calls into $b, a higher or sibling folder"
  done
} | broken "cli/ in folders: files/ output/ → fix/ project/ → args/ → check/ commands/ → main.c, each using only its own and lower ones"

# 15. lint/ in layers that call only downward (docs/architecture.md):
#     1 text (util, numbers, positions, source, names, escape, path, map,
#     json_arena, xml_init) → 2 files (real_path, scope, trust, file_cache,
#     ignore) → 3 model (model, diag, fix, repair_record, skeleton, options,
#     registry, suppress, reparse) → 4 formats/ → 5 check (detect,
#     front_ends, relay, repair, document, character, rules/) → 6 project
#     (character_discover, config, config_find, mesh_points; the poses of an
#     animation are its format's: formats/cal3d_pose, formats/bonespro_pose)
#     → 7 editor (vocab, outline). A file of lint/ in no layer is named.
#     Also in 3: bone_findings; in 7: stand_up and picture (the picture).
lint_rank() {
  case ${1#lint/} in
    util.c|numbers.c|positions.c|source.c|names.c|escape.c|path.c|map.c|json_arena.c|xml_init.c) echo 1 ;;
    real_path.c|scope.c|trust.c|file_cache.c|ignore.c) echo 2 ;;
    model.c|diag.c|fix.c|repair_record.c|skeleton.c|bone_findings.c|options.c|registry.c|suppress.c|reparse.c) echo 3 ;;
    formats/*) echo 4 ;;
    detect.c|front_ends.c|relay.c|repair.c|document.c|character.c|rules/*) echo 5 ;;
    character_discover.c|config.c|config_find.c|mesh_points.c) echo 6 ;;
    vocab.c|outline.c|stand_up.c|picture.c|editor/*) echo 7 ;;
    *) echo 9 ;;
  esac
}
{
  layered=$(ls lint/*.c lint/formats/*.c lint/editor/*.c lint/rules/*.c | sort)
  for f in $layered; do
    [ "$(lint_rank "$f")" = 9 ] && echo "$f: in no layer of lint/ (tools/tidy.sh, lint_rank)"
  done
  cycles $layered
  edges $layered | while read -r a b; do
    [ "$(lint_rank "$b")" -gt "$(lint_rank "$a")" ] && echo "$a calls into $b, a higher layer"
  done
} | broken "lint/ in layers: text → files → model → formats → check → project → editor, no circle"

# 16. A rule reads the model and reports: it runs no front-end (the
#     parsers the formats' specs name), reads no file and runs no check
#     (the files layer, document.c, repair.c, detect.c), and sees no more
#     than rules/rule.h.
{
  parsers=$(grep -ho '\.parse = sk_parse_[a-z0-9_]*' lint/formats/*.c | sed 's/.* //' | sort -u | tr '\n' '|' | sed 's/|$//')
  [ -n "$parsers" ] || echo "lint/formats/*.c: no parser found in a format's spec (.parse = sk_parse_…)"
  code lint/rules/*.c | grep -E "[^A-Za-z0-9_](${parsers:-sk_parse_xsf})([^A-Za-z0-9_]|\$)" | sed 's/$/  (a front-end)/'
  # What a rule's file and its shared headers include: rules/rule.h and
  # what it sees (report.h, skellint/text.h and model.h), each other, and
  # the formats' notes headers, which include report.h themselves. Not
  # internal.h nor skellint.h: with rule.h, a call to a parser or a file
  # read does not compile (-Werror=implicit-function-declaration).
  includes lint/rules/*.c lint/rules/*.h lint/report.h lint/formats/bon.h lint/formats/bonespro.h \
      lint/formats/cal3d.h lint/formats/cal3dcfg.h lint/formats/dash.h lint/formats/lgw.h lint/formats/xsf.h |
    while read -r where inc; do
      t=$(resolve "${where%%:*}" "$inc" lint/include)
      case $t in
        lint/rules/*.h|lint/report.h|lint/rules.def|lint/include/skellint/text.h|lint/include/skellint/model.h) ;;
        lint/include/skellint/words.h) ;; # the vocabulary's types, for xsf.h's tables
        lint/formats/bon.h|lint/formats/bonespro.h|lint/formats/cal3d.h|lint/formats/cal3dcfg.h) ;;
        lint/formats/dash.h|lint/formats/lgw.h|lint/formats/xsf.h) ;;
        *) echo "$where: includes $inc ($t): a rule sees rules/rule.h" ;;
      esac
    done
  edges $(ls lint/*.c lint/formats/*.c lint/editor/*.c lint/rules/*.c | sort) | while read -r a b; do
    case $a in lint/rules/*) ;; *) continue ;; esac
    case ${b#lint/} in
      real_path.c|scope.c|trust.c|file_cache.c|ignore.c|document.c|repair.c|detect.c) echo "$a calls into $b" ;;
    esac
  done
} | broken "a rule runs no front-end, reads no file, runs no check"

# 18. The compiler keeps the layers of lint/ too: a file includes only
#     headers of its own layer and the layers below (header_rank: the layer
#     whose functions a header declares), so that with
#     -Werror=implicit-function-declaration a call upward does not compile.
#     A check file (detect, document …) sees check_layer.h (front_end.h,
#     skellint/files.h, skellint/check.h), a project file adds
#     skellint/project.h. An editor file (lint/editor/, outline, picture,
#     stand_up) sees report.h and skellint/editor.h (and format_spec.h)
#     only: its features read the model and the spec they are given, read
#     no file and run no check or parser; vocab.c alone adds front_end.h
#     (the vocabularies' table type, SkVocab). Below the check
#     layer the files share report.h and front_end.h (what layers 1–3 give
#     the formats; check 15 keeps their calls in order) and include no
#     header of the check, project or editor layers. skellint.h (every
#     layer, for the surfaces) and internal.h (the library whole, for
#     tests/lib/) are included by no file of lint/ but internal.h. Only the
#     files layer, and the check layer and above, see skellint/files.h (the
#     model and the formats read no file). Listed exceptions, each a file
#     that defines a public function of a higher layer's header and
#     includes it so the compiler holds the definition to its declaration:
#     formats/cal3d_bin.c (sk_cal3d_binary_to_xml, skellint/check.h),
#     formats/bonespro_pose.c (the BonesPro poses, skellint/project.h) and
#     formats/cal3d_pose.c (sk_animation_pose, sk_animation_duration, in
#     skellint/project.h too) and reparse.c (sk_reparse_*, the surfaces'
#     side of it, skellint/check.h).
header_rank() {
  case ${1#lint/} in
    include/skellint/files.h) echo 2 ;;
    include/skellint/text.h|include/skellint/model.h|include/skellint/words.h|report.h|rules.def) echo 4 ;;
    include/skellint/format_spec.h|front_end.h|formats/*.h) echo 4 ;;
    include/skellint/check.h|check_layer.h|rules/*.h) echo 5 ;;
    include/skellint/project.h) echo 6 ;;
    include/skellint/editor.h|editor/*.h) echo 7 ;;
    include/skellint.h|internal.h) echo 8 ;;
    *) echo 0 ;;
  esac
}
layer_name() {
  case $1 in 1) echo text ;; 2) echo files ;; 3) echo model ;; 4) echo formats ;; 5) echo check ;;
    6) echo project ;; 7) echo editor ;; 8) echo "the whole library" ;; *) echo "no layer" ;; esac
}
{
  ranked=$(find lint -name '*.[ch]' ! -path 'lint/compat/*' | sort)
  includes $ranked | while read -r where inc; do
    f=${where%%:*}
    t=$(resolve "$f" "$inc" lint/include)
    [ -n "$t" ] || continue
    case "$f $t" in
      "lint/formats/cal3d_bin.c lint/include/skellint/check.h") continue ;;
      "lint/formats/bonespro_pose.c lint/include/skellint/project.h") continue ;;
      "lint/formats/cal3d_pose.c lint/include/skellint/project.h") continue ;;
      "lint/reparse.c lint/include/skellint/check.h") continue ;;
    esac
    case $f in *.c) r=$(lint_rank "$f") ;; *) r=$(header_rank "$f") ;; esac
    h=$(header_rank "$t")
    if [ "$r" = 7 ] && [ "$f" != lint/vocab.c ]; then
      case ${t#lint/} in
        check_layer.h|front_end.h|include/skellint/files.h|include/skellint/check.h|include/skellint/project.h)
          echo "$where: includes $inc ($t): an editor feature reads the model and spec it is given (report.h, skellint/editor.h): no file, check or parser" ;;
      esac
    fi
    if [ "$h" = 0 ]; then
      case $t in lint/compat/*|lint/*/*.def) ;; lint/*) echo "$where: includes $inc ($t): a header in no layer (tools/tidy.sh, header_rank)" ;; esac
    elif [ "$t" = lint/include/skellint/files.h ]; then
      case $r in 2|[5-9]) ;; *) echo "$where: includes $inc: only the files layer and the check layer and above read files" ;; esac
    elif [ "$h" = 8 ] && [ "$r" != 8 ]; then
      echo "$where: includes $inc ($t): the surfaces' and tests' whole library; a file of lint/ includes its layer's header"
    elif [ "$h" -gt "$r" ] && [ "$h" -gt 4 ]; then
      echo "$where: includes $inc ($t), a higher layer's functions ($(layer_name "$h"); this file: $(layer_name "$r"))"
    fi
  done
} | broken "lint/: each file includes its own layer's headers and lower ones only (the compiler keeps the layers)"

# 17. A format is one value (lint/include/format_spec.h): cli/ and lsp/ ask
#     its spec (sk_format_spec) what a format is and name a format
#     (SK_FORMAT_XSF …) only where this list allows it, one use a line, each
#     with its reason — so the count cannot grow back. SK_FORMAT_UNKNOWN is
#     no format (not detected yet) and is not counted. A listed use that is
#     gone is named too, so the list stays true. Nor do they run a parser
#     through the table (->parse): they check through sk_document_check*.
#     Inside the library the same count holds for lint/ outside the
#     formats' own files (lint/formats/), the rules (lint/rules/, whose
#     format masks say what they check) and the table itself
#     (lint/front_ends.c), with no use listed: detection, the character,
#     the document's check, the poses, the pictures and the outline (each
#     format's outline hook) ask the spec too.
format_uses_allowed='
cli/commands/show_cmd.c SK_FORMAT_CAL3D_BINARY  show prints binary Cal3D files as XML: that format is its subject
cli/commands/tree_cmd.c SK_FORMAT_CAL3DCFG  tree names the model file it followed to its skeleton (only a .cfg is followed)
cli/commands/render_frames.c SK_FORMAT_BPANIM  the frames of a BonesPro animation are its own (sk_bonespro_pose reads that format alone)
cli/commands/render_frames.c SK_FORMAT_BPSTRUCT  a BonesPro animation poses its BonesPro structure and nothing else
'
{
  lint_counted=$(find lint -name '*.[ch]' ! -path 'lint/formats/*' ! -path 'lint/rules/*' \
    ! -path lint/front_ends.c ! -path lint/include/skellint/model.h | sort)
  code $cli_files $lsp_files $lint_counted | grep -E 'SK_FORMAT_[A-Z0-9_]+' |
    awk -v allowed="$format_uses_allowed" '
      BEGIN {
        n = split(allowed, rows, "\n")
        for (i = 1; i <= n; i++) if (split(rows[i], w, " ") >= 2) left[w[1] " " w[2]]++
      }
      {
        split($0, at, ":"); t = substr($0, length(at[1]) + length(at[2]) + 3)
        while (match(t, /SK_FORMAT_[A-Z0-9_]+/)) {
          name = substr(t, RSTART, RLENGTH); t = substr(t, RSTART + RLENGTH)
          if (name == "SK_FORMAT_UNKNOWN" || name == "SK_FORMAT_COUNT" || name == "SK_FORMAT_SPEC_H") continue
          k = at[1] " " name
          if (left[k] > 0) left[k]--
          else print at[1] ":" at[2] ": names " name " (ask sk_format_spec, or list it in tools/tidy.sh with its reason)"
        }
      }
      END { for (k in left) if (left[k] > 0) print k ": listed in tools/tidy.sh but not used: remove it from the list" }'
  code $cli_files $lsp_files | grep -E -- '->[ \t]*parse[ \t]*\(' | sed 's/$/  (a front-end run by a surface)/'
} | broken "cli/, lsp/ and lint/ (but its formats, rules and table) ask a format's spec (sk_format_spec), not SK_FORMAT_*, but where tools/tidy.sh lists a reason"

[ -s "$verdict" ] && failed=1
[ $failed -eq 0 ] && echo "tidy: every invariant holds"
exit $failed
