/* passes.c - the C-Vise passes `memopt-verify reduce` runs, in order.

   C-Vise's default pass group (all.json in its share directory) is made
   for C and C++ alike: a third of its clang_delta passes rewrite
   templates, namespaces, classes and base classes, and each of them
   parses the whole file to find nothing in a C program.  Ours is that
   group for C: the same passes in the same three phases ("first" once,
   "main" until nothing changes, "last" once), without the C++ ones
   (and the renaming ones, which C-Vise runs only with --renaming), and
   without "replace-function-def-with-decl", which turns a function's
   definition into a declaration: every function a generated program
   has is called, so nearly every such variant fails to link (on a
   2,249-line memgen program, 5 minutes of 1-2 s tests for 0.4 % of its
   bytes); the functions nothing calls are removed whole by pruning
   (prune.c) and by "remove-unused-function".  The "main" phase, which
   C-Vise repeats until a whole round changes nothing, keeps the line
   passes of levels 0-2 only (those of levels 3-10 are in "first") and
   of the token-removing passes rm-toks-1 to 4, 8 and 16: on the small
   programs that phase works on, the others gained nothing in a round
   and each cost as much as the ones that did ("rm-tok-pattern-4", which
   tries every subset of 4 tokens, took 8.5 minutes of a round for 2
   bytes).
   reduce writes it beside prog.c and hands it to C-Vise with
   --pass-group-file (C-Reduce has no such option and keeps its own).
   PASS_GROUP_NAME is the name the progress line and case.json give it.

   The list only decides which variants are tried and in which order;
   every variant C-Vise keeps still passes the whole interestingness test
   (interesting.c), so no list can let undefined behaviour in.  */

#define _GNU_SOURCE
#include "verify.h"

const char reduce_pass_group_name[] = "memopt-c";

/* One string a line (ISO C bounds the length of one literal).  */
const char *const reduce_pass_group[] = {
  "{\"first\": [\n",
  "  {\"pass\": \"includes\", \"c\": true},\n",
  "  {\"pass\": \"unifdef\", \"exclude\": [\"windows\"], \"c\": true},\n",
  "  {\"pass\": \"comments\", \"c\": true},\n",
  "  {\"pass\": \"ifs\", \"c\": true},\n",
  "  {\"pass\": \"line_markers\", \"c\": true},\n",
  "  {\"pass\": \"blank\"},\n",
  "  {\"pass\": \"clangbinarysearch\", \"arg\": \"remove-unused-function\", \"c\": true},\n",
  "  {\"pass\": \"lines\", \"arg\": \"0\"},\n",
  "  {\"pass\": \"lines\", \"arg\": \"1\"},\n",
  "  {\"pass\": \"lines\", \"arg\": \"2\"},\n",
  "  {\"pass\": \"lines\", \"arg\": \"3\"},\n",
  "  {\"pass\": \"lines\", \"arg\": \"4\"},\n",
  "  {\"pass\": \"lines\", \"arg\": \"6\"},\n",
  "  {\"pass\": \"lines\", \"arg\": \"8\"},\n",
  "  {\"pass\": \"lines\", \"arg\": \"10\"},\n",
  "  {\"pass\": \"clangbinarysearch\", \"arg\": \"remove-unused-function\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"remove-unused-function\", \"c\": true},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"curly\"},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"curly2\"},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"curly3\"},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"parens-to-zero\"},\n",
  "  {\"pass\": \"clang\", \"arg\": \"callexpr-to-value\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"replace-callexpr\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"simplify-callexpr\", \"c\": true},\n",
  "  {\"pass\": \"clangbinarysearch\", \"arg\": \"remove-unused-enum-member\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"remove-enum-member-value\", \"c\": true},\n",
  "  {\"pass\": \"clangbinarysearch\", \"arg\": \"remove-unused-var\", \"c\": true},\n",
  "  {\"pass\": \"special\", \"arg\": \"a\", \"c\": true},\n",
  "  {\"pass\": \"special\", \"arg\": \"b\", \"c\": true},\n",
  "  {\"pass\": \"special\", \"arg\": \"c\", \"c\": true}\n",
  " ],\n",
  " \"main\": [\n",
  "  {\"pass\": \"includeincludes\", \"c\": true},\n",
  "  {\"pass\": \"ternary\", \"arg\": \"b\", \"c\": true},\n",
  "  {\"pass\": \"ternary\", \"arg\": \"c\", \"c\": true},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"curly\"},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"curly2\"},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"curly3\"},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"parens\"},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"square\"},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"curly-inside\"},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"parens-inside\"},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"square-inside\"},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"curly-only\"},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"square-only\"},\n",
  "  {\"pass\": \"clang\", \"arg\": \"aggregate-to-scalar\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"param-to-global\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"param-to-local\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"remove-nested-function\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"union-to-struct\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"return-void\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"simple-inliner\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"reduce-pointer-level\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"lift-assignment-expr\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"copy-propagation\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"callexpr-to-value\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"replace-callexpr\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"simplify-callexpr\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"remove-unused-function\", \"c\": true},\n",
  "  {\"pass\": \"clangbinarysearch\", \"arg\": \"remove-unused-enum-member\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"remove-enum-member-value\", \"c\": true},\n",
  "  {\"pass\": \"clangbinarysearch\", \"arg\": \"remove-unused-var\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"simplify-if\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"reduce-array-dim\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"reduce-array-size\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"move-definition-to-declaration\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"simplify-comma-expr\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"replace-simple-typedef\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"replace-one-level-typedef-type\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"remove-unused-field\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"empty-struct-to-int\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"remove-pointer\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"reduce-pointer-pairs\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"remove-array\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"remove-addr-taken\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"simplify-struct\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"replace-undefined-function\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"replace-array-index-var\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"replace-array-access-with-index\", \"c\": true},\n",
  "  {\"pass\": \"lines\", \"arg\": \"0\"},\n",
  "  {\"pass\": \"lines\", \"arg\": \"1\"},\n",
  "  {\"pass\": \"lines\", \"arg\": \"2\"},\n",
  "  {\"pass\": \"unifdef\", \"exclude\": [\"windows\"], \"c\": true},\n",
  "  {\"pass\": \"comments\", \"c\": true},\n",
  "  {\"pass\": \"special\", \"arg\": \"b\", \"c\": true},\n",
  "  {\"pass\": \"special\", \"arg\": \"c\", \"c\": true},\n",
  "  {\"pass\": \"indent\", \"arg\": \"regular\"},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"parens-to-zero\"},\n",
  "  {\"pass\": \"clex\", \"arg\": \"rm-toks-1\"},\n",
  "  {\"pass\": \"clex\", \"arg\": \"rm-toks-2\"},\n",
  "  {\"pass\": \"clex\", \"arg\": \"rm-toks-3\"},\n",
  "  {\"pass\": \"clex\", \"arg\": \"rm-toks-4\"},\n",
  "  {\"pass\": \"clex\", \"arg\": \"rm-toks-8\"},\n",
  "  {\"pass\": \"clex\", \"arg\": \"rm-toks-16\"},\n",
  "  {\"pass\": \"clang\", \"arg\": \"local-to-global\", \"c\": true},\n",
  "  {\"pass\": \"peep\", \"arg\": \"c\"},\n",
  "  {\"pass\": \"ints\", \"arg\": \"a\"},\n",
  "  {\"pass\": \"ints\", \"arg\": \"b\"},\n",
  "  {\"pass\": \"ints\", \"arg\": \"c\"},\n",
  "  {\"pass\": \"ints\", \"arg\": \"d\"},\n",
  "  {\"pass\": \"balanced\", \"arg\": \"parens-only\"},\n",
  "  {\"pass\": \"clex\", \"arg\": \"delete-string\"},\n",
  "  {\"pass\": \"clex\", \"arg\": \"define\"}\n",
  " ],\n",
  " \"last\": [\n",
  "  {\"pass\": \"clang\", \"arg\": \"combine-global-var\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"combine-local-var\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"simplify-struct-union-decl\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"move-global-var\", \"c\": true},\n",
  "  {\"pass\": \"clang\", \"arg\": \"unify-function-decl\", \"c\": true},\n",
  "  {\"pass\": \"lines\", \"arg\": \"0\"},\n",
  "  {\"pass\": \"clex\", \"arg\": \"delete-string\"},\n",
  "  {\"pass\": \"indent\", \"arg\": \"final\"}\n",
  " ]\n",
  "}\n",
  NULL
};
