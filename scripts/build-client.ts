/**
 * `npm run build`: the client bundle (dist/client, with its .br/.gz copies and the service worker)
 * and the server's first paint (dist/ssr/entry-server.js, src/client/entry-server.tsx), which the
 * server loads from the `ssr` folder next to the client's. One home for the build: `npm start`
 * (src/server/main.ts), the browser tests (test/support/global-e2e.ts) and the image use it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { bundleModeFor, recordBundleMode } from '../src/server/bundle-mode.js';
import { firstPaintDir } from '../src/server/first-paint.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds both into `<outRoot>/client` and `<outRoot>/ssr` (dist/ by default). */
export async function buildClient(outRoot = path.join(root, 'dist'), logLevel: 'warn' | 'info' = 'warn'): Promise<string> {
  const { build } = await import('vite');
  const configFile = path.join(root, 'vite.config.ts');
  const clientDir = path.join(outRoot, 'client');
  await build({ configFile, logLevel, build: { outDir: clientDir, emptyOutDir: true } });
  await build({
    configFile,
    logLevel,
    build: {
      ssr: path.join(root, 'src/client/entry-server.tsx'),
      outDir: firstPaintDir(clientDir),
      emptyOutDir: true,
    },
  });
  // The mode it was built in, so a start in another mode rebuilds (src/server/bundle-mode.ts).
  recordBundleMode(clientDir, bundleModeFor(process.env.NODE_ENV));
  return clientDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildClient(undefined, 'info');
}
