#!/usr/bin/env bash
# Builds a stand-in for the Dockerfile's base image, `node:24-slim`, on a machine that has podman but cannot pull
# from Docker Hub (the machines this project is developed on reach Debian's mirror and the npm registry only), so
# that scripts/check-image.sh can build and smoke-test the real Dockerfile there. It is not a release base image:
# Debian 12 (debootstrap, minbase), the Node 24 binary this project's own node_modules holds, the machine's npm,
# the `node` user (uid 1000) the official image has, and the machine's CA bundle (for an intercepting proxy),
# imported under the official name so `FROM node:24-slim` finds it locally.
#
#   bash scripts/stand-in-node-image.sh            # needs root, debootstrap and podman; then check-image.sh
#
# Where podman cannot run a container (crun refuses cgroups in hybrid mode; a container may not raise its file
# limit), /etc/containers/containers.conf with `[engine] runtime = "runc"` and
# `[containers] default_ulimits = ["nofile=20000:20000"]` (at most `ulimit -Hn`) lets it (docs/deploy.md).
set -euo pipefail
cd "$(dirname "$0")/.."

root=$(mktemp -d /tmp/stand-in-node-XXXXXX)
trap 'rm -rf "$root"' EXIT
node_binary=node_modules/node/bin/node
npm_package=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
[ -x "$node_binary" ] || { echo "run npm ci first: $node_binary holds the Node 24 binary" >&2; exit 1; }

debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
cp "$node_binary" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules"
cp -r "$npm_package" "$root/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
mkdir -p "$root/etc/ssl/certs"
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*

certificates=/etc/ssl/certs/ca-certificates.crt
tar -C "$root" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_EXTRA_CA_CERTS=$certificates" --change "ENV NPM_CONFIG_CAFILE=$certificates" \
  --change 'CMD ["node"]' - docker.io/library/node:24-slim >/dev/null
echo "stand-in docker.io/library/node:24-slim: node $(podman run --rm docker.io/library/node:24-slim node --version)," \
  "$(podman image inspect docker.io/library/node:24-slim --format '{{.Size}}') bytes"
