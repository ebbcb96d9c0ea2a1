# Valley Eats as one image (README "Deploy", docs/decisions/0032-packaging-and-backups.md).
#   docker build -t valley-eats .
# Every stage starts from the same Debian (glibc) Node image, so the native parts installed by
# `npm ci` (sharp's prebuilt libvips, esbuild under tsx) match the runtime they are copied into.

# 1. All dependencies, exactly as the lockfile says: the client build needs the dev ones
#    (vite-plugin-pwa, workbox).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The client bundle (dist/client, with its .br/.gz copies and the service worker) and the
#    server's first paint (dist/ssr, the client's pages as a module the server renders).
FROM deps AS build
COPY tsconfig.json vite.config.ts ./
COPY scripts/precompress.ts scripts/build-client.ts ./scripts/
COPY src/client ./src/client
COPY src/shared ./src/shared
COPY src/server/first-paint.ts src/server/bundle-mode.ts ./src/server/
RUN npm run build

# 3. Production dependencies only. The server runs from its TypeScript sources through tsx
#    (`npm start` = `tsx src/server/main.ts`, the same command as on a laptop, no second build to
#    keep in step), and tsx is a production dependency, so `--omit=dev` keeps it; vite is one too
#    but is never loaded, since SKIP_CLIENT_BUILD=true below. What is left out: the test and build
#    tools (Vitest, Playwright, Lighthouse, drizzle-kit, vite-plugin-pwa, Biome, TypeScript).
FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 4. The runtime: server sources, migrations (applied at start-up), the built client, and the
#    backup tools (npm run backup / restore, for a PGlite data volume).
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    SKIP_CLIENT_BUILD=true \
    DATA_DIR=/data \
    PORT=3000
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json ./
COPY drizzle ./drizzle
COPY src/server ./src/server
COPY src/shared ./src/shared
COPY scripts/backup.ts scripts/restore.ts scripts/pglite-data-dir.ts ./scripts/
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/ssr ./dist/ssr
# DATA_DIR: the PGlite database (when DATABASE_URL is unset), local uploads (when S3_BUCKET is
# unset) and generated keys. Owned by the unprivileged `node` user of the base image.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# The base image has no curl; Node 20's fetch asks the server itself (HOST is 0.0.0.0 in production).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# npm passes SIGTERM on to tsx, and tsx to the server, which finishes its requests and closes the
# database (src/server/main.ts); compose.yaml adds an init process so signals reach npm as PID 1.
CMD ["npm", "start"]
