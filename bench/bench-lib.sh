# bench-lib.sh - measurement helpers of the GIMPLE benchmark
# (gimple-bench.sh, both modes).  Sourced; expects CC, B (the build
# directory) and W (the work directory) to be set.
#
#   cg PROG ARGS...          "Dr Dw" of one run under cachegrind
#   build_zlib DIR FLAGS...  zlib's example and minigzip built with FLAGS
#   dyn_zlib DIR             "Dr Dw" of the zlib workload built in DIR
#                            (needs $input, set by zlib_input)
#   zlib_input               writes the minigzip input, sets $input
#   cpu_time CMD...          user+sys CPU seconds of CMD
#   compile_zlib_objs FLAGS  compile every zlib file at -O2 with FLAGS

# cg PROG ARGS...: prints "Dr Dw" of one run under cachegrind (stdin kept).
cg() {
  local out
  out=$(mktemp "$W/cg.XXXXXX")
  valgrind --tool=cachegrind --cache-sim=yes --cachegrind-out-file="$out" "$@" >/dev/null 2>&1 || true
  awk '/^events:/ {for (i = 2; i <= NF; i++) ev[i] = $i}
       /^summary:/ {for (i = 2; i <= NF; i++) v[ev[i]] = $i; print v["Dr"] + 0, v["Dw"] + 0}' "$out"
  rm -f "$out"
}

build_zlib() { # build_zlib DIR FLAGS...
  local dir=$1; shift
  mkdir -p "$dir"
  local objs=()
  for f in adler32 compress crc32 deflate gzclose gzlib gzread gzwrite infback inffast inflate inftrees trees uncompr zutil; do
    $CC "$@" -w -c "$B/zlib/$f.c" -o "$dir/$f.o" -I"$B/zlib" -DHAVE_UNISTD_H -DHAVE_STDARG_H
    objs+=("$dir/$f.o")
  done
  $CC "$@" -w "$B/zlib/example.c" "${objs[@]}" -o "$dir/example" -I"$B/zlib" -DHAVE_UNISTD_H
  $CC "$@" -w "$B/zlib/minigzip.c" "${objs[@]}" -o "$dir/minigzip" -I"$B/zlib" -DHAVE_UNISTD_H
}

zlib_input() {
  input=$W/input.bin
  for i in 1 2 3 4; do cat "$B"/zlib/*.c "$B"/zlib/*.h; done > "$input"
}

dyn_zlib() { # dyn_zlib DIR: prints "Dr Dw" summed over the workload
  local dir=$1
  local a b c
  a=$(cd "$dir" && cg ./example)
  b=$(cg "$dir/minigzip" < "$input")
  "$dir/minigzip" < "$input" > "$dir/input.gz"
  c=$(cg "$dir/minigzip" -d < "$dir/input.gz")
  echo "$a $b $c" | awk '{print $1 + $3 + $5, $2 + $4 + $6}'
}

cpu_time() { # cpu_time CMD...: prints user+sys CPU seconds of CMD
  local t
  t=$( { TIMEFORMAT='%3U %3S'; time "$@" >/dev/null 2>&1; } 2>&1 | tail -1)
  echo "$t" | awk '{print $1 + $2}'
}
compile_zlib_objs() { # FLAGS...
  for f in "$B"/zlib/*.c; do
    $CC -O2 -w -c "$f" -o /dev/null -I"$B/zlib" "$@"
  done
}
