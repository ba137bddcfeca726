#!/usr/bin/env bash
# realworld.sh - memopt on real C projects: build each with GCC 12 alone,
# GCC 12 with the plugin and clang-19, for x86-64 and AArch64, run its own
# tests and a fixed workload under qemu-user with a counting TCG plugin,
# and compare.
#
# Usage: realworld.sh [options]
#   --tier NAME       the recipes of one tier: default (projects/*.sh, the
#                     projects memopt is tuned on) or wide (wide/*.sh, a
#                     second tier nobody tunes on, split into the halves of
#                     wide/halves.txt; make realworld-wide)
#   --projects-dir DIR  the recipes in DIR/*.sh instead (what --tier picks)
#   --projects LIST   comma-separated (default: every recipe of the tier)
#   --targets LIST    x86_64,aarch64 (default both)
#   --levels LIST     O2 (default; REALWORLD_LEVELS in make)
#   --configs LIST    gcc,memopt,clang (the default), and check: GCC 12
#                     with memopt in check mode (-fplugin-arg-memopt-check,
#                     memopt-check.o linked: a transformation whose
#                     run-time check fails aborts the program); gcc is
#                     always built, it is what the others are compared with
#   --rounds N        compile-time rounds, gcc and memopt alternating
#                     (default 2; 0 skips the compile-time measurement)
#   --jobs N          builds run at once (default: nproc)
#   --out DIR         work directory (default build/realworld)
#   --results FILE    the markdown table (default: none); FILE.jsonl beside
#                     it holds one JSON object per project, target, level
#                     and configuration
#   --check FILE      also write PASS/FAIL lines for make check to FILE
#   --plugin PATH     the plugin to use instead of build/<compiler>/memopt.so
#                     (one target only; for example a plugin under test)
#                     (RW_PLUGIN_ARGS in the environment: more arguments
#                     for the memopt configuration, e.g. make bench-pairs's
#                     -fplugin-arg-memopt-lse=off)
#   --counter PATH    the TCG plugin every run is counted with, instead of
#                     build/bench/count.so: build/bench/redundancy.so makes
#                     each run's file under counts/ a redundancy profile
#                     (its first lines are count.so's, so the sums hold;
#                     bench/redundancy.sh, make bench-redundancy)
#   --repeat          run the gcc build's programs twice and compare their
#                     counts run by run: a run whose loads, stores or
#                     instructions differ by more than 0.01% is a finding
#                     (the recipe must make it deterministic or leave it
#                     uncounted, see lib.sh), since the ratios would
#                     measure that noise
#   --bisect          for one project, target and level whose memopt build
#                     differs from gcc's: the one transformation at fault
#                     (verify/bisect-build.sh over this project's build)
#   (RW_FUNCS=yes in the environment: every run's counts per function
#   too, under each build's funcs/, for bench/realworld/func-report.py)
#
# One build, for example zlib x86_64 O2 memopt, is:
#   1. build (projects/zlib.sh's rw_build) into OUT/zlib/x86_64-O2/memopt,
#      with -fopt-info-optimized: its remarks, counted by kind with
#      plugin/remarks.tsv, are the transformations applied;
#   2. run (rw_run): every program runs under qemu-x86_64 or qemu-aarch64
#      with bench/qemu/count.c, which counts executed instructions, loads
#      and stores; its outputs and test verdicts are kept;
#   3. compare: the memopt build's outputs and verdicts must be identical
#      to the gcc build's; a difference is a finding (FINDINGS.md in OUT,
#      with the commands to reproduce and bisect it); clang's are compared
#      too and reported, but a difference there is clang's or the
#      project's, never memopt's.
#   4. compile time: --rounds more builds of gcc and memopt, alternating,
#      without remarks; CPU seconds (user+sys) of each.
#
# Sources: each project names a Debian source package; its upstream
# (orig) tarball is downloaded once with apt-get source --download-only
# into OUT/src/dl and extracted to OUT/src/PACKAGE.  zlib comes from the
# gcc-12-source package, as in make bench.
#
# Exit status: 0 when every build, test and output agreed; 1 when
# something differed or failed; 2 on a usage error or a missing tool.
set -uo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)

projects="" targets="x86_64,aarch64" levels="O2" configs="gcc,memopt,clang"
rounds=2 jobs=$(nproc) out=$ROOT/build/realworld results="" checkfile=""
bisect="" step="" plugin_override=${RW_PLUGIN:-} counter_override=${RW_COUNTER_PLUGIN:-}
PROJECTS=${RW_PROJECTS_DIR:-$HERE/projects}
usage() { sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
die() { echo "realworld: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case $1 in
    --projects) projects=${2:?}; shift 2 ;;
    --tier) case ${2:?} in
              default) PROJECTS=$HERE/projects ;;
              wide) PROJECTS=$HERE/wide ;;
              *) die "unknown tier '$2' (default, wide)" ;;
            esac; shift 2 ;;
    --projects-dir) PROJECTS=$(cd "${2:?}" 2>/dev/null && pwd) || die "no directory '$2'"; shift 2 ;;
    --targets) targets=${2:?}; shift 2 ;;
    --levels) levels=${2:?}; shift 2 ;;
    --configs) configs=${2:?}; shift 2 ;;
    --rounds) rounds=${2:?}; shift 2 ;;
    --jobs) jobs=${2:?}; shift 2 ;;
    --out) out=${2:?}; shift 2 ;;
    --results) results=${2:?}; shift 2 ;;
    --check) checkfile=${2:?}; shift 2 ;;
    --bisect) bisect=yes; shift ;;
    --repeat) export RW_REPEAT=yes; shift ;;
    --plugin) plugin_override=$(realpath "${2:?}"); shift 2 ;;
    --counter) counter_override=$(realpath "${2:?}"); shift 2 ;;
    --step) shift; step=${1:?}; shift; break ;;
    --job) shift; break ;;
    -h|--help) usage ;;
    *) echo "realworld: unknown option '$1'" >&2; usage ;;
  esac
done
mkdir -p "$out"
out=$(cd "$out" && pwd)
BUILD=$(cd "$out/.." && pwd)
export ROOT HERE BUILD
# The recipes' directory, for the jobs and bisection steps this starts;
# a finding's commands name it when it is not the default tier's.
export RW_PROJECTS_DIR=$PROJECTS
tier_opt=""
case $PROJECTS in
  "$HERE/projects") ;;
  "$HERE/wide") tier_opt=" --tier wide" ;;
  *) tier_opt=" --projects-dir $PROJECTS" ;;
esac
COUNTER=${counter_override:-$BUILD/bench/count.so}

# ------------------------------------------------------------------ tools
# target_env T CONFIG: sets CC, AR, RW_QEMU for target T and CONFIG.
target_env() {
  local t=$1 c=$2 gcc plug
  case $t in
    x86_64) gcc=gcc-12; AR=ar; RW_QEMU="qemu-x86_64"
            CLANG="clang-19" ;;
    aarch64) gcc=aarch64-linux-gnu-gcc-12; AR=aarch64-linux-gnu-ar
             RW_QEMU="qemu-aarch64 -L /usr/aarch64-linux-gnu"
             CLANG="clang-19 --target=aarch64-linux-gnu" ;;
    *) die "unknown target '$t' (x86_64, aarch64)" ;;
  esac
  plug=${plugin_override:-$BUILD/$gcc/memopt.so}
  case $c in
    gcc) CC=$gcc ;;
    memopt) CC="$gcc -fplugin=$plug${RW_PLUGIN_ARGS:+ $RW_PLUGIN_ARGS}" ;;
    check) CC="$gcc -fplugin=$plug -fplugin-arg-memopt-check $(dirname "$plug")/memopt-check.o" ;;
    clang) CC=$CLANG ;;
    env) : ;;    # bisection: CC is verify/memopt-cc, set by bisect-build.sh
    *) die "unknown configuration '$c' (gcc, memopt, clang, check)" ;;
  esac
  export CC AR RW_QEMU
}

check_tools() {
  local t c missing=""
  for t in ${targets//,/ }; do
    target_env "$t" gcc
    command -v "${CC%% *}" >/dev/null || missing="$missing ${CC%% *}"
    command -v "${RW_QEMU%% *}" >/dev/null || missing="$missing ${RW_QEMU%% *}(qemu-user)"
    for c in ${configs//,/ }; do
      target_env "$t" "$c"
      case $c in
        memopt) p=${CC##*-fplugin=}; p=${p%% *}
                [ -f "$p" ] || die "no plugin $p: run make first" ;;
        check) [ -f "${CC##* }" ] || die "no check-mode runtime ${CC##* }: run make first" ;;
        clang) command -v clang-19 >/dev/null || missing="$missing clang-19" ;;
      esac
    done
  done
  local p need
  for p in ${projects//,/ }; do      # a recipe's RW_NEEDS="command:package ..."
    for need in $(project_var "$p" RW_NEEDS); do
      command -v "${need%%:*}" >/dev/null || missing="$missing ${need%%:*}(${need#*:})"
    done
  done
  [ -z "$missing" ] || die "missing tools:$missing; run make deps (or mk/deps.sh realworld)"
  [ -f "$COUNTER" ] || die "no counter $COUNTER: make $COUNTER"
}

# ---------------------------------------------------------------- sources
# fetch_source PROJECT: extracts the project's sources once; prints SRC.
fetch_source() {
  local p=$1 pkg src dl tarball
  pkg=$(project_var "$p" RW_PACKAGE)
  src=$out/src/$pkg
  if [ ! -f "$src/.stamp" ]; then
    rm -rf "$src"; mkdir -p "$src"
    if [ "$pkg" = gcc-12-zlib ]; then
      tar -xJf /usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz -C "$src" --strip-components=2 \
        'gcc-12.2.0/zlib' >&2 || die "cannot extract zlib from gcc-12-source (install gcc-12-source)"
      echo "gcc-12-source $(dpkg-query -W -f='${Version}' gcc-12-source)" > "$src/.version"
    else
      dl=$out/src/dl; mkdir -p "$dl"
      tarball=$(ls "$dl/${pkg}_"*.orig.tar.* 2>/dev/null | grep -v '\.asc$' | head -1)
      if [ -z "$tarball" ]; then
        ensure_deb_src
        (cd "$dl" && apt-get source --download-only -q "$pkg" >&2 2>"$dl/$pkg.log") \
          || { cat "$dl/$pkg.log" >&2
               die "cannot download the Debian source package '$pkg' (apt-get source --download-only $pkg failed). Offline, put its ${pkg}_*.orig.tar.* into $dl and run again."; }
        tarball=$(ls "$dl/${pkg}_"*.orig.tar.* | grep -v '\.asc$' | head -1)
      fi
      tar -xf "$tarball" -C "$src" --strip-components=1 || die "cannot extract $tarball"
      basename "$tarball" | sed 's/\.orig\.tar\..*//; s/_/ /' > "$src/.version"
    fi
    ( SRC=$src RW_PROJECT=$p; source "$HERE/lib.sh"; source "$PROJECTS/$p.sh"
      if declare -F rw_prepare >/dev/null; then cd "$src" && rw_prepare; fi ) \
      > "$src/.prepare.log" 2>&1 || { tail -20 "$src/.prepare.log" >&2; die "$p: preparing the sources failed"; }
    touch "$src/.stamp"
  fi
  echo "$src"
}

# ensure_deb_src: apt-get source needs a deb-src entry for bookworm main.
ensure_deb_src() {
  if grep -rqsE '^(deb-src|Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/; then
    return 0
  fi
  local entry="Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg"
  if [ "$(id -u)" != 0 ]; then
    die "apt-get source needs a deb-src entry; as root, write these lines to /etc/apt/sources.list.d/memopt-src.sources and run apt-get update:
$entry"
  fi
  echo "realworld: adding a deb-src entry for bookworm main (/etc/apt/sources.list.d/memopt-src.sources)" >&2
  echo "$entry" > /etc/apt/sources.list.d/memopt-src.sources
  apt-get update -q >&2 || die "apt-get update failed"
}

# project_var PROJECT VAR: the value a recipe sets.
project_var() {
  ( source "$PROJECTS/$1.sh"; eval "echo \"\${$2:-}\"" )
}

# ------------------------------------------------------------- one build
# count_sum DIR: "insns loads stores runs" summed over DIR/counts/*.
count_sum() {
  cat "$1"/counts/* 2>/dev/null | awk '
    /^insns/ { i += $2; n++ } /^loads/ { l += $2 } /^stores/ { s += $2 }
    END { printf "%d %d %d %d\n", i, l, s, n }'
}

# remark_counts LOG: "kind=N ..." for every kind of plugin/remarks.tsv.
remark_counts() {
  awk -F'\t' 'NR == FNR { if (!/^#/ && NF >= 3) { k[++n] = $1; re[n] = $3 }; next }
              /optimized: memopt: / { for (i = 1; i <= n; i++) if ($0 ~ re[i]) { c[i]++; break } }
              END { for (i = 1; i <= n; i++) printf "%s=%d ", k[i], c[i] + 0; print "" }' \
    "$ROOT/plugin/remarks.tsv" "$1"
}

# build_one P T L C DIR REMARKS: rw_build into DIR; prints CPU seconds.
build_one() {
  local p=$1 t=$2 l=$3 c=$4 dir=$5 remarks=$6 tf
  rm -rf "$dir"; mkdir -p "$dir"
  target_env "$t" "$c"
  case $c in memopt|check) [ "$remarks" = yes ] && CC="$CC -fopt-info-optimized" ;; esac
  tf=$(mktemp)
  (
    export SRC OUT=$dir TARGET=$t LEVEL=$l CONFIG=$c RW_PROJECT=$p HOST_CC=gcc-12
    export CFLAGS="-$l -g -w"
    source "$HERE/lib.sh"; source "$PROJECTS/$p.sh"
    TIMEFORMAT='%3U %3S'
    { time ( rw_build > "$dir/build.log" 2>&1 ); } 2> "$tf"
  )
  local st=$?
  awk '{ print $1 + $2 }' "$tf"; rm -f "$tf"
  return $st
}

# run_one P T L C DIR [GCCDIR]: rw_run in DIR/run; its wall seconds go to
# DIR/run.seconds.  With GCCDIR (the gcc build, already run), every
# program run is cut off at 60 s plus 5 times gcc's whole rw_run: a
# miscompiled program that hangs is a finding in minutes, not a stall.
run_one() {
  local p=$1 t=$2 l=$3 c=$4 dir=$5 ref=${6:-} limit=${RW_RUN_TIMEOUT:-900} start
  target_env "$t" "$c"
  rm -rf "$dir/run" "$dir/counts" "$dir/uncounted" "$dir/outputs" "$dir/logs" "$dir/verdicts"
  mkdir -p "$dir/run"; : > "$dir/verdicts"
  [ -n "$ref" ] && [ -s "$ref/run.seconds" ] && limit=$((60 + 5 * $(cat "$ref/run.seconds")))
  start=$(date +%s)
  (
    export SRC OUT=$dir TARGET=$t LEVEL=$l CONFIG=$c RW_PROJECT=$p
    export RW_COUNTER=$COUNTER RW_RUN_TIMEOUT=$limit
    source "$HERE/lib.sh"; source "$PROJECTS/$p.sh"
    cd "$dir/run" && rw_run
  ) > "$dir/run.log" 2>&1
  echo $(($(date +%s) - start)) > "$dir/run.seconds"
}

# count_drift A B: the runs (counts files of the same name) whose counts
# differ by more than 0.01% between directories A and B, "NAME (loads
# X, Y)" each, the first five; nothing when they agree.
count_drift() {
  local f name
  for f in "$1"/*; do
    name=${f##*/}
    awk -v name="${name#*.}" 'NR == FNR { a[$1] = $2; next }
      { d = $2 - a[$1]; if (d < 0) d = -d
        if (d > 0.0001 * a[$1] && d > 100) bad = 1; b[$1] = $2 }
      END { if (bad) printf "%s (loads %d, %d; insns %d, %d)\n", name, a["loads"], b["loads"], a["insns"], b["insns"] }' \
      "$f" "$2/$name" 2>/dev/null || echo "$name (missing in the second run)"
  done | head -5 | paste -sd'|' | sed 's/|/; /g'
}

# compare A B: "same" or a one-line description of the first differences.
compare() {
  local a=$1 b=$2 d
  if ! cmp -s "$a/verdicts" "$b/verdicts"; then
    echo "test verdicts differ: $(awk 'NR == FNR { ref[$2] = $1; next }
        ref[$2] != $1 { printf "%s%s %s (gcc: %s)", n++ ? ", " : "", $2, $1, ref[$2] ? ref[$2] : "none" }' \
        "$a/verdicts" "$b/verdicts")"
    return
  fi
  # A project whose runs are all tests (nettle, opus, lzo2) writes no
  # outputs/ in either build: nothing to compare.
  if [ ! -d "$a/outputs" ] && [ ! -d "$b/outputs" ]; then echo same; return; fi
  d=$(diff -rq "$a/outputs" "$b/outputs" 2>&1 | grep -v '\.stderr' | head -3 | tr '\n' ' ')
  if [ -n "$d" ]; then echo "outputs differ: $d"; else echo same; fi
}

json_str() { printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"; }

# job P T L: every configuration of one project, target and level; writes
# OUT/P/T-L/result.jsonl (one line per configuration) and FINDING when the
# plugin changed an output or a verdict.
job() {
  local p=$1 t=$2 l=$3 base c dir cpu ok st
  SRC=$out/src/$(project_var "$p" RW_PACKAGE)
  base=$out/$p/$t-$l
  mkdir -p "$base"; rm -f "$base/result.jsonl" "$base/FINDING"
  local version; version=$(cat "$SRC/.version")
  declare -A cpus
  local cfgs
  cfgs="gcc $(echo "${configs//,/ }" | tr ' ' '\n' | grep -vx gcc | tr '\n' ' ')"
  for c in $cfgs; do
    dir=$base/$c
    echo "realworld: $p $t -$l $c: build" >&2
    if cpu=$(build_one "$p" "$t" "$l" "$c" "$dir" yes); then
      cpus[$c]=$cpu
      echo "realworld: $p $t -$l $c: run" >&2
      if [ "$c" = gcc ]; then
        run_one "$p" "$t" "$l" "$c" "$dir"
        if [ -n "${RW_REPEAT:-}" ]; then
          echo "realworld: $p $t -$l $c: run again (--repeat)" >&2
          rm -rf "$dir/counts.first"; mv "$dir/counts" "$dir/counts.first"
          run_one "$p" "$t" "$l" "$c" "$dir"
          local drift; drift=$(count_drift "$dir/counts.first" "$dir/counts")
          [ -z "$drift" ] || echo "## $p $t -$l (gcc): counts differ between two runs of one build: $drift" >> "$base/FINDING"
        fi
      else run_one "$p" "$t" "$l" "$c" "$dir" "$base/gcc"; fi
      echo built > "$dir/status"
    else
      cpus[$c]=""
      echo "build failed (see $dir/build.log)" > "$dir/status"
      echo "realworld: $p $t -$l $c: build failed:" >&2; tail -5 "$dir/build.log" >&2
    fi
  done
  # compile time: alternating rounds, without remarks
  declare -A times
  local r
  for ((r = 1; r <= rounds; r++)); do
    for c in gcc memopt; do
      case " $cfgs " in *" $c "*) ;; *) continue ;; esac
      cpu=$(build_one "$p" "$t" "$l" "$c" "$base/time-$c" no) || cpu=""
      times[$c]="${times[$c]:-}${times[$c]:+,}$cpu"
    done
  done
  rm -rf "$base"/time-*
  for c in $cfgs; do
    dir=$base/$c
    local cmp=same ins lds sts runs pass fail rem=""
    if [ "$(cat "$dir/status")" != built ]; then
      cmp="$(cat "$dir/status")"; ins=0 lds=0 sts=0 runs=0 pass=0 fail=0
    else
      read -r ins lds sts runs < <(count_sum "$dir")
      pass=$(grep -c '^PASS' "$dir/verdicts"); fail=$(grep -c '^FAIL' "$dir/verdicts")
      [ "$c" != gcc ] && cmp=$(compare "$base/gcc" "$dir")
      case $c in memopt|check) rem=$(remark_counts "$dir/build.log") ;; esac
    fi
    if { [ "$c" = memopt ] || [ "$c" = check ]; } && [ "$cmp" != same ]; then
      { echo "## $p $t -$l ($c): $cmp"
        [ "$c" = check ] && grep -h '^memopt-check:' "$dir"/outputs/*.stderr "$dir"/logs/* 2>/dev/null | sort -u | head -5 | sed 's/^/- /'
        echo "- gcc build: \`$base/gcc\`, $c build: \`$dir\` (outputs/, verdicts, logs/)"
        local plug=""; [ -n "${RW_PLUGIN:-}" ] && plug=" --plugin $RW_PLUGIN"
        echo "- reproduce: \`bench/realworld/realworld.sh$tier_opt --projects $p --targets $t --levels $l --configs gcc,$c$plug\`"
        if [ "$c" = memopt ]; then
          echo "- bisect to the transformation at fault: \`bench/realworld/realworld.sh$tier_opt --bisect --projects $p --targets $t --levels $l$plug --out $out\`"
        else
          echo "- a failed check names its transformation (its id counts the check build's transformations of that file)"
        fi
      } >> "$base/FINDING"
    fi
    local remjson="" kv
    for kv in $rem; do remjson="$remjson${remjson:+,}\"${kv%%=*}\":${kv#*=}"; done
    printf '{"project":"%s","version":%s,"target":"%s","level":"%s","config":"%s","insns":%s,"loads":%s,"stores":%s,"runs":%s,"tests_passed":%s,"tests_failed":%s,"same_as_gcc":%s,"compile_cpu_s":[%s],"build_cpu_s":%s,"remarks":{%s}}\n' \
      "$p" "$(json_str "$version")" "$t" "$l" "$c" "$ins" "$lds" "$sts" "$runs" "$pass" "$fail" \
      "$(json_str "$cmp")" "${times[$c]:-}" "${cpus[$c]:-null}" "$remjson" >> "$base/result.jsonl"
  done
}

# check_lines P T L: make check's PASS/FAIL lines for one job: for each
# plugin build (memopt, and check when it was built), it built and ran,
# each of its test verdicts is PASS as gcc's is, and each output equals
# gcc's.
check_lines() {
  local p=$1 t=$2 l=$3 c
  for c in memopt check; do
    [ "$c" = memopt ] || [ -d "$out/$p/$t-$l/$c" ] || continue
    check_config_lines "$p" "$t" "$l" "$c"
  done
}

check_config_lines() {
  local p=$1 t=$2 l=$3 c=$4 g=$out/$1/$2-$3/gcc m=$out/$1/$2-$3/$4 name v f
  local id=realworld/$p/$t/$l/$c
  if [ "$(cat "$m/status" 2>/dev/null)" != built ] || [ "$(cat "$g/status" 2>/dev/null)" != built ]; then
    echo "FAIL $id/build (see $m/build.log)"; return
  fi
  echo "PASS $id/build"
  while read -r v name; do
    if [ "$v" = PASS ] && grep -qx "PASS $name" "$g/verdicts"; then echo "PASS $id/test/$name"
    else echo "FAIL $id/test/$name ($c: $v; gcc: $(grep -o "^[A-Z]* $name\$" "$g/verdicts" | cut -d' ' -f1))"; fi
  done < "$m/verdicts"
  # A project whose runs are all tests (lzo2, nettle, opus) has no
  # outputs/ in either build: nothing to compare, nothing to report.
  if [ ! -d "$g/outputs" ] && [ ! -d "$m/outputs" ]; then return; fi
  for f in "$g"/outputs/*; do
    case $f in *.stderr) continue ;; esac
    name=${f#"$g"/outputs/}
    if cmp -s "$f" "$m/outputs/$name"; then echo "PASS $id/output/$name"
    else echo "FAIL $id/output/$name (differs from gcc's: $m/outputs/$name)"; fi
  done
}

if [ "${1:-}" ] && [ "$#" -eq 3 ] && [ -z "$step" ]; then
  job "$@"
  exit 0
fi

# --step build|test P T L: one probe of a bisection, in OUT/P/T-L/bisect.
if [ -n "$step" ]; then
  [ "$#" -eq 3 ] || die "--step takes build or test, then PROJECT TARGET LEVEL"
  SRC=$out/src/$(project_var "$1" RW_PACKAGE)
  base=$out/$1/$2-$3
  case $step in
    build) build_one "$1" "$2" "$3" env "$base/bisect" no > /dev/null ;;
    test) run_one "$1" "$2" "$3" env "$base/bisect" "$base/gcc"
          r=$(compare "$base/gcc" "$base/bisect"); echo "$r"; [ "$r" = same ] ;;
    *) die "--step takes build or test" ;;
  esac
  exit
fi

# --bisect: the reference gcc build, then verify/bisect-build.sh.
if [ -n "$bisect" ]; then
  case "$projects,$targets,$levels" in
    *,*,*,*) die "--bisect takes one project, one target and one level" ;;
  esac
  [ -n "$projects" ] || die "--bisect needs --projects NAME"
  p=$projects t=$targets l=$levels
  SRC=$(fetch_source "$p") || exit 2
  base=$out/$p/$t-$l
  if [ "$(cat "$base/gcc/status" 2>/dev/null)" != built ]; then
    echo "realworld: building the reference (gcc) for $p $t -$l" >&2
    build_one "$p" "$t" "$l" gcc "$base/gcc" no > /dev/null || die "the gcc build fails"
    run_one "$p" "$t" "$l" gcc "$base/gcc"; echo built > "$base/gcc/status"
  fi
  target_env "$t" memopt
  plug=${CC##*-fplugin=}
  target_env "$t" gcc
  export MEMOPT_REAL_CC=$CC
  me="$0 --out $out --projects-dir $PROJECTS --step"
  exec "$ROOT/verify/bisect-build.sh" --plugin "-fplugin=$plug" \
    --build "$me build $p $t $l" --test "$me test $p $t $l" --work "$base/bisect-work"
fi

# ------------------------------------------------------------------- main
[ -n "$projects" ] || projects=$(cd "$PROJECTS" && ls *.sh | sed 's/\.sh$//' | tr '\n' ',')
projects=${projects%,}
for p in ${projects//,/ }; do
  [ -f "$PROJECTS/$p.sh" ] || die "unknown project '$p' (projects: $(cd "$PROJECTS" && ls *.sh | sed 's/\.sh$//' | tr '\n' ' '))"
done
case $rounds in ''|*[!0-9]*) die "--rounds takes a number" ;; esac
case "$plugin_override,$targets" in ?*,*,*) die "--plugin goes with one target" ;; esac
check_tools

for p in ${projects//,/ }; do
  echo "realworld: sources of $p: $(fetch_source "$p")" >&2 || exit 2
done

# The jobs, heaviest first (a recipe's RW_WEIGHT, default 1).
joblist=$out/jobs.txt
for p in ${projects//,/ }; do
  w=$(project_var "$p" RW_WEIGHT)
  for t in ${targets//,/ }; do
    for l in ${levels//,/ }; do echo "${w:-1} $p $t $l"; done
  done
done | sort -rn | cut -d' ' -f2- > "$joblist"
echo "realworld: $(wc -l < "$joblist") jobs, $jobs at once, $rounds compile-time rounds" >&2
export out configs rounds
export RW_PLUGIN=$plugin_override RW_COUNTER_PLUGIN=$counter_override RW_REPEAT=${RW_REPEAT:-}
xargs -P "$jobs" -L 1 "$0" --out "$out" --configs "$configs" --rounds "$rounds" --job < "$joblist"

# Results: every job's lines, in the job list's order, then the tables.
all=$out/results.jsonl
: > "$all"
while read -r p t l; do cat "$out/$p/$t-$l/result.jsonl" 2>/dev/null >> "$all"; done < "$joblist"
status=0
findings=$out/FINDINGS.md
: > "$findings"
while read -r p t l; do
  if [ -f "$out/$p/$t-$l/FINDING" ]; then cat "$out/$p/$t-$l/FINDING" >> "$findings"; status=1; fi
  [ -f "$out/$p/$t-$l/result.jsonl" ] || { echo "## $p $t -$l: no result (the job failed)" >> "$findings"; status=1; }
done < "$joblist"
python3 "$HERE/report.py" "$all" > "$out/RESULTS.md"
if [ -n "$results" ]; then
  cp "$out/RESULTS.md" "$results"
  cp "$all" "${results%.md}.jsonl"
fi
if [ -n "$checkfile" ]; then
  : > "$checkfile"
  while read -r p t l; do check_lines "$p" "$t" "$l" >> "$checkfile"; done < "$joblist"
fi
cat "$out/RESULTS.md"
if [ -s "$findings" ]; then echo; echo "FINDINGS:"; cat "$findings"; fi
exit $status
