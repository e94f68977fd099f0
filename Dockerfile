# CampusPulse: one container serving the whole site. Embedded PGlite in /data by default; set DATABASE_URL to
# use a PostgreSQL server instead. The build and runtime steps below are the ones .ci/run exercises on every run
# (scripts/check-production.sh), since these machines cannot run Docker themselves.

# --- build: install everything, build client and server ---
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- production dependencies only. --legacy-peer-deps: npm would otherwise install the peers that packages name
# only for their type declarations (typescript for tRPC, @types/react for Radix), 30 MB the server never loads.
# Everything the server imports is a direct dependency; scripts/check-production.sh proves it on every CI run. ---
FROM node:24-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --legacy-peer-deps --no-audit --no-fund

# --- runtime: the build output and production dependencies, as an unprivileged user ---
FROM node:24-slim
# MALLOC_MMAP_THRESHOLD_: memory freed after large buffers goes back to the system (scripts/lean-node-flags.mjs,
# ADR 0146).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_MMAP_THRESHOLD_=1048576
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# podman keeps HEALTHCHECK only in Docker-format images: `podman build --format docker` (scripts/check-image.sh).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The server handles SIGTERM itself: it finishes requests in flight and closes the database before exiting.
# The flags keep an idle process lean (scripts/lean-node-flags.mjs, ADR 0143).
CMD ["node", "--max-semi-space-size=4", "--liftoff-only", "dist/server/index.js"]
