# lz4: the LZ4 library (block, HC and frame formats) and the lz4 command
# line tool (Debian source package lz4), built from lib/*.c and
# programs/*.c as programs/Makefile does, plus test programs of tests/.
#
# Tests: fuzzer and frametest (the block and frame APIs' random tests)
# with a fixed seed and a fixed number of tests, decompress-partial and
# decompress-partial-usingDict, roundTripTest at levels 1 and 9 on a
# generated file, each judged by its exit status; tests/Makefile's
# test-lz4-skippable (goldenSamples/skip.bin) and test-lz4-dict (a 32 KB
# sample through a 16 KB dictionary), every stream an output.  Workload:
# a fixed input (lz4's library sources, twice over, ~600 KB) and 1 MB of
# datagen output at -1, -9, -12, --fast=4, -B4D and --favor-decSpeed,
# each decompressed again (roundtrips), lz4 -t on each, and --list -v.
RW_PACKAGE=lz4
RW_WEIGHT=1

rw_build() {
  local lib o=$OUT/obj t
  lib=$(rw_objs "$o" -- lib/lz4.c lib/lz4hc.c lib/lz4frame.c lib/xxhash.c lib/lz4file.c) \
    || exit 1
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/lz4" $(rw_objs "$o" -I"$SRC/lib" -- programs/bench.c programs/datagen.c \
    programs/lz4cli.c programs/lz4io.c) $lib
  # shellcheck disable=SC2046,SC2086
  rw_exe "$OUT/datagen" $(rw_objs "$o" -I"$SRC/lib" -I"$SRC/programs" -- tests/datagencli.c) \
    "$o/programs_datagen.o"
  for t in fuzzer frametest roundTripTest decompress-partial decompress-partial-usingDict; do
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/tests/$t" $(rw_objs "$o" -I"$SRC/lib" -I"$SRC/programs" -- tests/$t.c) $lib
  done
}

rw_run() {
  local o=$OUT/outputs lz4=$OUT/lz4 opts n i
  rw_test fuzzer "$OUT/tests/fuzzer" -s1 -i8 < /dev/null
  rw_test frametest "$OUT/tests/frametest" -s1 -i40 < /dev/null
  rw_test decompress-partial "$OUT/tests/decompress-partial" < /dev/null
  rw_test decompress-partial-usingDict "$OUT/tests/decompress-partial-usingDict" < /dev/null
  rw_output dg-300k "$OUT/datagen" -g300KB -P40 < /dev/null
  cp "$o/dg-300k" dg300k
  for i in 1 9; do
    rw_test "roundTripTest-$i" "$OUT/tests/roundTripTest" -$i dg300k < /dev/null
  done

  # test-lz4-skippable
  cp "$SRC/tests/goldenSamples/skip.bin" .
  rw_output skip "$lz4" -dc skip.bin < /dev/null
  printf 'Hello from Valid Frame!\n' > valid
  rw_output valid.lz4 "$lz4" -c < valid
  cat skip.bin "$o/valid.lz4" skip.bin > skipped.lz4
  rw_output skipped "$lz4" -dc < skipped.lz4
  rw_check skipped cmp valid "$o/skipped"
  # test-lz4-dict
  rw_output dict "$OUT/datagen" -g16KB < /dev/null
  rw_output sample-32k "$OUT/datagen" -g32KB -s2 < /dev/null
  cp "$o/dict" dict
  rw_output sample-32k.lz4 "$lz4" -D dict < "$o/sample-32k"
  rw_output sample-32k-d "$lz4" -dD dict < "$o/sample-32k.lz4"
  rw_check dict-roundtrip cmp "$o/sample-32k" "$o/sample-32k-d"

  # the workload
  for i in 1 2; do cat "$SRC"/lib/*.c "$SRC"/lib/*.h; done > input
  rw_output dg-1m "$OUT/datagen" -g1MB -P60 -s3 < /dev/null
  cp "$o/dg-1m" dg1m
  mkdir lz
  for opts in -1 -9 -12 --fast=4 -B4D --favor-decSpeed; do
    for f in input dg1m; do
      n=$f${opts//=/}
      # shellcheck disable=SC2086
      rw_output "$n.lz4" "$lz4" -c $opts $f < /dev/null
      rw_output "$n" "$lz4" -dc "$o/$n.lz4" < /dev/null
      rw_check "roundtrip$n" cmp $f "$o/$n"
      cp "$o/$n.lz4" "lz/$n.lz4"
    done
  done
  rw_test integrity "$lz4" -t -m lz/*.lz4 < /dev/null
  rw_output list "$lz4" --list -v -m lz/*.lz4 < /dev/null
}
