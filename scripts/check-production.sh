#!/usr/bin/env bash
# The Dockerfile's steps, run on this machine: a production-only install next to the build output, then the
# server started from it as the container would (node dist/server/index.js), checked on /healthz, /readyz and /.
# Proves the runtime holds and needs no dev dependency (Vite, TypeScript...) and that the image's commands work.
set -euo pipefail
cd "$(dirname "$0")/.."
node24="$PWD/node_modules/.bin/node"   # the container's Node 24 (node:24-slim); here from the node@24 package
work=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT

# The Dockerfile's `npm run build`; in CI the fault suite has just built the same sources, so it is not redone.
node scripts/build.mjs --if-stale --quiet >/dev/null
cp package.json package-lock.json "$work/"
cp -r dist "$work/dist"
# The Dockerfile's production-dependencies stage, word for word; then no build tool may be in it.
grep -q '^RUN npm ci --omit=dev --legacy-peer-deps --no-audit --no-fund$' Dockerfile ||
  { echo "the Dockerfile no longer installs production dependencies as this check does: update both" >&2; exit 1; }
(cd "$work" && npm ci --omit=dev --legacy-peer-deps --no-audit --no-fund --loglevel=error)
node scripts/check-no-dev-dependencies.mjs "$work"

mkdir -p "$work/data"
# The admin command, as an operator runs it inside the container.
(cd "$work" && DATA_DIR="$work/data" LOG_LEVEL=warn "$node24" dist/server/cli/create-admin.js --username ops --password 'production check password')
# The image's CMD, flags included (ADR 0143): a Node that no longer accepts them fails here.
(cd "$work" && NODE_ENV=production HOST=127.0.0.1 PORT=4198 DATA_DIR="$work/data" LOG_LEVEL=warn MALLOC_MMAP_THRESHOLD_=1048576 "$node24" --max-semi-space-size=4 --liftoff-only dist/server/index.js) &
pid=$!
for _ in $(seq 1 120); do curl -fs http://127.0.0.1:4198/healthz >/dev/null && break; sleep 0.5; done
curl -fs http://127.0.0.1:4198/healthz
curl -fs http://127.0.0.1:4198/readyz
curl -fs http://127.0.0.1:4198/ | grep -q '</html>'
curl -fs -X POST -H 'Content-Type: application/json' -d '{"username":"ops","password":"production check password"}' \
  http://127.0.0.1:4198/api/auth/login | grep -q '"isAdmin":true'
kill -TERM "$pid"
wait "$pid"
echo
echo "production install runs: admin created with the bundled command, healthz, readyz, / and sign-in answered; SIGTERM exited cleanly"
