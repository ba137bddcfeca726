#!/bin/bash
# night-parallel.sh MACHINES REMOTE_DIR - one night's memopt-verify
# campaign on the machines of MACHINES with GNU parallel over ssh, then
# the merge and the report, in the current directory.
#
# MACHINES is parallel's --sshloginfile (one machine a line:
# "user@host", or "ssh -p 2222 user@host"); REMOTE_DIR is where the
# repository is built on every machine (make).  Each machine runs one
# shard (run --shard K/N) into REMOTE_DIR/nights/NIGHT/shard-K, which
# parallel's --return copies into ./nights/NIGHT/shard-K; then
# ./nights/NIGHT/all is the merged night and its report.
#   NIGHT     the night's name (default: today, UTC, 2026-11-27); its
#             seeds are new each night: PROGRAMS from day-number *
#             PROGRAMS
#   PROGRAMS  seeds a night (default 100000), DURATION the deadline of
#             each shard (default 8h), JOBS workers a machine (default:
#             its cores), RUN_ARGS more run options
# A second night goes into ./nights/NEXT-NIGHT on both sides: nothing of
# the first is read, resumed or copied back, and each shard removes the
# nights before its own on its machine (parallel's --cleanup cannot: it
# runs rm -f on the returned directory).  A shard stopped by a signal or a
# lost machine is retried (--retries 2) and continues (--resume); a shard
# never fails for its findings (--findings-exit 0): the night's status is
# the report's, 0 clean, 1 findings, 3 incomplete.
set -eu
MACHINES=$1 REMOTE=$2
NIGHT=${NIGHT:-$(date -u +%F)}
PROGRAMS=${PROGRAMS:-100000} DURATION=${DURATION:-8h} RUN_ARGS=${RUN_ARGS:-}
JOBS=${JOBS:+-j $JOBS}
N=$(grep -c . "$MACHINES")
FIRST=$(( $(date -u -d "$NIGHT" +%s) / 86400 * PROGRAMS ))
mkdir -p "nights/$NIGHT"
seq 1 "$N" | parallel --sshloginfile "$MACHINES" -j1 --retries 2 \
  --workdir "$REMOTE" --return "nights/$NIGHT/shard-{}" \
  "for d in nights/*; do [ \$d = nights/$NIGHT ] || rm -rf \$d; done;
   build/memopt-verify run --seed $FIRST --count $PROGRAMS --shard {}/$N $JOBS \
     --duration $DURATION --findings-exit 0 --progress 600 --resume $RUN_ARGS \
     --out nights/$NIGHT/shard-{} >/dev/null" || true
build/memopt-verify merge --findings-exit 0 --out "nights/$NIGHT/all" "nights/$NIGHT"/shard-* >/dev/null &&
  build/memopt-verify report "nights/$NIGHT/all"
