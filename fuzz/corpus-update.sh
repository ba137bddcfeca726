#!/bin/bash
# corpus-update.sh TARGET SECONDS - grow and minimise the committed corpus
# corpora/fuzz/TARGET/ (make fuzz-corpus-update).
#
#   1. fuzz: run-libfuzzer.sh TARGET SECONDS, on the working corpus
#      $FUZZ_DIR/corpus/TARGET with the committed corpus as its seeds; a
#      finding stops here and nothing is committed (fix it first: a
#      corpus with a failing input fails make check);
#   2. minimise: libFuzzer's merge into a fresh directory that starts
#      with the hand-made files (every name that is not a SHA-1: the seed-*
#      files make fuzz-seeds writes, the bug-* and regress-* regressions),
#      from the committed SHA-1-named inputs and the working corpus.  It is
#      -set_cover_merge=1, the greedy set cover of libFuzzer's features
#      (edges and their hit-count buckets): on the LSE target after 120 s,
#      732 inputs became 224 (plain -merge=1 kept 581; edges alone,
#      -use_counters=0, kept 13, too few to tell loop trip counts apart);
#   3. replace the SHA-1-named files of corpora/fuzz/TARGET/ with the
#      merged ones; the hand-made files are never touched.
# Inputs are at most 512 bytes (run-libfuzzer.sh's -max_len; larger
# working-corpus files are left out).  More than FUZZ_CORPUS_MAX (default
# 400) files after the merge is an error: the corpus is replayed by make
# check.  SECONDS 0 only merges (the working corpus as it is).
#
# make check-fuzz replays every file with the plain driver; commit the
# directory after looking at git status.
set -u
t=$1 secs=$2
dir=${FUZZ_DIR:-build/fuzz}
bin=$dir/libfuzzer/fuzz-$t
committed=corpora/fuzz/$t
max=${FUZZ_CORPUS_MAX:-400}
hex40='^[0-9a-f]{40}$'

FUZZ_DIR=$dir fuzz/run-libfuzzer.sh "$t" "$secs" || {
  echo "fuzz-$t: findings: $committed not updated" >&2; exit 1; }

tmp=$dir/corpus-update/$t
rm -rf "$tmp" && mkdir -p "$tmp/out" "$tmp/in"
hand=0 old=0
for f in "$committed"/*; do
  [ -f "$f" ] || continue
  if [[ $(basename "$f") =~ $hex40 ]]; then
    cp "$f" "$tmp/in/"; old=$((old + 1))
  else
    cp "$f" "$tmp/out/"; hand=$((hand + 1))
  fi
done
find "$dir/corpus/$t" -maxdepth 1 -type f -size -513c -exec cp {} "$tmp/in/" \;
avail=$(ls "$tmp/in" | wc -l)
"$bin" -set_cover_merge=1 -max_len=512 "$tmp/out" "$tmp/in" > "$tmp/merge.log" 2>&1 || {
  echo "fuzz-$t: the merge failed (log $tmp/merge.log)" >&2; exit 1; }
new=$(ls "$tmp/out" | grep -cE "$hex40")
total=$((hand + new))
if [ "$total" -gt "$max" ]; then
  echo "fuzz-$t: $total files after the merge, more than FUZZ_CORPUS_MAX=$max: not updated ($tmp/out)" >&2
  exit 1
fi
big=$(find "$tmp/out" -type f -size +512c | wc -l)
if [ "$big" -gt 0 ]; then
  echo "fuzz-$t: $big merged inputs are larger than 512 bytes: not updated ($tmp/out)" >&2
  exit 1
fi
for f in "$committed"/*; do
  [[ $(basename "$f") =~ $hex40 ]] && rm -f "$f"
done
for f in "$tmp/out"/*; do
  [[ $(basename "$f") =~ $hex40 ]] && cp "$f" "$committed/"
done
bytes=$(cat "$committed"/* | wc -c)
echo "fuzz-$t: $committed: $hand hand-made + $new merged (from $old committed and $((avail - old)) working-corpus inputs), $bytes bytes in all"
