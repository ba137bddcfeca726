#!/bin/bash
# seeded.sh - how long a campaign needs to catch a seeded wrong
# transformation (make bench-seeded).
#
# Usage: bench/seeded.sh [--minutes M] [--jobs N] [--out DIR] [--results F]
#                        [--bugs LIST] [--modes LIST] [--verify PATH]
# (--verify: another memopt-verify, e.g. one beside an older memgen.)
#
# Each seeded bug is a test-only plugin argument (plugin/core/memopt.h,
# enum mo_break_kind) that makes one pass wrong in one rule:
#   dse-call    DSE believes calls neither read nor write memory, so it
#               removes stores a call reads and sinks stores past calls
#               that write them
#   phi-offset  PHI translation forgets the constant offset of the
#               address it translates (p[1] through p = PHI <a, b> looks
#               for a[0] and b[0])
# For every bug and mode (plain: outputs compared; check: run --check, the
# run-time checks too) one campaign runs with that argument, the default
# generators in turn (csmith,memgen), both targets, levels O1,O2,O3, N
# workers, for at most M minutes (memopt-verify run --duration).  The
# result is the time and the number of programs until the first finding
# (miscompile or check-failure; a plugin-crash would be a finding too),
# from the campaign's journal ("started" of the header, "finished" of the
# program), and the findings in all.  "not caught" means none within M
# minutes.  Writes the table to F (default bench/RESULTS-seeded.md).
#
# Example: bench/seeded.sh --minutes 2 --bugs phi-offset --modes check
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
minutes=10 jobs=2 out=$ROOT/build/bench-seeded results=$ROOT/bench/RESULTS-seeded.md
bugs="dse-call,phi-offset" modes="plain,check" VERIFY=$ROOT/build/memopt-verify
while [ $# -gt 0 ]; do
  case $1 in
    --minutes) minutes=${2:?}; shift 2 ;;
    --jobs) jobs=${2:?}; shift 2 ;;
    --out) out=${2:?}; shift 2 ;;
    --results) results=${2:?}; shift 2 ;;
    --bugs) bugs=${2:?}; shift 2 ;;
    --modes) modes=${2:?}; shift 2 ;;
    --verify) VERIFY=$(realpath "${2:?}"); shift 2 ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "seeded.sh: unknown option '$1' (--minutes, --jobs, --out, --results, --bugs, --modes, --verify)" >&2; exit 2 ;;
  esac
done
[ -x "$VERIFY" ] || { echo "seeded.sh: no $VERIFY: run make build/memopt-verify" >&2; exit 2; }

# first_finding JOURNAL: "SECONDS PROGRAMS FINDINGS TOTAL" (SECONDS and
# PROGRAMS "-" when nothing was found).
first_finding() {
  python3 - "$1" <<'EOF'
import json, sys
start = None; progs = []
for line in open(sys.argv[1], errors="replace"):
    try: r = json.loads(line)
    except ValueError: continue
    if r.get("kind") == "campaign" and start is None: start = r.get("started")
    elif r.get("kind") == "program": progs.append(r)
progs.sort(key=lambda r: r.get("finished", 0))
finding = ("miscompile", "check-failure", "plugin-crash")
hits = [(i + 1, r) for i, r in enumerate(progs) if r.get("class") in finding]
if hits and start:
    n, r = hits[0]
    print("%.0f %d %d %d" % (r["finished"] - start, n, len(hits), len(progs)))
else:
    print("- - %d %d" % (len(hits), len(progs)))
EOF
}

mkdir -p "$out"
rows=""
for bug in ${bugs//,/ }; do
  for mode in ${modes//,/ }; do
    dir=$out/$bug-$mode
    rm -rf "$dir"
    extra=""
    [ "$mode" = check ] && extra="--check"
    echo "seeded: $bug, $mode: at most $minutes min on $jobs workers ($dir)" >&2
    # shellcheck disable=SC2086
    "$VERIFY" run --generator csmith,memgen --seed 1 --count 1000000 \
      --plugin-arg break=$bug $extra -j"$jobs" --duration "${minutes}m" \
      --progress 60 --out "$dir" >"$dir.summary" 2>"$dir.log"
    read -r secs progs nfind total < <(first_finding "$dir/journal.jsonl")
    if [ "$secs" = - ]; then caught="not caught in $minutes min"
    else caught="$secs s"; fi
    rows+="| $bug | $mode | $caught | ${progs} | $nfind | $total |"$'\n'
    if [ "$secs" = - ]; then
      echo "seeded: $bug, $mode: $caught; $nfind findings in $total programs" >&2
    else
      echo "seeded: $bug, $mode: first finding after $caught, program $progs; $nfind findings in $total programs" >&2
    fi
  done
done

{
  echo "# Seeded wrong transformations: time to the first finding"
  echo
  echo "Written by \`make bench-seeded\` (bench/seeded.sh) on $(date -u +%Y-%m-%d), $(nproc) cores,"
  echo "$jobs workers, at most $minutes minutes per campaign; memopt $(git -C "$ROOT" describe --always --dirty 2>/dev/null)."
  echo "Each campaign: \`memopt-verify run --generator csmith,memgen --plugin-arg break=BUG [--check]\`,"
  echo "both targets, levels O1,O2,O3.  The machine may be shared: the times are wall clock."
  echo
  echo "| seeded bug | mode | first finding after | programs until then | findings | programs run |"
  echo "|---|---|---:|---:|---:|---:|"
  printf '%s' "$rows"
} >"$results"
echo "$results"
