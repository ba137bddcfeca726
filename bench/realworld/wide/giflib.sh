# giflib: the GIF library and its utilities (Debian source package
# giflib), built from the Makefile's file lists (libgif, libutil, the
# utilities).
#
# Tests: tests/makefile's regression suite, every stage of a pipeline an
# output of its own: render (gif2rgb -1 of every pic/*.gif equals the
# shipped .rgb), gifbuild (the treescap dump, an icon and an animation
# made and dumped again: idempotent), gifclrmp (colour maps), gifecho,
# giffilter and gifsponge (copies render the same), giffix, giftext
# (text dumps), giftool (copy, interlace, de-interlace) and gifwedge.
# Workload: a generated 640x480 RGB image (wide/data/image-gen.py)
# quantized to 256 and to 16 colours and encoded by gif2rgb, each GIF
# decoded again, dumped by giftext and copied by gifsponge and giftool
# -i on.
RW_PACKAGE=giflib
RW_WEIGHT=1
RW_NEEDS="python3:python3"

RW_GIF_UTILS="gif2rgb gifbuild giffix giftext giftool gifclrmp gifbg gifcolor
  gifecho giffilter gifhisto gifinto gifsponge gifwedge"

rw_build() {
  local lib util u
  lib=$(rw_objs "$OUT/obj" -std=gnu99 -- dgif_lib.c egif_lib.c gifalloc.c gif_err.c \
    gif_font.c gif_hash.c openbsd-reallocarray.c) || exit 1
  util=$(rw_objs "$OUT/obj" -std=gnu99 -- qprintf.c quantize.c getarg.c) || exit 1
  for u in $RW_GIF_UTILS; do
    # shellcheck disable=SC2046,SC2086
    rw_exe "$OUT/$u" $(rw_objs "$OUT/obj" -std=gnu99 -- $u.c) $util $lib -lm
  done
}

# same NAME FILE: a verdict, the output NAME equals FILE.
rw_gif_same() { rw_check "$1" cmp "$2" "$OUT/outputs/$1"; }

rw_run() {
  local o=$OUT/outputs b=$OUT f stem t=$SRC/tests
  cp "$SRC"/pic/* .
  for f in *.gif; do
    stem=${f%.gif}
    rw_output "render-$stem" "$b/gif2rgb" -1 "$f" < /dev/null
    rw_gif_same "render-$stem" "$t/$stem.rgb"
    rw_output "clrmp-$stem" "$b/gifclrmp" < "$f"
    rw_gif_same "clrmp-$stem" "$t/$stem.map"
    rw_output "text-$stem" "$b/giftext" < "$f"
    rw_gif_same "text-$stem" "$t/$stem.dmp"
    rw_output "filter-$stem" "$b/giffilter" < "$f"
    rw_output "filter-$stem.rgb" "$b/gif2rgb" < "$o/filter-$stem"
    rw_gif_same "filter-$stem.rgb" "$t/$stem.rgb"
    rw_output "sponge-$stem" "$b/gifsponge" < "$f"
    rw_output "sponge-$stem.rgb" "$b/gif2rgb" < "$o/sponge-$stem"
    rw_gif_same "sponge-$stem.rgb" "$t/$stem.rgb"
  done
  # gifbuild
  rw_output build-treescap "$b/gifbuild" -d < treescap.gif
  rw_gif_same build-treescap "$t/treescap.ico"
  rw_output build-sample-1.gif "$b/gifbuild" < sample.ico
  rw_output build-sample-1.ico "$b/gifbuild" -d < "$o/build-sample-1.gif"
  rw_output build-sample-2.gif "$b/gifbuild" < "$o/build-sample-1.ico"
  rw_output build-sample-2.ico "$b/gifbuild" -d < "$o/build-sample-2.gif"
  rw_gif_same build-sample-2.ico "$o/build-sample-1.ico"
  rw_output build-fire1.ico "$b/gifbuild" -d < fire.gif
  rw_output build-fire2.gif "$b/gifbuild" < "$o/build-fire1.ico"
  rw_output build-fire2.ico "$b/gifbuild" -d < "$o/build-fire2.gif"
  rw_gif_same build-fire2.ico "$o/build-fire1.ico"
  # gifecho, giffix, giftool, gifwedge
  rw_output echo.gif "$b/gifecho" -t foobar < /dev/null
  rw_output echo.ico "$b/gifbuild" -d < "$o/echo.gif"
  rw_gif_same echo.ico "$t/foobar.ico"
  head --bytes=-20 < treescap.gif > truncated.gif
  rw_output fix.gif "$b/giffix" < truncated.gif
  rw_output fix.ico "$b/gifbuild" -d < "$o/fix.gif"
  rw_gif_same fix.ico "$t/giffixed.ico"
  rw_output tool-gifgrid "$b/giftool" < gifgrid.gif
  rw_output tool-gifgrid.rgb "$b/gif2rgb" < "$o/tool-gifgrid"
  rw_gif_same tool-gifgrid.rgb "$t/gifgrid.rgb"
  rw_output tool-deinterlace "$b/giftool" -i on < treescap-interlaced.gif
  rw_output tool-deinterlace.rgb "$b/gif2rgb" < "$o/tool-deinterlace"
  rw_gif_same tool-deinterlace.rgb "$t/treescap.rgb"
  rw_output tool-interlace "$b/giftool" -i off < treescap.gif
  rw_output tool-interlace.rgb "$b/gif2rgb" < "$o/tool-interlace"
  rw_gif_same tool-interlace.rgb "$t/treescap-interlaced.rgb"
  rw_output wedge "$b/gifwedge" < /dev/null
  rw_gif_same wedge "$t/wedge.gif"

  # the workload
  python3 "$ROOT/bench/realworld/wide/data/image-gen.py" --raw 640 480 1 > big.rgb
  for f in 8 4; do
    rw_output "big-$f.gif" "$b/gif2rgb" -c $f -s 640 480 < big.rgb
    rw_output "big-$f.rgb" "$b/gif2rgb" -1 < "$o/big-$f.gif"
    rw_output "big-$f.dmp" "$b/giftext" < "$o/big-$f.gif"
    rw_output "big-$f-sponge" "$b/gifsponge" < "$o/big-$f.gif"
    rw_gif_same "big-$f-sponge" "$o/big-$f.gif"
    rw_output "big-$f-interlaced" "$b/giftool" -i on < "$o/big-$f.gif"
    rw_output "big-$f-interlaced.rgb" "$b/gif2rgb" -1 < "$o/big-$f-interlaced"
    rw_gif_same "big-$f-interlaced.rgb" "$o/big-$f.rgb"
  done
}
