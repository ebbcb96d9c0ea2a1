# Valley Eats as one image (README "Deploy", docs/decisions/0032-packaging-and-backups.md,
# docs/decisions/0048-compiled-server.md).
#   docker build -t valley-eats .
# Every stage starts from the same Debian (glibc) Node image, so the native parts installed by
# `npm ci` (sharp's prebuilt libvips) match the runtime they are copied into. Node 24 is the
# current LTS line; the tag pins its minor release (a rebuild picks up its security patches).
ARG NODE_IMAGE=node:24.11-bookworm-slim

# 1. All dependencies, exactly as the lockfile says: the build needs the development ones
#    (Vite, TypeScript, esbuild, the client's packages).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The build: the client bundle (dist/client, with its .br/.gz copies and the service worker),
#    the server's first paint (dist/ssr), the server type-checked (tsc) and compiled (dist/server:
#    plain JavaScript, the backup and restore tools beside it). A type error stops the image here.
FROM deps AS build
COPY tsconfig.json tsconfig.server.json vite.config.ts ./
COPY scripts ./scripts
COPY src ./src
RUN npm run build

# 3. Production dependencies only: what dist/server imports at run time (package.json
#    "dependencies"). Vite, React, TypeScript, tsx and every test tool stay out.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 4. The runtime: the compiled server, the migrations it applies at start-up, the built client,
#    and tini as PID 1 (signals reach node, zombies are reaped).
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
# Memory (decision 0048, `npm run bench -- --memory`): V8's young generation in 2 MB semi-spaces
# and its old generation capped at 128 MB (the server's live heap is ~55 MB), and two malloc
# arenas instead of eight per core (compression and hashing on libuv's threads each kept one).
# A large deployment on PostgreSQL may raise --max-old-space-size.
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    NODE_OPTIONS="--max-semi-space-size=2 --max-old-space-size=128" \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY drizzle ./drizzle
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/ssr ./dist/ssr
# DATA_DIR: the PGlite database (when DATABASE_URL is unset), local uploads (when S3_BUCKET is
# unset) and generated keys. Owned by the unprivileged `node` user of the base image.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# The base image has no curl; Node's fetch asks the server itself (HOST is 0.0.0.0 in production).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# One process behind tini: node running the compiled server, which on SIGTERM finishes its
# requests and closes the database (src/server/main.ts). Backups: `node dist/server/backup.js`.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
