/**
 * The mode a client bundle was built in, recorded next to it (`build.json` in the client folder):
 * a bundle built under NODE_ENV=development carries React's development build (jsxDEV, checks,
 * warnings: a phone's Lighthouse score of 45–69), so `npm start` rebuilds when the recorded mode is
 * not the one it runs in, and a production server refuses to serve a bundle that is not recorded as
 * production (docs/decisions/0011-front-end-budgets.md).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type BundleMode = 'production' | 'development';

const RECORD = 'build.json';

/**
 * The mode a Vite build run under this NODE_ENV produces: Vite builds for production unless
 * NODE_ENV names something else (then React's development build goes into the bundle).
 */
export function bundleModeFor(nodeEnv: string | undefined): BundleMode {
  return !nodeEnv || nodeEnv === 'production' ? 'production' : 'development';
}

/** Written by scripts/build-client.ts once the client is built. */
export function recordBundleMode(clientDir: string, mode: BundleMode): void {
  writeFileSync(path.join(clientDir, RECORD), `${JSON.stringify({ mode })}\n`);
}

/** The recorded mode; undefined for a bundle without a record (built before records, or by hand). */
export function recordedBundleMode(clientDir: string): BundleMode | undefined {
  const file = path.join(clientDir, RECORD);
  if (!existsSync(file)) return undefined;
  try {
    const { mode } = JSON.parse(readFileSync(file, 'utf8')) as { mode?: unknown };
    return mode === 'production' || mode === 'development' ? mode : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why a production server must not serve this client folder, or null when it may: a folder
 * without a built page is an API-only server (nothing to serve); a bundle not recorded as a
 * production build is refused.
 */
export function productionBundleProblem(clientDir: string): string | null {
  if (!existsSync(path.join(clientDir, 'index.html'))) return null;
  const mode = recordedBundleMode(clientDir);
  if (mode === 'production') return null;
  return `the client bundle in ${clientDir} was ${mode ? `built in ${mode} mode` : 'built without a recorded mode'}; run \`NODE_ENV=production npm run build\` (or start without SKIP_CLIENT_BUILD, which rebuilds it)`;
}
