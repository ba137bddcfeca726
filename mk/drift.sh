#!/bin/bash
# drift.sh RESULTS [ROOT] - the documents that list the plugin's passes and
# the source folders' files say what the code has (ARCHITECTURE.md,
# "Documents that cannot drift").  From ROOT (default: the checkout):
#
#   passes: every pass is a factory memopt_make_NAME_pass in
#   plugin/gcc/glue.h (NAME with '_' for '-': the pass is memopt-NAME, one
#   name: its file, its factory, its plugin argument, its dump); each must
#     PASS drift/pass-NAME-named           have "memopt-NAME" in a pass file
#                                          of plugin/gcc/ (its pass data)
#     PASS drift/pass-NAME-registered      be registered in memopt.cc
#     PASS drift/pass-NAME-pipeline        have its line in memopt.cc's list
#                                          of passes in pipeline order
#                                          ("     memopt-NAME  ...")
#     PASS drift/pass-NAME-architecture    appear in ARCHITECTURE.md's layers
#     PASS drift/pass-NAME-remarks         own a row of plugin/remarks.tsv
#   and the other way round, nothing names a pass that does not exist:
#     PASS drift/pipeline-list-known, drift/remarks-passes-known
#
#   files: every source file is named in its folder's index: a header or
#   README listing the folder's files (FOLDERS below); a header X.h is
#   named by its X.c or X.cc.
#     PASS drift/files-<folder>            (FAIL names the files missing)
#
#   arguments: every key of plugin/core/options.c's opt_table (what
#   -fplugin-arg-memopt-help lists) has its row in README.md's table of
#   arguments ("| `KEY..." under "## Arguments"), and no row names a key
#   that does not exist.
#     PASS drift/arguments-readme          (FAIL names the keys missing)
#     PASS drift/arguments-known
#
#   GCC versions: the differences between GCC 11 and 12 are spelled in
#   plugin/gcc/gcc-common.h only.
#     PASS drift/gcc-version-ifs           no preprocessor line naming
#                                          BUILDING_GCC_VERSION,
#                                          MEMOPT_GCC_MAJOR,
#                                          GCCPLUGIN_VERSION* or __GNUC__
#                                          in another file of plugin/gcc
#
# written to RESULTS (one "PASS name" / "FAIL name why" a line).  Exit
# status 1 when anything failed.  tests/drift-test.sh shows each check
# failing on a copy of the tree with the document's row removed.
set -uo pipefail
RESULTS=${1:?usage: drift.sh RESULTS [ROOT]}
ROOT=${2:-$(cd "$(dirname "$0")/.." && pwd)}
RESULTS=$(realpath -m "$RESULTS")
cd "$ROOT" || exit 2
: >"$RESULTS"
status=0
result() {	# result NAME OK [WHY]
  if [ "$2" = 0 ]; then echo "PASS drift/$1" >>"$RESULTS"
  else echo "FAIL drift/$1 ${3:-}" | tee -a "$RESULTS"; status=1; fi
}

# The folders and their indexes: "FOLDER FILE-REGEX INDEX..."
FOLDERS=(
  "plugin/core \.(c|h)$ plugin/core/memopt.h ARCHITECTURE.md"
  "plugin/gcc \.(cc|h)$ ARCHITECTURE.md"
  "verify \.(c|h|sh)$ verify/verify.h verify/README.md"
  "gen \.(c|h)$ gen/memgen.h gen/README.md"
  "fuzz \.(c|h|sh)$ fuzz/fz.h fuzz/README.md"
)

# ---- passes ----------------------------------------------------------
passes=$(sed -nE 's/.*memopt_make_([a-z_]+)_pass *\(.*/\1/p' plugin/gcc/glue.h \
         | tr _ - | sort -u)
[ -n "$passes" ] || result passes-found 1 "no memopt_make_NAME_pass in plugin/gcc/glue.h"
# memopt.cc's list: the lines of its top comment "     memopt-NAME  text".
pipeline=$(awk '/\*\//{ exit } { print }' plugin/gcc/memopt.cc \
           | sed -nE 's/^     (memopt-[a-z-]+) .*/\1/p' | sort -u)
remark_passes=$(grep -v '^#' plugin/remarks.tsv | awk -F'\t' 'NF >= 5 { print $2 }' | sort -u)
arch_layers=$(awk '/^### Layers/{ on = 1 } /^### One compile/{ on = 0 } on' ARCHITECTURE.md)
for p in $passes; do
  factory=memopt_make_$(tr - _ <<<"$p")_pass
  grep -lqE "\"memopt-$p\"" plugin/gcc/*.cc
  result "pass-$p-named" $? "no \"memopt-$p\" in plugin/gcc/*.cc"
  grep -qE "\b$factory *\(" plugin/gcc/memopt.cc
  result "pass-$p-registered" $? "memopt.cc does not call $factory"
  grep -qx "memopt-$p" <<<"$pipeline"
  result "pass-$p-pipeline" $? "memopt.cc's list of passes has no line for memopt-$p"
  grep -qE "memopt-$p\b([^-]|$)" <<<"$arch_layers"
  result "pass-$p-architecture" $? "ARCHITECTURE.md's layers do not name memopt-$p"
  grep -qx "memopt-$p" <<<"$remark_passes"
  result "pass-$p-remarks" $? "plugin/remarks.tsv has no row of pass memopt-$p"
done
known() {	# known NAME LIST: the names of LIST that are no pass
  local unknown=""
  for n in $2; do grep -qx "${n#memopt-}" <<<"$passes" || unknown+=" $n"; done
  result "$1" "$([ -z "$unknown" ]; echo $?)" "no such pass:$unknown"
}
known pipeline-list-known "$pipeline"
known remarks-passes-known "$remark_passes"

# ---- files -----------------------------------------------------------
for entry in "${FOLDERS[@]}"; do
  read -r dir regex indexes <<<"$entry"
  missing=""
  for f in $(ls "$dir" | grep -E "$regex"); do
    case $f in *.h) [ -f "$dir/${f%.h}.c" ] || [ -f "$dir/${f%.h}.cc" ] && continue ;; esac
    found=0
    for idx in $indexes; do
      [ "$dir/$f" != "$idx" ] && grep -qF "$f" "$idx" && found=1
    done
    # An index names itself.
    for idx in $indexes; do [ "$dir/$f" = "$idx" ] && found=1; done
    [ $found = 1 ] || missing+=" $f"
  done
  result "files-${dir//\//-}" "$([ -z "$missing" ]; echo $?)" "not named in $indexes:$missing"
done

# ---- arguments -------------------------------------------------------
keys=$(sed -nE 's/^  \{ "([a-z-]+)", OPT_.*/\1/p' plugin/core/options.c | sort -u)
[ -n "$keys" ] || result arguments-found 1 "no opt_table row in plugin/core/options.c"
rows=$(awk '/^## Arguments/{ on = 1; next } /^## /{ on = 0 } on' README.md \
       | sed -nE 's/^\| `([a-z-]+).*/\1/p' | sort -u)
missing=$(comm -23 <(echo "$keys") <(echo "$rows") | tr '\n' ' ')
result arguments-readme "$([ -z "$missing" ]; echo $?)" "README.md's table of arguments has no row for: $missing"
unknown=$(comm -13 <(echo "$keys") <(echo "$rows") | tr '\n' ' ')
result arguments-known "$([ -z "$unknown" ]; echo $?)" "README.md's table of arguments names no such argument: $unknown"

# ---- GCC versions ----------------------------------------------------
# Every file but gcc-common.h, no exception: a difference between GCC
# versions is a helper there (memopt_pcom_with_vectorizer, ...).
ifs=$(grep -lE '^[[:space:]]*#.*(BUILDING_GCC_VERSION|MEMOPT_GCC_MAJOR|GCCPLUGIN_VERSION|__GNUC__)' \
        plugin/gcc/*.cc plugin/gcc/*.h | grep -v '/gcc-common\.h$' | tr '\n' ' ')
result gcc-version-ifs "$([ -z "$ifs" ]; echo $?)" "version #ifs outside gcc-common.h: $ifs"

grep -c '^PASS' "$RESULTS" | sed 's/$/ drift checks passed/'
exit $status
