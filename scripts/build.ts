/**
 * `npm run build`: the client and the server's first paint (build-client.ts), the server's types
 * checked (tsc -p tsconfig.server.json), then the server compiled (build-server.ts): everything
 * `npm start` and the image run, in dist/ (docs/decisions/0048-compiled-server.md).
 *
 * `--if-stale`, what `npm start` runs first: builds only what is missing, older than its sources
 * or (the client) built in another mode, and leaves the type check to `npm run build`, `npm test`
 * and the image. With SKIP_CLIENT_BUILD=true the client is left as it is.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClient, clientStaleness } from './build-client.js';
import { buildServer, serverIsStale } from './build-server.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (msg: string) => console.log(`[valley-eats] ${msg}`);
const ifStale = process.argv.includes('--if-stale');

if (process.env.SKIP_CLIENT_BUILD !== 'true') {
  const why = ifStale ? clientStaleness() : 'Building the client…';
  if (why) {
    log(why);
    await buildClient(undefined, ifStale ? 'warn' : 'info');
  }
}
if (!ifStale) {
  log('Checking the server’s types…');
  const tsc = spawnSync(path.join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.server.json'], { cwd: root, stdio: 'inherit' });
  if (tsc.status !== 0) {
    console.error('[valley-eats] The server does not type-check; nothing was compiled.');
    process.exit(1);
  }
}
if (!ifStale || serverIsStale()) {
  log('Compiling the server…');
  await buildServer();
}
