# xxhash: the xxHash library (XXH32, XXH64, XXH3 64 and 128 bits) and the
# xxhsum tool (Debian source package xxhash), built from xxhash.c and
# cli/*.c as the Makefile's xxhsum does, without the x86 dispatcher (the
# vector code GCC picks for each target: SSE2 or NEON).
#
# Tests: the Makefile's check and test-xxhsum-c targets: xxhsum -V (its
# sanity check of every variant against known vectors), each variant
# (-H0 to -H3, --tag, --little-endian) over fixed files, the checksum
# lists verified again with -c (and a corrupted list rejected), each an
# output and judged.  Workload: every variant over 24 MB of fixed input
# (the sources repeated), whole and in files of many sizes.  (The
# benchmark modes are left out: their iteration counts follow the clock.)
RW_PACKAGE=xxhash
RW_WEIGHT=1

rw_build() {
  # shellcheck disable=SC2046
  rw_exe "$OUT/xxhsum" $(rw_objs "$OUT/obj" -I"$SRC" -- xxhash.c cli/xxhsum.c \
    cli/xsum_os_specific.c cli/xsum_output.c cli/xsum_sanity_check.c cli/xsum_bench.c)
}

rw_run() {
  local o=$OUT/outputs x=$OUT/xxhsum h v i
  cp "$SRC"/xxhash.c "$SRC"/xxhash.h "$SRC"/README.md .
  set -- xxhash.c xxhash.h README.md
  rw_test sanity "$x" -V < /dev/null
  rw_output stdin "$x" < xxhash.c
  for h in 0 1 2 3; do
    for v in plain --tag --little-endian; do
      if [ $v = plain ]; then
        rw_output "H$h" "$x" -H$h "$@" < /dev/null
      else
        rw_output "H$h$v" "$x" -H$h $v "$@" < /dev/null
      fi
    done
    cp "$o/H$h" "H$h.sum"
    rw_test "check-H$h" "$x" -c "H$h.sum" < /dev/null
    cp "$o/H$h--tag" "H$h.tag"
    rw_test "check-H$h-tag" "$x" -c "H$h.tag" < /dev/null
  done
  rw_output H9 "$x" -H9 xxhash.c < /dev/null
  rw_check H9 grep -qx 'exit status 1' "$o/H9.status"
  sed 's/^\(.\)./\1x/' H1.sum > bad.sum
  rw_output check-bad "$x" -c bad.sum < /dev/null
  rw_check check-bad grep -qx 'exit status 1' "$o/check-bad.status"

  # the workload: 24 MB whole, and files of 1 B to 1 MB
  for i in $(seq 1 80); do cat "$SRC"/xxhash.h "$SRC"/cli/*.c; done | head -c 25165824 > big
  mkdir parts
  for i in 1 3 15 16 17 63 64 65 127 128 129 200 240 241 1000 4096 65536 1048576; do
    head -c $i big > parts/$i
  done
  for h in 0 1 2 3; do
    rw_output "big-H$h" "$x" -H$h big < /dev/null
    rw_output "parts-H$h" "$x" -H$h parts/* < /dev/null
  done
}
