#!/bin/bash
# remarks-header.sh TSV OUT.h - the C view of plugin/remarks.tsv.
#
# Writes OUT.h with, for every row KIND (in the table's order):
#   MO_REMARK_<KIND>          its index in enum mo_remark_kind
#   MO_REMARK_FMT_<KIND>      its FORMAT as a string literal, so that the
#                             passes' printf-style remark calls are
#                             checked by -Wformat
#   MO_REMARK_TABLE           an initializer of struct mo_remark_row[]:
#                             kind, pass, regex, counter, format
# (KIND upper-cased, '-' as '_').  A row without five fields is an error:
# the table is the single source of the kinds, so a malformed one must
# stop the build, not lose a kind.
set -euo pipefail
TSV=${1:?usage: remarks-header.sh TSV OUT.h}
OUT=${2:?usage: remarks-header.sh TSV OUT.h}
awk -F'\t' -v src="$TSV" '
  function cstr(s) { gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); return "\"" s "\"" }
  /^#/ || /^$/ { next }
  NF != 5 { printf "%s:%d: want 5 tab-separated fields, got %d\n", src, NR, NF > "/dev/stderr"; bad = 1; exit 1 }
  { n++; kind[n] = $1; pass[n] = $2; re[n] = $3; ctr[n] = $4; fmt[n] = $5
    id = toupper($1); gsub(/-/, "_", id); ident[n] = id }
  END {
    if (bad) exit 1
    print "/* memopt-remarks.h - generated from " src " by mk/remarks-header.sh;"
    print "   do not edit: change the table.  */"
    print ""
    print "#ifndef MEMOPT_REMARKS_H"
    print "#define MEMOPT_REMARKS_H"
    print ""
    print "enum mo_remark_kind"
    print "{"
    for (i = 1; i <= n; i++) printf "  MO_REMARK_%s,\n", ident[i]
    print "  MO_REMARK_KINDS"
    print "};"
    print ""
    for (i = 1; i <= n; i++) printf "#define MO_REMARK_FMT_%s %s\n", ident[i], cstr(fmt[i])
    print ""
    print "struct mo_remark_row"
    print "{"
    print "  const char *kind, *pass, *regex, *counter, *format;"
    print "};"
    print ""
    print "#define MO_REMARK_TABLE \\"
    print "  { \\"
    for (i = 1; i <= n; i++)
      printf "    { %s, %s, %s, %s, MO_REMARK_FMT_%s }, \\\n", cstr(kind[i]), cstr(pass[i]), cstr(re[i]), cstr(ctr[i]), ident[i]
    print "  }"
    print ""
    print "#endif /* MEMOPT_REMARKS_H */"
  }' "$TSV" > "$OUT.tmp"
mv -f "$OUT.tmp" "$OUT"
