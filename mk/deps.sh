#!/bin/sh
# deps.sh - install the Debian packages memopt needs, when they are missing.
#
# Usage: mk/deps.sh [--list] [GROUP...]   (groups: build, test, verify, fuzz,
#                                 bench, realworld, engines, all;
#                                 default all, which is all but engines)
# Idempotent: checks each package with dpkg-query first and installs only the
# missing ones.  When not root, prints the exact apt-get line and exits 1.
# --list prints the groups' packages, one a line, and installs nothing.
# engines: what tests/verify/engines-check.sh runs the campaign engines
# with (make check-engines): GNU parallel over ssh (an sshd on localhost,
# rsync for --return), a one-node Slurm cluster (slurm-wlm, munge),
# kubectl (Debian's kubernetes-client, unless a kubectl is on PATH
# already) and buildah, runc and debootstrap for the container image
# (verify/engines/image.sh).  Not in "all": it
# installs daemons.
set -eu

pkgs_build="gcc-12 g++-12 gcc-12-plugin-dev gcc-11 g++-11 gcc-11-plugin-dev
  gcc-12-aarch64-linux-gnu g++-12-aarch64-linux-gnu gcc-12-plugin-dev-aarch64-linux-gnu
  libc6-dev-arm64-cross make binutils-aarch64-linux-gnu"
pkgs_test="qemu-user gcc-12-source xz-utils"
pkgs_verify="csmith libcsmith-dev cvise clang-14 libclang-rt-14-dev"
pkgs_fuzz="clang-14 libclang-rt-14-dev libfuzzer-14-dev afl++"
pkgs_bench="valgrind clang-14 clang-19"
pkgs_realworld="qemu-user gcc-12-source clang-19 tcl python3 hyperfine"
pkgs_engines="parallel openssh-server openssh-client rsync slurm-wlm munge buildah runc debootstrap"
command -v kubectl >/dev/null 2>&1 || pkgs_engines="$pkgs_engines kubernetes-client"

list=no
[ "${1:-}" = --list ] && { list=yes; shift; }
groups=${*:-all}
want=""
for g in $groups; do
  case $g in
    build) want="$want $pkgs_build" ;;
    test) want="$want $pkgs_build $pkgs_test" ;;
    verify) want="$want $pkgs_build $pkgs_test $pkgs_verify" ;;
    fuzz) want="$want $pkgs_fuzz" ;;
    bench) want="$want $pkgs_build $pkgs_test $pkgs_bench" ;;
    realworld) want="$want $pkgs_build $pkgs_realworld" ;;
    engines) want="$want $pkgs_build $pkgs_test $pkgs_verify $pkgs_engines" ;;
    all) want="$want $pkgs_build $pkgs_test $pkgs_verify $pkgs_fuzz $pkgs_bench $pkgs_realworld" ;;
    *) echo "deps.sh: unknown group '$g' (build, test, verify, fuzz, bench, realworld, engines, all)" >&2; exit 2 ;;
  esac
done
if [ $list = yes ]; then
  for p in $want; do echo "$p"; done | awk '!seen[$0]++'
  exit 0
fi

missing=""
for p in $want; do
  case " $missing " in *" $p "*) continue ;; esac
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $p"
  fi
done
[ -z "$missing" ] && exit 0

echo "memopt: missing Debian packages:$missing" >&2
if [ "$(id -u)" != 0 ]; then
  echo "memopt: install them as root with:" >&2
  echo "  apt-get update && apt-get install -y$missing" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -q >&2
# shellcheck disable=SC2086
apt-get install -y -q $missing >&2
