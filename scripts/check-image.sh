#!/usr/bin/env bash
# Builds the production image with Docker or podman, whichever runs on this machine, and smoke-tests it as a
# self-hoster would: no development dependency inside, the image's own HEALTHCHECK turns healthy, a page renders,
# and a contact submission written through the API is still there after the container restarts on its volume.
# Where no engine runs (CI here has none), it says so and exits 2; scripts/check-production.sh replays the
# Dockerfile's steps on the machine instead.
#
#   bash scripts/check-image.sh                   # CONTAINER_ENGINE=podman to choose; CHECK_IMAGE_PORT (4197)
set -euo pipefail
cd "$(dirname "$0")/.."

engine=${CONTAINER_ENGINE:-}
if [ -z "$engine" ]; then
  for candidate in docker podman; do
    if command -v "$candidate" >/dev/null && "$candidate" info >/dev/null 2>&1; then
      engine=$candidate
      break
    fi
  done
fi
if [ -z "$engine" ]; then
  echo "check-image: no container engine runs here ('docker info' and 'podman info' failed); nothing was checked" >&2
  exit 2
fi

port=${CHECK_IMAGE_PORT:-4197}
tag="campuspulse-check:$$"
name="campuspulse-check-$$"
volume="campuspulse-check-$$"
base="http://127.0.0.1:$port"
api_key="check-image-api-key-$$-0123456789"
cleanup() {
  "$engine" rm -f "$name" >/dev/null 2>&1 || true
  "$engine" volume rm -f "$volume" >/dev/null 2>&1 || true
  "$engine" rmi -f "$tag" >/dev/null 2>&1 || true
}
trap cleanup EXIT

# podman writes OCI images by default, and OCI has no HEALTHCHECK: the Docker format keeps it.
format=()
[ "$engine" = podman ] && format=(--format docker)
started=$(date +%s)
"$engine" build "${format[@]}" -t "$tag" .
echo "built with $engine in $(($(date +%s) - started)) s; size: $("$engine" image inspect "$tag" --format '{{.Size}}') bytes"
"$engine" image inspect "$tag" --format '{{json .Config.Healthcheck}}' | grep -q healthz ||
  { echo "the image has no HEALTHCHECK" >&2; exit 1; }

# The production dependencies only: the same check as scripts/check-production.sh, inside the image.
"$engine" run --rm -i "$tag" node - <scripts/check-no-dev-dependencies.mjs

wait_healthy() {
  for _ in $(seq 1 90); do
    if [ "$engine" = podman ]; then
      "$engine" healthcheck run "$name" >/dev/null 2>&1 && return 0
    else
      [ "$("$engine" inspect "$name" --format '{{.State.Health.Status}}')" = healthy ] && return 0
    fi
    sleep 2
  done
  echo "the container never turned healthy" >&2
  "$engine" logs "$name" >&2 || true
  return 1
}

started=$(date +%s)
"$engine" run -d --name "$name" -p "127.0.0.1:$port:3000" -v "$volume:/data" \
  -e PUBLIC_URL="$base" -e ADMIN_USERNAME=check -e ADMIN_PASSWORD='check image password' \
  -e ADMIN_API_KEY="$api_key" -e LOG_LEVEL=warn \
  --health-interval=2s "$tag" >/dev/null
until curl -fs "$base/healthz" >/dev/null; do
  [ $(($(date +%s) - started)) -lt 120 ] || { "$engine" logs "$name" >&2; exit 1; }
  sleep 0.5
done
echo "first start (migrations, demo data) answered /healthz after $(($(date +%s) - started)) s"
wait_healthy
curl -fs "$base/" | grep -q '</html>'
curl -fs "$base/readyz" >/dev/null

email="check-image-$$@example.com"
curl -fs -X POST -H 'Content-Type: application/json' \
  -d "{\"firstName\":\"Image\",\"lastName\":\"Check\",\"email\":\"$email\",\"jobTitle\":\"Operator\",\"company\":\"Check\"}" \
  "$base/api/contact" | grep -q '"id"'

"$engine" restart "$name" >/dev/null
until curl -fs "$base/healthz" >/dev/null; do sleep 0.5; done
wait_healthy
curl -fs -H "X-API-Key: $api_key" "$base/api/admin/contact?q=$email" | grep -q "$email" ||
  { echo "the submission did not survive the restart" >&2; exit 1; }
echo "image checked with $engine: no dev dependency, HEALTHCHECK healthy, / rendered, a contact submission survived a restart"
