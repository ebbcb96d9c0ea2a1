/**
 * `npm run build`: the client bundle (dist/client, with its .br/.gz copies and the service worker)
 * and the server's first paint (dist/ssr/entry-server.js, src/client/entry-server.tsx), which the
 * server loads from the `ssr` folder next to the client's. One home for the build: `npm start`
 * (src/server/main.ts), the browser tests (test/support/global-e2e.ts) and the image use it.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { type BundleMode, bundleModeFor, recordBundleMode, recordedBundleMode } from '../src/server/bundle-mode.js';
import { firstPaintDir } from '../src/server/first-paint.js';
import { newestMtime } from './build-server.js';

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
      // The first paint imports the pages it draws on purpose; the client's lazy imports of the
      // same pages are what split the client, so the bundler's note about them is noise here.
      rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
    },
  });
  // The mode it was built in, so a start in another mode rebuilds (src/server/bundle-mode.ts).
  recordBundleMode(clientDir, bundleModeFor(process.env.NODE_ENV));
  return clientDir;
}

/**
 * Why the client in `<outRoot>/client` (and its first paint) must be built again, or null when it
 * is current: missing, older than its sources, or built in another mode than `mode` (a development
 * bundle is never kept for production, nor the reverse).
 */
export function clientStaleness(outRoot = path.join(root, 'dist'), mode: BundleMode = bundleModeFor(process.env.NODE_ENV)): string | null {
  const clientDir = path.join(outRoot, 'client');
  const index = path.join(clientDir, 'index.html');
  const firstPaint = path.join(firstPaintDir(clientDir), 'entry-server.js');
  if (!existsSync(index) || !existsSync(firstPaint)) return 'Building the client…';
  const builtMode = recordedBundleMode(clientDir);
  if (builtMode !== mode) return `Client bundle was built for ${builtMode ?? 'an unrecorded mode'}; rebuilding for ${mode}…`;
  const sources = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
  if (statSync(index).mtimeMs < Math.max(...sources.map(newestMtime))) return 'Client bundle is stale; rebuilding…';
  return null;
}
