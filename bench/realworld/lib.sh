# lib.sh - what a real-world project's recipe (bench/realworld/projects/
# NAME.sh) may call.  Sourced by realworld.sh before the recipe; every
# function runs inside one build (one project, target, level, compiler
# configuration), in a subshell of its own.
#
# The environment a recipe sees:
#   SRC      the project's extracted sources (read-only for rw_build and
#            rw_run; rw_prepare may write generated files into it)
#   OUT      this configuration's build directory: write only under it
#   CC       the compiler command, words and all ("gcc-12", "gcc-12
#            -fplugin=...", "clang-19 --target=aarch64-linux-gnu")
#   CFLAGS   the level and common flags (-O2 -g -w)
#   TARGET   x86_64 or aarch64
#   AR       ar for the target
#   HOST_CC  a native compiler for build-time generator programs
#
# Building:
#   rw_objs DIR FLAGS -- FILE...   compile each FILE (relative to SRC)
#                                  into DIR; prints the objects, one a line
#   rw_exe PROG OBJ... [-lLIB]     link PROG with CC and CFLAGS
# Running (cwd is $OUT/run, a scratch directory):
#   rw_exec CMD...       run one target program under qemu-user with the
#                        counting plugin; its counts add to this build's
#   rw_output NAME CMD...  rw_exec with stdout kept as outputs/NAME and the
#                        exit status as outputs/NAME.status: both must be
#                        the same with and without the plugin (stdin is
#                        the caller's)
#   rw_test NAME CMD...  rw_exec judged by its exit status: PASS/FAIL NAME
#                        in verdicts (must agree with and without the
#                        plugin); its stdout is kept in logs/, not compared
#   rw_test_out NAME EXPECTED CMD...   like rw_test, but also PASS only when
#                        stdout equals the file EXPECTED
#   rw_check NAME CMD... a verdict from a host command (cmp, grep, ...),
#                        run natively and not counted
#   rw_uncounted FUNC ARGS...  call rw_output, rw_test or rw_test_out with
#                        the counts of its run kept apart (uncounted/) and
#                        left out of the build's sums: for a run whose
#                        counts change from one run to the next (threads
#                        that wait for each other); its output and verdict
#                        are compared as usual
#
# Counts must be the same every time a build runs its recipe, or the
# ratios between builds measure noise: the runs of a project either are
# deterministic (fixed seeds, fixed inputs, one thread) or go through
# rw_uncounted.  Each run's counts are kept as counts/NNNN.NAME (NAME the
# run's rw_output or rw_test name, "run" for rw_exec), so two builds or
# two runs of one build can be compared run by run.
# Helpers:
#   rw_die MSG           fail this build with a message

rw_die() {
  echo "realworld: $RW_PROJECT ($TARGET ${LEVEL:-} $CONFIG): $*" >&2
  exit 1
}

# rw_objs DIR FLAGS... -- FILE...: compile every FILE into DIR/<path with
# '/' as '_'>.o with CC CFLAGS FLAGS; prints the objects.
rw_objs() {
  local dir=$1 flags=() f o
  shift
  while [ $# -gt 0 ] && [ "$1" != -- ]; do flags+=("$1"); shift; done
  [ "${1:-}" = -- ] && shift
  mkdir -p "$dir"
  for f in "$@"; do
    o=$dir/$(echo "${f%.c}" | tr / _).o
    # shellcheck disable=SC2086
    $CC $CFLAGS "${flags[@]}" -c "$SRC/$f" -o "$o" || rw_die "compiling $f failed"
    echo "$o"
  done
}

# rw_exe PROG OBJ... [-lLIB...]: link with the configuration's compiler.
rw_exe() {
  local prog=$1
  shift
  mkdir -p "$(dirname "$prog")"
  # shellcheck disable=SC2086
  $CC $CFLAGS -o "$prog" "$@" || rw_die "linking $prog failed"
}

# rw_exec CMD...: run CMD under qemu-user with the counter; the counts go
# to a file of their own under $OUT/counts, summed by the driver.  A run
# longer than RW_RUN_TIMEOUT seconds (set by the driver from the gcc
# build's run time) is killed: exit status 124.  With RW_FUNCS=yes
# (realworld.sh --funcs) the counter also writes the run's counts per
# function, under the same name in $OUT/funcs (func-report.py), or in
# $OUT/funcs-uncounted for a run of rw_uncounted, whose counts change
# from one run to the next and must not be compared function by
# function either (libsodium's tests of random keys: sodium_increment
# 8.7 times "GCC's" instructions, sodium_sub 0.05, from the random
# draws alone).
rw_exec() {
  local cnt dir=$OUT/${RW_COUNTS_DIR:-counts} n name counter=$RW_COUNTER
  # native-time.sh: the program itself, natively, neither counted nor
  # under qemu (x86-64 builds only)
  if [ "${RW_NATIVE:-}" = yes ]; then
    timeout "${RW_RUN_TIMEOUT:-900}" "$@"
    return
  fi
  mkdir -p "$dir"
  n=$(find "$dir" -maxdepth 1 -type f | wc -l)
  name=${RW_RUN_NAME:-run}
  cnt=$dir/$(printf "%04d" $((n + 1))).${name//\//_}
  if [ "${RW_FUNCS:-}" = yes ]; then
    local fdir=$OUT/funcs${RW_COUNTS_DIR:+-$RW_COUNTS_DIR}
    mkdir -p "$fdir"
    counter=$counter,funcs=$fdir/${cnt##*/}
  fi
  # shellcheck disable=SC2086
  timeout "${RW_RUN_TIMEOUT:-900}" $RW_QEMU -plugin "$counter" -d plugin -D "$cnt" "$@"
}

rw_output() {
  local name=$1 st
  shift
  mkdir -p "$OUT/outputs"
  RW_RUN_NAME=$name rw_exec "$@" > "$OUT/outputs/$name" 2> "$OUT/outputs/$name.stderr"
  st=$?
  if [ $st = 124 ]; then echo "timed out" > "$OUT/outputs/$name.status"
  else echo "exit status $st" > "$OUT/outputs/$name.status"; fi
  return 0
}

rw_test() {
  local name=$1
  shift
  mkdir -p "$OUT/logs"
  if RW_RUN_NAME=$name rw_exec "$@" > "$OUT/logs/$name" 2>&1; then
    echo "PASS $name" >> "$OUT/verdicts"
  else
    echo "FAIL $name" >> "$OUT/verdicts"
  fi
}

rw_test_out() {
  local name=$1 expected=$2
  shift 2
  mkdir -p "$OUT/logs"
  if RW_RUN_NAME=$name rw_exec "$@" > "$OUT/logs/$name" 2> "$OUT/logs/$name.stderr" \
     && cmp -s "$OUT/logs/$name" "$expected"; then
    echo "PASS $name" >> "$OUT/verdicts"
  else
    echo "FAIL $name" >> "$OUT/verdicts"
  fi
}

rw_check() {
  local name=$1
  shift
  if "$@" > /dev/null 2>&1; then
    echo "PASS $name" >> "$OUT/verdicts"
  else
    echo "FAIL $name" >> "$OUT/verdicts"
  fi
}

rw_uncounted() {
  case $1 in
    rw_output|rw_test|rw_test_out) ;;
    *) rw_die "rw_uncounted: $1 is not rw_output, rw_test or rw_test_out" ;;
  esac
  RW_COUNTS_DIR=uncounted "$@"
}
