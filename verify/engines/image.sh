#!/bin/sh
# image.sh [BUILD] - build the image job.yaml runs, from the Containerfile
# beside this script, with Debian's buildah: tagged memopt-verify:latest
# and memopt-verify:RELEASE (the file VERSION).  Run from anywhere; BUILD
# (default build) keeps the base's root file system.
#
# The base is Debian 12.  When buildah can pull debian:12 from its
# registry, that is it.  When no registry answers (a machine that reaches
# only Debian's package mirror, as the one this was made on:
# "pinging container registry registry-1.docker.io: ... no such host"),
# the base is made here: debootstrap --variant=minbase bookworm from the
# mirror apt uses, with the apt sources of the official image (bookworm,
# bookworm-updates, bookworm-security), imported as
# localhost/memopt-debian:12 and used through buildah build --from.  The
# root file system is kept in BUILD/image/rootfs.tar and reused; remove
# it (and `buildah rmi localhost/memopt-debian:12`) for a newer point
# release.  MEMOPT_BASE=IMAGE picks a base instead (one in buildah's
# store, or one it can pull).
#
# The build runs with --network host: its RUN steps reach only the Debian
# mirror, through the host's resolver.  It runs under runc where runc is
# installed: Debian 12's crun refuses a host whose cgroups are hybrid (v1
# controllers beside a v2 mount, as here: "cgroups in hybrid mode not
# supported, drop all controllers from cgroupv2"); runc runs there.  The image carries the commit it
# was built from as memopt-verify --version's extra information (build
# argument MEMOPT_COMMIT: the image has no .git).
#
# Exit status: 0 built, 2 a tool missing or a step failed (the step is
# named).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=$(mkdir -p "${1:-$ROOT/build}" && cd "${1:-$ROOT/build}" && pwd)
I=$BUILD/image
mkdir -p "$I"
die() { echo "image.sh: $*" >&2; exit 2; }
command -v buildah >/dev/null || die "needs buildah (mk/deps.sh engines)"
release=$(cat "$ROOT/VERSION")

# --- the base ------------------------------------------------------------------
base=${MEMOPT_BASE:-}
if [ -z "$base" ]; then
  if buildah inspect --type image docker.io/library/debian:12 >/dev/null 2>&1 \
     || buildah pull -q docker.io/library/debian:12 >"$I/pull.out" 2>&1; then
    base=docker.io/library/debian:12
  else
    echo "image.sh: debian:12 cannot be pulled ($(sed -n "s/^Error: //p" "$I/pull.out" | head -1 | cut -c1-200)); making it with debootstrap" >&2
    base=localhost/memopt-debian:12
  fi
fi
if [ "$base" = localhost/memopt-debian:12 ] && ! buildah inspect --type image "$base" >/dev/null 2>&1; then
  if [ ! -s "$I/rootfs.tar" ]; then
    command -v debootstrap >/dev/null || die "needs debootstrap (apt-get install debootstrap) to make the base"
    # The mirror apt uses here (deb822 or one-line sources), else Debian's.
    mirror=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '$1 == "URIs:" && $2 !~ /security/ { print $2; exit }')
    [ -n "$mirror" ] || mirror=$(cat /etc/apt/sources.list 2>/dev/null | awk '$1 == "deb" && $2 !~ /security/ { print $2; exit }')
    mirror=${mirror:-http://deb.debian.org/debian}
    security=$(cat /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null | grep -o 'http[^ ]*debian-security' | head -1)
    security=${security:-http://deb.debian.org/debian-security}
    rm -rf "$I/rootfs"
    echo "image.sh: debootstrap bookworm from $mirror into $I/rootfs" >&2
    debootstrap --variant=minbase bookworm "$I/rootfs" "$mirror" >"$I/debootstrap.log" 2>&1 \
      || die "debootstrap failed: $(tail -3 "$I/debootstrap.log")"
    rm -f "$I/rootfs/etc/apt/sources.list"
    cat >"$I/rootfs/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $mirror
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    rm -rf "$I/rootfs/var/cache/apt/archives/"*.deb "$I/rootfs/var/lib/apt/lists/"*
    tar -C "$I/rootfs" --numeric-owner -cf "$I/rootfs.tar.tmp" . || die "tar of $I/rootfs failed"
    mv "$I/rootfs.tar.tmp" "$I/rootfs.tar"
    rm -rf "$I/rootfs"
  fi
  ctr=$(buildah from scratch)
  buildah add "$ctr" "$I/rootfs.tar" / >/dev/null || { buildah rm "$ctr" >/dev/null; die "buildah add of $I/rootfs.tar failed"; }
  buildah config --cmd bash --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    --label "org.opencontainers.image.description=Debian 12 (debootstrap minbase)" "$ctr"
  buildah commit -q --rm "$ctr" "$base" >/dev/null || { buildah rm "$ctr" >/dev/null; die "buildah commit of the base failed"; }
fi

# --- the image -------------------------------------------------------------------
commit=$(git -C "$ROOT" describe --always --dirty 2>/dev/null || echo unknown)
runtime=$(command -v runc || true)
cd "$ROOT"
buildah build --from "$base" --pull=false --network host --layers \
  ${runtime:+--runtime "$runtime"} \
  --build-arg MEMOPT_COMMIT="$commit" \
  -f verify/engines/Containerfile -t memopt-verify:latest -t "memopt-verify:$release" . \
  >"$I/build.log" 2>&1 || die "buildah build failed: $(tail -5 "$I/build.log")"
echo "image.sh: built memopt-verify:latest and memopt-verify:$release from $base (log: $I/build.log)"
