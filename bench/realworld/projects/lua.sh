# lua: the Lua 5.4 interpreter (Debian source package lua5.4) running
# the scripts in bench/realworld/lua/: binary-trees, n-body and
# fannkuch-redux from the benchmarks game, string building and pattern
# matching, table sorting, and metatables/closures/coroutines.  Each
# script checks its own results with assert (a failed assert is a failed
# test) and its whole stdout must be the same with and without the
# plugin.  The upstream tarball ships no test suite of its own.
#
# Built from an explicit file list (src/*.c but the two mains), with
# LUA_USE_POSIX and without dlopen or readline, so the same sources build
# for both targets without configure.
#
# A fixed string-hash seed: lstate.c seeds it from time(NULL) and three
# addresses, which changes how strings collide in Lua's tables from one
# run to the next (measured on one build: objects.lua's loads differ by
# 0.4% between two runs, the whole run's by up to 0.8%, more than the
# ratios it measures).  With luai_makeseed(L) defined as 0 three runs of
# each script count the same.
RW_PACKAGE=lua5.4
RW_WEIGHT=3

RW_LUA_CORE="lapi lcode lctype ldebug ldo ldump lfunc lgc llex lmem lobject
  lopcodes lparser lstate lstring ltable ltm lundump lvm lzio
  lauxlib lbaselib lcorolib ldblib liolib lmathlib loadlib loslib lstrlib
  ltablib lutf8lib linit"

RW_LUA_SEED='-Dluai_makeseed(L)=0'

rw_build() {
  local files=() f
  for f in $RW_LUA_CORE lua; do files+=("src/$f.c"); done
  # shellcheck disable=SC2046
  rw_exe "$OUT/lua" $(rw_objs "$OUT/obj" -DLUA_USE_POSIX "$RW_LUA_SEED" -- "${files[@]}") -lm
}

rw_run() {
  local script name
  for script in "$ROOT"/bench/realworld/lua/*.lua; do
    name=$(basename "$script" .lua)
    rw_output "$name" "$OUT/lua" "$script" < /dev/null
    rw_check "$name" grep -qx 'exit status 0' "$OUT/outputs/$name.status"
  done
}
