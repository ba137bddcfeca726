#!/bin/bash
# run-tests.sh - memopt's compile and execute test runner.
#
# Usage: tests/run-tests.sh compile|execute [FILE...]
#
# With no FILE it runs every tests/<area>/*.c, where an area is any
# subdirectory of tests/ except unit/, verify/, demo/ and check/ (a new area needs
# no change here).  Run from anywhere; paths are relative to the top of
# the tree.  Environment: BUILD (default build), JOBS (default nproc),
# RESULTS (default $BUILD/check/<mode>.results), PLUGIN_x86_64 and
# PLUGIN_aarch64 (default $BUILD/<compiler>/memopt.so; e.g. the broken
# build/gcc-12-broken/memopt.so, which the not-*.c tests must catch),
# CHECK_MODE (abort or report: execute tests built in check mode, the
# run-time object linked), RUN_TIMEOUT (seconds per run, default 10), COMPILE_TIMEOUT (seconds per
# compile, default 120: a compiler that hangs is a failure, not a stuck
# check).
#
# Directives, in comments anywhere in a test file (at the start of a line,
# after "//", "/*", "*" or alone inside a block comment; or after "//" at
# the end of a line):
#   // @options FLAGS          flags for the compile checks (default -O2)
#   // @cflags FLAGS           extra flags for every compile, reference too
#   // @targets T...           x86_64 and/or aarch64 (default both)
#   // @remarks N REGEX        exactly N "memopt:" remark lines match REGEX
#                              (and every remark is of a kind of
#                              plugin/remarks.tsv)
#   // @asm TARGET FUNC N REGEX  exactly N lines of FUNC's assembly body on
#                              TARGET match REGEX (body: from "FUNC:" to
#                              ".size FUNC")
#   // @dump PASS N REGEX      exactly N lines of the dump of memopt's GIMPLE
#                              pass memopt-PASS (lse, phi, dse, promote; written with
#                              -fdump-tree-all-details) match REGEX; of its RTL
#                              pass (pairs, reread, hoist-const; written with
#                              -fdump-rtl-all, without -details, which would
#                              make memopt-pairs describe every block): the
#                              dumps of every instance (memopt-pairs and
#                              memopt-promote have two)
#   // @run                    execute test: built at -O0 without the plugin
#                              (reference) and at -O1, -O2, -O3 with it;
#                              stdout and exit status must equal the
#                              reference's (aarch64 runs under qemu)
#   // @no-slower [LEVEL...]   execute mode, with @run: the build with the
#                              plugin at each LEVEL (O1, O2, O3; default O2)
#                              executes no more instructions and no more
#                              memory accesses (loads + stores) than the
#                              build without it at that level, both counted
#                              under qemu-x86_64 / qemu-aarch64 with the TCG
#                              counter $COUNTER (default
#                              $BUILD/bench/count.so); not in check mode,
#                              whose checks cost instructions by design
# An unknown @word directive is an error, so that a misspelt check cannot
# pass silently.
#
# Cases: compile mode has one case per (file, target): one compile with
# -fopt-info-optimized -S gives both the remarks and the assembly, and it
# reports "remarks" and "asm" separately (a file with neither only has to
# compile: "compile").  Execute mode has one case per (file, target) and
# reports each level.  Output lines, also written to the results file:
#   PASS lse/foo.c [x86_64 remarks]
#   FAIL lse/foo.c [aarch64 run -O2] stdout differs from the -O0 reference
#   SKIP lse/foo.c [aarch64 asm] aarch64-linux-gnu-gcc-12 is not installed
# A failure is followed by the command that reproduces it and the diff.
# Cases run in parallel (xargs -P$JOBS); the exit status is 1 when any
# case failed.

set -u
cd "$(dirname "$0")/.." || exit 2

BUILD=${BUILD:-build}
JOBS=${JOBS:-$(nproc)}
RUN_TIMEOUT=${RUN_TIMEOUT:-10}
COUNTER=${COUNTER:-$BUILD/bench/count.so}
COMPILE_TIMEOUT=${COMPILE_TIMEOUT:-120}
QEMU="qemu-aarch64 -L /usr/aarch64-linux-gnu"
# The RTL passes, whose @dump is of -fdump-rtl-all (the others': GIMPLE).
RTL_DUMPS="pairs reread hoist-const"
TARGETS="x86_64 aarch64"
# The remark kinds (plugin/remarks.tsv, the one table of them): every
# remark a test produces must be of a kind, checked with the file's
# @remarks, so a phrase that changes without its row fails here.
REMARK_KINDS_RE=$(awk -F'\t' '!/^#/ && NF >= 3 { printf "%s(%s)", sep, $3; sep = "|" }' plugin/remarks.tsv)

# CC_x86_64 / CC_aarch64 override the compiler (make check-gcc11 runs the
# execute tests with gcc-11 and its plugin); ONLY_TARGETS limits the
# targets of every file.
target_cc () {
  local var=CC_$1
  if [ -n "${!var:-}" ]; then echo "${!var}"; return; fi
  case $1 in
    x86_64) echo gcc-12 ;;
    aarch64) echo aarch64-linux-gnu-gcc-12 ;;
  esac
}
# PLUGIN_x86_64 / PLUGIN_aarch64 override the plugin, e.g. to check that
# the tests catch the deliberately broken build/gcc-12-broken/memopt.so.
target_plugin () {
  local var=PLUGIN_$1
  echo "${!var:-$BUILD/$(target_cc "$1")/memopt.so}"
}

# ---------------------------------------------------------------------
# Directive parsing.  parse_file FILE sets: OPTIONS, CFLAGS, FILE_TARGETS,
# RUN (0/1), REMARKS (array of "N REGEX"), ASMS (array of
# "TARGET FUNC N REGEX"), DUMPS (array of "PASS N REGEX") and PARSE_ERROR
# (empty when fine).
parse_file () {
  local file=$1 line kw arg re
  OPTIONS=-O2; CFLAGS=""; FILE_TARGETS=${ONLY_TARGETS:-$TARGETS}; RUN=0; NOSLOWER="" 
  REMARKS=(); ASMS=(); DUMPS=(); PARSE_ERROR=""
  # A directive starts a line (after "//", "/*" or "*", or alone inside a
  # block comment) or follows "//" at the end of a line of code.
  re='^[[:space:]]*(//+|/\*+|\*+)?[[:space:]]*@([A-Za-z_-]+)([[:space:]]+(.*))?$'
  re2='//[[:space:]]*@([A-Za-z_-]+)([[:space:]]+(.*))?$'
  while IFS= read -r line; do
    if [[ $line =~ $re ]]; then kw=${BASH_REMATCH[2]}; arg=${BASH_REMATCH[4]}
    elif [[ $line =~ $re2 ]]; then kw=${BASH_REMATCH[1]}; arg=${BASH_REMATCH[3]}
    else continue; fi
    # Drop a closing "*/" and surrounding blanks.
    arg=$(sed -E 's#[[:space:]]*(\*/)?[[:space:]]*$##; s#^[[:space:]]+##' <<<"$arg")
    case $kw in
      options) OPTIONS=$arg ;;
      cflags) CFLAGS="$CFLAGS $arg" ;;
      targets)
        FILE_TARGETS=""
        for t in $arg; do
          case " $TARGETS " in *" $t "*) ;; *) PARSE_ERROR="unknown target '$t' in @targets" ;; esac
          case " ${ONLY_TARGETS:-$TARGETS} " in *" $t "*) FILE_TARGETS="$FILE_TARGETS $t" ;; esac
        done ;;
      run) RUN=1 ;;
      no-slower)
        NOSLOWER=${arg:-O2}
        for l in $NOSLOWER; do
          case $l in O1|O2|O3) ;; *) PARSE_ERROR="bad level '$l' in @no-slower (want: O1, O2 or O3)" ;; esac
        done ;;
      remarks)
        if [[ $arg =~ ^[0-9]+[[:space:]]+[^[:space:]] ]]; then REMARKS+=("$arg")
        else PARSE_ERROR="bad directive '@remarks $arg' (want: @remarks N REGEX)"; fi ;;
      asm)
        if [[ $arg =~ ^(x86_64|aarch64)[[:space:]]+[A-Za-z_][A-Za-z0-9_.]*[[:space:]]+[0-9]+[[:space:]]+[^[:space:]] ]]; then ASMS+=("$arg")
        else PARSE_ERROR="bad directive '@asm $arg' (want: @asm TARGET FUNC N REGEX)"; fi ;;
      dump)
        if [[ $arg =~ ^(lse|phi|dse|promote|pairs|reread|hoist-const)[[:space:]]+[0-9]+[[:space:]]+[^[:space:]] ]]; then DUMPS+=("$arg")
        else PARSE_ERROR="bad directive '@dump $arg' (want: @dump lse|phi|dse|promote|pairs|reread|hoist-const N REGEX)"; fi ;;
      *) PARSE_ERROR="unknown directive '@$kw'" ;;
    esac
  done <"$file"
}

# ---------------------------------------------------------------------
# One case.  Each prints its result lines (and failure details) on stdout
# in one write, and appends the result lines to $OUTDIR/<id>.res.

# emit STATUS NAME TAG [REASON]: one result line.
emit () {
  local line="$1 $2 [$3]${4:+ $4}"
  echo "$line" >>"$RES"
  echo "$line" >>"$LOG"
}
detail () { sed 's/^/    /' >>"$LOG"; }

# Print FUNC's assembly body from the .s file S.
asm_body () {
  awk -v f="$2" '
    $0 == f":" { on = 1; next }
    on && $1 == ".size" && index($2, f",") == 1 { exit }
    on { print }' "$1"
}

# expect_lines N REGEX FILE WHAT: exactly N lines of FILE match REGEX;
# otherwise ok=0 and, for the case's first failure, failures says so
# (prefixed by WHAT).
expect_lines () {
  local got
  got=$(grep -cE -- "$2" "$3")
  [ "$got" = "$1" ] && return
  [ $ok = 1 ] && failures="${4}expected $1 line(s) matching /$2/, got $got"
  ok=0
}

compile_case () {
  local file=$1 target=$2 name=${1#tests/}
  local cc plugin work cmd n regex t func got ok=1 spec failures dump
  cc=$(target_cc "$target"); plugin=$(target_plugin "$target")
  parse_file "$file"
  local has_remarks=${#REMARKS[@]} has_asm=0 has_dump=${#DUMPS[@]} dumpflags=""
  for spec in "${ASMS[@]}"; do [[ $spec == "$target "* ]] && has_asm=1; done
  local kinds=""
  [ "$has_remarks" -gt 0 ] && kinds="remarks"
  [ "$has_asm" -gt 0 ] && kinds="$kinds asm"
  [ "$has_dump" -gt 0 ] && kinds="$kinds dump"
  for spec in "${DUMPS[@]}"; do
    if [[ " $RTL_DUMPS " == *" ${spec%%[[:space:]]*} "* ]]; then
      [[ $dumpflags == *-fdump-rtl-all* ]] || dumpflags="$dumpflags -fdump-rtl-all"
    else
      [[ $dumpflags == *-fdump-tree-all-details* ]] || dumpflags="$dumpflags -fdump-tree-all-details"
    fi
  done
  [ -z "$kinds" ] && kinds=compile
  if [ -n "$PARSE_ERROR" ]; then
    for k in $kinds; do emit FAIL "$name" "$target $k" "$PARSE_ERROR"; done; return
  fi
  if ! command -v "$cc" >/dev/null; then
    for k in $kinds; do emit SKIP "$name" "$target $k" "$cc is not installed"; done; return
  fi
  if [ ! -f "$plugin" ]; then
    for k in $kinds; do emit FAIL "$name" "$target $k" "$plugin is missing (run make)"; done; return
  fi
  work=$BUILD/tests/${name%.c}/$target; mkdir -p "$work"
  rm -f "$work"/*t.memopt-* "$work"/*r.memopt-*
  # -fplugin first: GCC wants it before any -fplugin-arg-memopt-* in @options.
  cmd="$cc -fplugin=$plugin $OPTIONS $CFLAGS -fopt-info-optimized $dumpflags -S -o $work/out.s $file"
  # shellcheck disable=SC2086
  if ! compile $cc -fplugin="$plugin" $OPTIONS $CFLAGS -fopt-info-optimized $dumpflags -S -o "$work/out.s" "$file" \
       2>"$work/stderr"; then
    for k in $kinds; do emit FAIL "$name" "$target $k" "$(compile_failure "does not compile")"; done
    { echo "reproduce: $cmd"; tail -20 "$work/stderr"; } | detail; return
  fi
  grep 'memopt:' "$work/stderr" >"$work/remarks"

  if [ "$has_remarks" -gt 0 ]; then
    ok=1; failures=""
    for spec in "${REMARKS[@]}"; do
      n=${spec%%[[:space:]]*}; regex=$(sed -E 's/^[0-9]+[[:space:]]+//' <<<"$spec")
      got=$(grep -cE -- "$regex" "$work/remarks")
      if [ "$got" != "$n" ]; then
        [ $ok = 1 ] && failures="expected $n remark(s) matching /$regex/, got $got"
        ok=0
      fi
    done
    unkinded=$(grep -vE -- "$REMARK_KINDS_RE" "$work/remarks" | head -1)
    if [ -n "$unkinded" ]; then
      [ $ok = 1 ] && failures="a remark of no kind of plugin/remarks.tsv: $unkinded"
      ok=0
    fi
    if [ $ok = 1 ]; then emit PASS "$name" "$target remarks"
    else
      emit FAIL "$name" "$target remarks" "$failures"
      { echo "reproduce: $cmd"
        echo "expected:"; printf '  @remarks %s\n' "${REMARKS[@]}"
        echo "memopt remarks:"; sed 's/^/  /' "$work/remarks"; [ -s "$work/remarks" ] || echo "  (none)"; } | detail
    fi
  fi

  if [ "$has_asm" -gt 0 ]; then
    ok=1; failures=""
    for spec in "${ASMS[@]}"; do
      read -r t func n regex <<<"$spec"
      [ "$t" = "$target" ] || continue
      asm_body "$work/out.s" "$func" >"$work/$func.body"
      if [ ! -s "$work/$func.body" ]; then
        [ $ok = 1 ] && failures="no assembly body for function '$func'"
        ok=0; continue
      fi
      expect_lines "$n" "$regex" "$work/$func.body" "$func: "
    done
    if [ $ok = 1 ]; then emit PASS "$name" "$target asm"
    else
      emit FAIL "$name" "$target asm" "$failures"
      { echo "reproduce: $cmd"
        for spec in "${ASMS[@]}"; do
          read -r t func n regex <<<"$spec"
          [ "$t" = "$target" ] || continue
          echo "@asm $spec; body of $func:"; sed 's/^/  /' "$work/$func.body" 2>/dev/null
        done; } | detail
    fi
  fi

  if [ "$has_dump" -gt 0 ]; then
    ok=1; failures=""
    for spec in "${DUMPS[@]}"; do
      read -r t n regex <<<"$spec"
      # Every instance's dump (memopt-pairs and memopt-promote have two).
      dump=$work/$t.dump
      if [[ " $RTL_DUMPS " == *" $t "* ]]; then
        cat "$work"/*r.memopt-"$t" >"$dump" 2>/dev/null || rm -f "$dump"
      else
        cat "$work"/*t.memopt-"$t" >"$dump" 2>/dev/null || rm -f "$dump"
      fi
      [ -f "$dump" ] || dump=""
      if [ -z "$dump" ]; then
        [ $ok = 1 ] && failures="no dump of memopt-$t"
        ok=0; continue
      fi
      expect_lines "$n" "$regex" "$dump" "memopt-$t dump: "
    done
    # Keep memopt's dumps only: -all writes one per GCC pass.
    find "$work" \( \( -name '*t.*' ! -name '*t.memopt-*' \) \
                     -o \( -name '*r.*' ! -name '*r.memopt-*' \) \) -delete
    if [ $ok = 1 ]; then emit PASS "$name" "$target dump"
    else
      emit FAIL "$name" "$target dump" "$failures"
      { echo "reproduce: $cmd"; echo "dumps: $work/*.memopt-*"; } | detail
    fi
  fi

  [ "$kinds" = compile ] && emit PASS "$name" "$target compile"
}

# compile CMD...: run a compiler command with the compile timeout; the
# status is left in COMPILE_STATUS for compile_failure.
compile () {
  timeout "$COMPILE_TIMEOUT" "$@"
  COMPILE_STATUS=$?
  return $COMPILE_STATUS
}
# compile_failure WHAT: the reason for a failed compile.
compile_failure () {
  if [ "$COMPILE_STATUS" = 124 ]; then echo "compile timed out after ${COMPILE_TIMEOUT}s"
  else echo "$1"; fi
}

# run_binary TARGET EXE OUT: run EXE with a timeout, stdout to OUT;
# prints the exit status (124 on timeout).
run_binary () {
  local runner=""
  [ "$1" = aarch64 ] && runner=$QEMU
  # shellcheck disable=SC2086
  timeout "$RUN_TIMEOUT" $runner "$2" >"$3" 2>/dev/null </dev/null
  echo $?
}

# check_flags PLUGIN: with CHECK_MODE=abort|report, check mode's plugin
# argument and the run-time object beside PLUGIN (execute tests only).
check_flags () {
  [ -n "${CHECK_MODE:-}" ] || return 0
  echo "-fplugin-arg-memopt-check=$CHECK_MODE $(dirname "$1")/memopt-check.o"
}

execute_case () {
  local file=$1 target=$2 name=${1#tests/}
  local cc plugin work lvl refst st cmd levels="-O1 -O2 -O3"
  cc=$(target_cc "$target"); plugin=$(target_plugin "$target")
  parse_file "$file"
  if [ -n "$PARSE_ERROR" ]; then
    for lvl in $levels; do emit FAIL "$name" "$target run $lvl" "$PARSE_ERROR"; done; return
  fi
  if ! command -v "$cc" >/dev/null; then
    for lvl in $levels; do emit SKIP "$name" "$target run $lvl" "$cc is not installed"; done; return
  fi
  if [ "$target" = aarch64 ] && ! command -v qemu-aarch64 >/dev/null; then
    for lvl in $levels; do emit SKIP "$name" "$target run $lvl" "qemu-aarch64 is not installed"; done; return
  fi
  if [ ! -f "$plugin" ]; then
    for lvl in $levels; do emit FAIL "$name" "$target run $lvl" "$plugin is missing (run make)"; done; return
  fi
  work=$BUILD/tests/${name%.c}/$target; mkdir -p "$work"
  cmd="$cc -O0 $CFLAGS -o $work/ref $file -lm"
  # shellcheck disable=SC2086
  if ! compile $cc -O0 $CFLAGS -o "$work/ref" "$file" -lm 2>"$work/ref.stderr"; then
    for lvl in $levels; do emit FAIL "$name" "$target run $lvl" "$(compile_failure "the -O0 reference does not compile")"; done
    { echo "reproduce: $cmd"; tail -20 "$work/ref.stderr"; } | detail; return
  fi
  refst=$(run_binary "$target" "$work/ref" "$work/ref.out")
  if [ "$refst" = 124 ]; then
    for lvl in $levels; do emit FAIL "$name" "$target run $lvl" "the -O0 reference timed out"; done; return
  fi
  for lvl in $levels; do
    cmd="$cc -fplugin=$plugin $(check_flags "$plugin") $lvl $CFLAGS -o $work/t$lvl $file -lm"
    # shellcheck disable=SC2086
    if ! compile $cc -fplugin="$plugin" $(check_flags "$plugin") $lvl $CFLAGS -o "$work/t$lvl" "$file" -lm 2>"$work/t$lvl.stderr"; then
      emit FAIL "$name" "$target run $lvl" "$(compile_failure "does not compile with the plugin")"
      { echo "reproduce: $cmd"; tail -20 "$work/t$lvl.stderr"; } | detail; continue
    fi
    st=$(run_binary "$target" "$work/t$lvl" "$work/t$lvl.out")
    if [ "$st" != "$refst" ]; then
      emit FAIL "$name" "$target run $lvl" "exit status $st, reference $refst"
    elif ! cmp -s "$work/ref.out" "$work/t$lvl.out"; then
      emit FAIL "$name" "$target run $lvl" "stdout differs from the -O0 reference"
    else
      emit PASS "$name" "$target run $lvl"; continue
    fi
    { echo "reproduce: $cmd && ${QEMU_IF_AARCH64:-}$work/t$lvl"
      echo "reference: $cc -O0 $CFLAGS -o $work/ref $file -lm (exit status $refst)"
      diff -u --label reference "$work/ref.out" --label "$lvl+memopt" "$work/t$lvl.out" | head -40; } | detail
  done
  for l in $NOSLOWER; do
    [ -x "$work/t-$l" ] && no_slower_case "$file" "$target" "$cc" "$work" "$l"
  done
}

# counts TARGET EXE: "INSNS ACCESSES" of one run of EXE under qemu with
# the TCG counter, or nothing when the run failed.
# Both builds run under one name (the program's name is on its stack:
# another length changes what the dynamic loader and libc execute).
counts () {
  local qemu=qemu-x86_64 log exe
  [ "$1" = aarch64 ] && qemu=$QEMU
  log=$2.counts; exe=$(dirname "$2")/counted
  rm -f "$log"; cp "$2" "$exe"
  # shellcheck disable=SC2086
  timeout $((RUN_TIMEOUT * 10)) $qemu -plugin "$COUNTER" -d plugin -D "$log" "$exe" \
    >/dev/null 2>&1 </dev/null
  awk '$1 == "insns" { i = $2 } $1 == "loads" || $1 == "stores" { m += $2 }
       END { if (i != "") print i, m }' "$log" 2>/dev/null
}

# no_slower_case FILE TARGET CC WORK LEVEL: @no-slower at LEVEL (the
# plugin build is $WORK/t-LEVEL; the case is "TARGET no-slower", with
# " -LEVEL" after it for a level other than O2).
no_slower_case () {
  local file=$1 target=$2 cc=$3 work=$4 level=$5 name=${1#tests/} gcc plug what
  what="$target no-slower"; [ "$level" = O2 ] || what="$what -$level"
  if [ -n "${CHECK_MODE:-}" ]; then return; fi
  if [ ! -f "$COUNTER" ]; then
    emit FAIL "$name" "$what" "$COUNTER is missing (make $COUNTER)"; return
  fi
  if ! command -v qemu-x86_64 >/dev/null; then
    emit SKIP "$name" "$what" "qemu-x86_64 is not installed (Debian package qemu-user)"; return
  fi
  # shellcheck disable=SC2086
  if ! compile $cc -$level $CFLAGS -o "$work/control-$level" "$file" -lm 2>"$work/control.stderr"; then
    emit FAIL "$name" "$what" "$(compile_failure "the -$level control does not compile")"; return
  fi
  gcc=$(counts "$target" "$work/control-$level"); plug=$(counts "$target" "$work/t-$level")
  if [ -z "$gcc" ] || [ -z "$plug" ]; then
    emit FAIL "$name" "$what" "a counted run failed (logs: $work/*.counts)"; return
  fi
  read -r gi gm <<<"$gcc"; read -r pi pm <<<"$plug"
  if [ "$pi" -le "$gi" ] && [ "$pm" -le "$gm" ]; then
    emit PASS "$name" "$what"
  else
    emit FAIL "$name" "$what" "-$level with the plugin: $pi instructions, $pm memory accesses; without: $gi, $gm"
    echo "reproduce: $cc -$level $CFLAGS -o $work/control-$level $file -lm; counted with $COUNTER" | detail
  fi
}

# --case OUTDIR MODE FILE TARGET ID: what xargs runs.
if [ "${1:-}" = --case ]; then
  mode=$3; file=$4; target=$5
  RES=$2/$6.res; LOG=$2/$6.log; : >"$RES"; : >"$LOG"
  [ "$target" = aarch64 ] && QEMU_IF_AARCH64="$QEMU "
  case $mode in
    compile) compile_case "$file" "$target" ;;
    execute) execute_case "$file" "$target" ;;
  esac
  cat "$LOG"
  exit 0
fi

# ---------------------------------------------------------------------
# Driver: list the cases, run them in parallel, collect the results.
mode=${1:-}
case $mode in
  compile|execute) shift ;;
  *) echo "usage: tests/run-tests.sh compile|execute [FILE...]" >&2; exit 2 ;;
esac
RESULTS=${RESULTS:-$BUILD/check/$mode.results}
if [ $# -gt 0 ]; then files=("$@")
else
  mapfile -t files < <(for d in tests/*/; do
      case $d in tests/unit/|tests/verify/|tests/demo/|tests/check/) continue ;; esac
      ls "$d"*.c 2>/dev/null
    done | LC_ALL=C sort)
fi

outdir=$BUILD/tests/.cases-$mode
rm -rf "$outdir"; mkdir -p "$outdir" "$(dirname "$RESULTS")"
start=$(date +%s)
id=0
for f in "${files[@]}"; do
  parse_file "$f"
  [ "$mode" = execute ] && [ "$RUN" = 0 ] && [ -z "$PARSE_ERROR" ] && continue
  for t in $FILE_TARGETS; do
    id=$((id + 1)); printf '%s\0%s\0%s\0%05d\0' "$mode" "$f" "$t" "$id"
  done
done | xargs -0 -n4 -P"$JOBS" "$0" --case "$outdir"

cat "$outdir"/*.res 2>/dev/null >"$RESULTS"
pass=$(grep -c '^PASS ' "$RESULTS"); fail=$(grep -c '^FAIL ' "$RESULTS"); skip=$(grep -c '^SKIP ' "$RESULTS")
echo "$mode: $pass passed, $fail failed, $skip skipped in $(( $(date +%s) - start ))s ($RESULTS)"
[ "$fail" -eq 0 ]
