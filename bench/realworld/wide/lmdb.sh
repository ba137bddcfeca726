# lmdb: the Lightning memory-mapped database (Debian source package
# lmdb): liblmdb (mdb.c, midl.c), its tools mdb_load, mdb_dump, mdb_stat
# and mdb_copy, and its test programs mtest to mtest5, built as
# libraries/liblmdb/Makefile does.
#
# The seeds: the mtests seed rand() with time(NULL); here every file is
# compiled with -include rw-seed.h (written by rw_prepare), which
# includes stdlib.h and makes srand(X) srand(1), so that their inserts,
# deletes and counts repeat.
#
# Tests: make test (mtest, then mdb_stat of its database) and mtest2 to
# mtest5 (sub-databases, duplicate keys, sorted duplicates, cursor
# deletes), each in a fresh database directory, judged by their exit
# status, with mdb_stat and mdb_dump of each result as outputs.
# Workload: mdb_load -T of a generated plain-text dump (30,000 records:
# keys of varied lengths in random order, values of 10 to 300 bytes) into
# a main and a named database, mdb_stat -a, mdb_dump of each (which must
# give the records back in key order), mdb_copy -c (compacting) and a
# dump of the copy, each an output.
RW_PACKAGE=lmdb
RW_WEIGHT=1
RW_NEEDS="python3:python3"

rw_prepare() {
  printf '%s\n' '/* fixed seeds for the realworld measurement (lmdb.sh) */' \
    '#include <stdlib.h>' '#define srand(x) srand(1)' > libraries/liblmdb/rw-seed.h
}

rw_build() {
  local lib d=libraries/liblmdb f
  local fl=(-pthread -include "$SRC/$d/rw-seed.h")
  lib=$(rw_objs "$OUT/obj" "${fl[@]}" -- $d/mdb.c $d/midl.c) || exit 1
  for f in mdb_stat mdb_copy mdb_dump mdb_load mtest mtest2 mtest3 mtest4 mtest5; do
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/$f" $(rw_objs "$OUT/obj" "${fl[@]}" -- $d/$f.c) $lib -pthread
  done
}

rw_run() {
  local o=$OUT/outputs t
  for t in mtest mtest2 mtest3 mtest4 mtest5; do
    rm -rf testdb && mkdir testdb
    rw_test "$t" "$OUT/$t" < /dev/null
    rw_output "$t-stat" "$OUT/mdb_stat" -a testdb < /dev/null
    rw_output "$t-dump" "$OUT/mdb_dump" -a testdb < /dev/null
  done

  # the workload
  python3 - > records.txt <<'PY'
x = 12345
def rnd(n):
    global x
    x = (x * 1103515245 + 12345) & 0x7fffffff
    return (x >> 8) % n
words = ["alpha", "beta", "gamma", "delta", "memory", "store", "load", "page"]
print("VERSION=3\nformat=print\ntype=btree\nmapsize=268435456\nmaxreaders=126\n"
      "db_pagesize=4096\nHEADER=END")
seen = set()
while len(seen) < 30000:
    k = "%s-%07d-%s" % (words[rnd(8)], rnd(10000000), "x" * rnd(40))
    if k in seen:
        continue
    seen.add(k)
    v = "".join(words[rnd(8)] for _ in range(2 + rnd(50)))[:10 + rnd(290)]
    print(" " + k)
    print(" " + v)
print("DATA=END")
PY
  mkdir db
  rw_test load "$OUT/mdb_load" -f records.txt db < /dev/null
  rw_test load-named "$OUT/mdb_load" -s named -f records.txt db < /dev/null
  rw_output stat "$OUT/mdb_stat" -a db < /dev/null
  rw_output dump "$OUT/mdb_dump" -p db < /dev/null
  rw_output dump-named "$OUT/mdb_dump" -p -s named db < /dev/null
  rw_check dump-sorted bash -c "grep '^ ' '$o/dump' | paste - - | LC_ALL=C sort -c"
  mkdir copy
  rw_test copy "$OUT/mdb_copy" -c db copy < /dev/null
  rw_output copy-dump "$OUT/mdb_dump" -a copy < /dev/null
  rw_output copy-stat "$OUT/mdb_stat" -a copy < /dev/null
}
