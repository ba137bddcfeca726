#!/usr/bin/env bash
# bisect-build.sh - narrow a miscompile in a whole project's build to the
# one memopt transformation at fault: source file, function, line, pass.
#
# Usage: bisect-build.sh --plugin 'PLUGIN FLAGS' --build CMD --test CMD
#                        [--work DIR]
#   --plugin  the plugin flags of the failing build ("-fplugin=X.so ...")
#   --build   a shell command that builds the project with the compiler
#             command in $CC (for example: make clean && make CC="$CC");
#             bisect-build sets CC to "verify/memopt-cc COMPILER", so the
#             build's own CC must be the compiler alone, given in
#             $MEMOPT_REAL_CC (for example gcc-12)
#   --test    a shell command that exits 0 when the program built behaves
#             (its tests pass, its outputs equal a reference), non-zero
#             when it does not
#
# The search (the same idea as memopt-verify bisect, one level up):
#   0. the build with the plugin on every file must fail the test and the
#      build with the plugin on none must pass it; otherwise the failure is
#      not memopt's to bisect, and it says so (exit 3);
#   1. files: of the sources where the plugin made at least one
#      transformation (its remarks, logged by memopt-cc), in build order,
#      the least k such that the plugin on the first k fails: the k-th is
#      the culprit file, given the k-1 before it (binary search, O(log F)
#      builds);
#   2. transformations: with those k-1 files on, the least N such that the
#      culprit file with max-transforms=N fails (O(log T) builds);
#   3. the culprit is the remark present at N and not at N-1; the function
#      comes from the compiler's "In function" line when that one file is
#      compiled again with the plugin's verbose notes.
# As with memopt-verify bisect, a search that is not monotone still ends
# on a transformation that breaks the program given those before it.
#
# Exit status: 0 culprit found (printed, and written to WORK/bisect.txt),
# 2 usage error, 3 the failure does not reproduce or is not memopt's.
set -uo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
# verify/ beside plugin/ in the source tree; PREFIX/lib/memopt/ when
# installed (make install PREFIX=...), memopt-cc then in PREFIX/bin and the
# remark table in PREFIX/share/memopt.
WRAPPER=$HERE/memopt-cc REMARKS=$HERE/../plugin/remarks.tsv
[ -x "$WRAPPER" ] || WRAPPER=$HERE/../../bin/memopt-cc
[ -f "$REMARKS" ] || REMARKS=$HERE/../../share/memopt/remarks.tsv
plugin="" build="" test="" work=""
usage() { sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
while [ $# -gt 0 ]; do
  case $1 in
    --plugin) plugin=${2:?}; shift 2 ;;
    --build) build=${2:?}; shift 2 ;;
    --test) test=${2:?}; shift 2 ;;
    --work) work=${2:?}; shift 2 ;;
    -h|--help) usage ;;
    *) echo "bisect-build: unknown option '$1'" >&2; usage ;;
  esac
done
[ -n "$plugin" ] && [ -n "$build" ] && [ -n "$test" ] || usage
[ -n "${MEMOPT_REAL_CC:-}" ] || { echo "bisect-build: set MEMOPT_REAL_CC to the compiler (for example gcc-12)" >&2; exit 2; }
work=${work:-$(mktemp -d)}
mkdir -p "$work"
work=$(cd "$work" && pwd)
builds=0
say() { echo "bisect-build: $*" >&2; }

# attempt MODE [ONFILE] [LIMIT]: build and test; returns 0 when the test
# FAILS (the build is "bad"), 1 when it passes.  A failed build is bad.
attempt() {
  local mode=$1 on=${2:-} limit=${3:-} log=$work/log
  rm -rf "$log"; mkdir -p "$log"
  builds=$((builds + 1))
  export CC="$WRAPPER $MEMOPT_REAL_CC" MEMOPT_CC_PLUGIN="$plugin" \
         MEMOPT_CC_MODE=$mode MEMOPT_CC_ON=$on MEMOPT_CC_LIMIT=$limit MEMOPT_CC_LOG=$log
  if ! bash -c "$build" > "$work/build.out" 2>&1; then
    say "  (build $builds failed: $work/build.out)"
    return 0
  fi
  if bash -c "$test" > "$work/test.out" 2>&1; then return 1; fi
  return 0
}

say "build with the plugin on every file"
if ! attempt all; then
  say "the build with the plugin on every file passes the test: nothing to bisect"; exit 3
fi
# the files that had at least one transformation, in build order
: > "$work/candidates"
awk '!seen[$0]++' "$work/log/files" 2>/dev/null | while read -r f; do
  key=$(printf '%s' "$f" | tr '/' '_')
  [ -s "$work/log/remarks/$key" ] && echo "$f"
done > "$work/candidates"
cp -r "$work/log" "$work/log-all"
nf=$(wc -l < "$work/candidates")
say "$nf source files with transformations"
say "build with the plugin on no file"
if attempt none; then
  say "the build fails without any transformation: not memopt's to bisect"; exit 3
fi
[ "$nf" -gt 0 ] || { say "no transformation was made, yet the test fails: not reproducible"; exit 3; }

# 1. files: least k in [1, nf] with bad(first k).
lo=0 hi=$nf
while [ $((hi - lo)) -gt 1 ]; do
  mid=$(((lo + hi) / 2))
  head -n "$mid" "$work/candidates" > "$work/on"
  if attempt list "$work/on"; then hi=$mid; else lo=$mid; fi
  say "  files: the culprit is one of $((lo + 1))..$hi"
done
file=$(sed -n "${hi}p" "$work/candidates")
head -n $((hi - 1)) "$work/candidates" > "$work/on"
say "culprit file: $file"

# 2. transformations in that file: least N with bad(N).
key=$(printf '%s' "$file" | tr '/' '_')
total=$(wc -l < "$work/log-all/remarks/$key")
lo=0 hi=$total
while [ $((hi - lo)) -gt 1 ]; do
  mid=$(((lo + hi) / 2))
  if attempt list "$work/on" "$file $mid"; then hi=$mid; else lo=$mid; fi
  say "  transformations: the culprit is one of $((lo + 1))..$hi of $total"
done
attempt list "$work/on" "$file $hi" >/dev/null; cp "$work/log/remarks/$key" "$work/remarks.n"
cmd=$(cat "$work/log/cmd/$key")
: > "$work/remarks.prev"
if [ "$hi" -gt 1 ]; then
  attempt list "$work/on" "$file $((hi - 1))" >/dev/null
  cp "$work/log/remarks/$key" "$work/remarks.prev"
fi
remark=$(grep -vxF -f "$work/remarks.prev" "$work/remarks.n" | head -1)
[ -n "$remark" ] || remark=$(sed -n "${hi}p" "$work/remarks.n")

# 3. the function and the pass.
line=$(printf '%s' "$remark" | cut -d: -f2)
func=$(export LC_ALL=C; eval "$cmd -fplugin-arg-memopt-max-transforms=$hi -fplugin-arg-memopt-verbose -o /dev/null" 2>&1 \
        | awk -v l=":$line:" '/In function/ { f = $0 } index($0, l) && /memopt: / { print f; exit }' \
        | sed -n "s/.*In function '\([^']*\)'.*/\1/p")
pass=$(awk -F'\t' -v r="$remark" '!/^#/ && NF >= 3 && r ~ $3 { print $2; exit }' "$REMARKS")
{
  echo "culprit: transformation $hi of $total in $file"
  echo "  function: ${func:-unknown}"
  echo "  line:     $file:$line"
  echo "  pass:     ${pass:-unknown}"
  echo "  remark:   $remark"
  echo "  with the plugin also on the $(wc -l < "$work/on") files before it (list: $work/on)"
  # The build the test uses, with the plugin on the files before the
  # culprit and limited to $hi transformations in it: the test fails
  # ($((hi - 1)) passes).  Then the culprit's own compile, to look at.
  printf '  reproduce: CC=%q MEMOPT_CC_PLUGIN=%q MEMOPT_CC_MODE=list MEMOPT_CC_ON=%q MEMOPT_CC_LIMIT=%q bash -c %q && bash -c %q  (fails; %s passes)\n' \
    "$WRAPPER $MEMOPT_REAL_CC" "$plugin" "$work/on" "$file $hi" "$build" "$test" "$((hi - 1))"
  echo "  the culprit's compile: $cmd -fplugin-arg-memopt-max-transforms=$hi"
  echo "  $builds builds"
} | tee "$work/bisect.txt"
