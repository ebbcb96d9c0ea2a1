#!/usr/bin/env node
// `npm start`: builds what is missing or stale (scripts/build.ts --if-stale: the client when older
// than its sources or built for another NODE_ENV, the server when older than its sources), then
// runs the compiled server, dist/server/main.js, in this same Node process. A fresh clone's first
// start builds everything; a restart with nothing changed goes straight to the server. The image
// runs `node dist/server/main.js` itself (docs/decisions/0048-compiled-server.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = `${root}node_modules/.bin/tsx`;
const main = `${root}dist/server/main.js`;

if (existsSync(tsx)) {
  const build = spawnSync(tsx, ['scripts/build.ts', '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!existsSync(main)) {
  // An install without the development packages (npm ci --omit=dev) cannot build.
  console.error('[valley-eats] dist/server/main.js is missing and the build tools are not installed: run `npm ci && npm run build` first.');
  process.exit(1);
}
await import(pathToFileURL(main).href);
