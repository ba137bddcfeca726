#!/bin/bash
# layering.sh RESULTS DIR... - the plugin's files depend on each other one
# way only (ARCHITECTURE.md): for each DIR (build/<compiler>/, the glue's
# objects), which object calls or reads a symbol another defines, and
#   PASS layering/<compiler>-no-cycle     no object depends on itself
#                                         through others
#   PASS layering/<compiler>-entry-last   nothing depends on memopt.o (the
#                                         entry point only calls the passes)
# written to RESULTS.  Symbols come from nm; check mode's run-time object
# (memopt-check.o) is not glue and is left out.
set -euo pipefail
RESULTS=${1:?usage: layering.sh RESULTS DIR...}; shift
: >"$RESULTS"
result() { echo "$1" | tee -a "$RESULTS"; }
for dir in "$@"; do
  name=$(basename "$dir")
  objs=$(ls "$dir"/*.o | grep -v '/memopt-check\.o$')
  # EDGES: "from to" for every symbol FROM uses that TO defines.
  edges=$(for o in $objs; do nm "$o" | awk -v o="$(basename "$o")" '
            NF == 3 && $2 ~ /^[TDBRVW]$/ { print "D", $3, o }
            NF == 2 && $1 == "U" { print "U", $2, o }'; done \
          | awk '$1 == "D" { def[$2] = $3; next } { use[++n] = $2; by[n] = $3 }
                 END { for (i = 1; i <= n; i++) if ((use[i] in def) && def[use[i]] != by[i]) print by[i], def[use[i]] }' \
          | sort -u)
  # A cycle: tsort reports one on stderr.
  if cyc=$(printf '%s\n' "$edges" | awk 'NF == 2' | tsort 2>&1 >/dev/null) && [ -z "$cyc" ]; then
    result "PASS layering/$name-no-cycle"
  else
    result "FAIL layering/$name-no-cycle $(echo "$cyc" | tr '\n' ' ')"
  fi
  callers=$(printf '%s\n' "$edges" | awk '$2 == "memopt.o" { print $1 }' | tr '\n' ' ')
  if [ -z "$callers" ]; then result "PASS layering/$name-entry-last"
  else result "FAIL layering/$name-entry-last $callers call into memopt.o"; fi
done
