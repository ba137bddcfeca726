#!/bin/bash
# drift-test.sh RESULTS - mk/drift.sh fails when a document misses a row.
# Each case copies the files drift.sh reads into a temporary tree, breaks
# one thing and runs drift.sh on the copy:
#   drift-test/clean-copy-passes      the copy as it is: drift.sh passes
#   drift-test/new-pass-without-rows  a factory memopt_make_extra_pass in
#                                     glue.h and "memopt-extra" in a pass
#                                     file, nothing else: FAILs name the
#                                     registration, pipeline list,
#                                     ARCHITECTURE.md and remark row
#   drift-test/pipeline-line-missing  memopt-reread's line removed from
#                                     memopt.cc's list
#   drift-test/remark-row-missing     memopt-hoist-const's row removed from
#                                     plugin/remarks.tsv
#   drift-test/stale-pipeline-line    a line for a pass that does not exist
#   drift-test/unnamed-source-file    a new plugin/core/extra.c
#   drift-test/version-if-in-pass     a GCC-version #if in rtl-reread.cc
#   drift-test/version-if-in-pcom     one in gimple-phi-pcom.cc (was
#                                     exempted while issue 43 had one there)
#   drift-test/plugin-version-if      "#if GCCPLUGIN_VERSION_MAJOR >= 12"
#                                     in rtl-reread.cc (was not seen)
#   drift-test/argument-row-missing   max-promote-step's row removed from
#                                     README.md's table of arguments
#   drift-test/stale-argument-row     a row for an argument that does not
#                                     exist
# written to RESULTS.  Exit status 1 when a case went otherwise.
set -uo pipefail
RESULTS=${1:?usage: drift-test.sh RESULTS}
cd "$(dirname "$0")/.." || exit 2
: >"$RESULTS"
status=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/drift-test.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

copy() {	# a fresh copy of what drift.sh reads, in $tmp/tree
  rm -rf "$tmp/tree" && mkdir -p "$tmp/tree"
  cp -r ARCHITECTURE.md README.md plugin verify gen fuzz mk "$tmp/tree"/
}
# expect NAME STATUS [FAIL-REGEX...]: drift.sh's exit status on the copy,
# and a FAIL line matching each regex.
expect() {
  local name=$1 want=$2 got r ok=1; shift 2
  mk/drift.sh "$tmp/out" "$tmp/tree" >/dev/null 2>&1; got=$?
  [ "$got" = "$want" ] || ok=0
  for r in "$@"; do grep -qE "^FAIL drift/$r" "$tmp/out" || ok=0; done
  if [ $ok = 1 ]; then echo "PASS drift-test/$name" | tee -a "$RESULTS"
  else
    echo "FAIL drift-test/$name exit $got (want $want); drift.sh said:" | tee -a "$RESULTS"
    grep '^FAIL' "$tmp/out" | sed 's/^/  /'; status=1
  fi
}

copy; expect clean-copy-passes 0

copy
echo 'rtl_opt_pass *memopt_make_extra_pass (gcc::context *ctxt);' >>"$tmp/tree/plugin/gcc/glue.h"
echo 'static const char *extra_name = "memopt-extra";' >>"$tmp/tree/plugin/gcc/rtl-reread.cc"
expect new-pass-without-rows 1 pass-extra-registered pass-extra-pipeline \
  pass-extra-architecture pass-extra-remarks

copy
sed -i '/^     memopt-reread /d' "$tmp/tree/plugin/gcc/memopt.cc"
expect pipeline-line-missing 1 pass-reread-pipeline

copy
sed -i '/\tmemopt-hoist-const\t/d' "$tmp/tree/plugin/remarks.tsv"
expect remark-row-missing 1 pass-hoist-const-remarks

copy
sed -i 's/^     memopt-reread /     memopt-gone   text\n&/' "$tmp/tree/plugin/gcc/memopt.cc"
expect stale-pipeline-line 1 pipeline-list-known

copy
echo '/* extra.c - nobody lists me */' >"$tmp/tree/plugin/core/extra.c"
expect unnamed-source-file 1 'files-plugin-core .*extra\.c'

copy
printf '#if MEMOPT_GCC_MAJOR >= 12\n#endif\n' >>"$tmp/tree/plugin/gcc/rtl-reread.cc"
expect version-if-in-pass 1 'gcc-version-ifs .*rtl-reread\.cc'

copy
printf '#if MEMOPT_GCC_MAJOR >= 12\n#endif\n' >>"$tmp/tree/plugin/gcc/gimple-phi-pcom.cc"
expect version-if-in-pcom 1 'gcc-version-ifs .*gimple-phi-pcom\.cc'

copy
printf '#if GCCPLUGIN_VERSION_MAJOR >= 12\n#endif\n' >>"$tmp/tree/plugin/gcc/rtl-reread.cc"
expect plugin-version-if 1 'gcc-version-ifs .*rtl-reread\.cc'

copy
sed -i '/^| `max-promote-step=N`/d' "$tmp/tree/README.md"
expect argument-row-missing 1 'arguments-readme .*max-promote-step'

copy
sed -i 's/^| `max-promote-step=N`.*/&\n| `max-promote-stride=N` | 1 | gone |/' "$tmp/tree/README.md"
expect stale-argument-row 1 'arguments-known .*max-promote-stride'

exit $status
