/**
 * The server compiled (docs/decisions/0048-compiled-server.md): src/server/main.ts and the backup
 * and restore tools bundled by esbuild into plain ES modules in `dist/server` (or the folder given),
 * run with `node`. Packages stay imports (`packages: 'external'`: node_modules is resolved at run
 * time), everything of ours (src/server, src/shared) is inside, and code that loads on demand (the
 * S3 store) stays a chunk of its own. Types are not checked here: `npm run build` runs tsc first
 * (scripts/build.ts), `npm test` beside the tests.
 */
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const defaultServerDir = path.join(root, 'dist/server');
/** What the compiled server is made of: a change to any of these makes it stale. */
export const serverSources = ['src/server', 'src/shared', 'scripts/build-server.ts', 'scripts/backup.ts', 'scripts/restore.ts', 'scripts/pglite-data-dir.ts', 'package-lock.json', 'tsconfig.json'];

export async function buildServer(outDir = defaultServerDir): Promise<string> {
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    metafile: true,
    entryPoints: { main: 'src/server/main.ts', backup: 'scripts/backup.ts', restore: 'scripts/restore.ts' },
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    // Stack traces name src/… lines (node --enable-source-maps in the image and npm start).
    sourcesContent: false,
  });
  // What the output imports from packages: package.json's `dependencies` must hold exactly these
  // (test/unit/server-dependencies.test.ts).
  const packages = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const i of output.imports) if (i.external && !i.path.startsWith('node:')) packages.add(packageName(i.path));
  }
  writeFileSync(path.join(outDir, 'packages.json'), `${JSON.stringify([...packages].sort(), null, 2)}\n`);
  return path.join(outDir, 'main.js');
}

/** '@aws-sdk/client-s3/dist/x' → '@aws-sdk/client-s3', 'pg/lib' → 'pg'. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The newest modification time under `target` (a file or a folder), 0 when it does not exist. */
export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Whether `dist/server` is missing or older than what it is compiled from. */
export function serverIsStale(outDir = defaultServerDir): boolean {
  const main = path.join(outDir, 'main.js');
  if (!existsSync(main)) return true;
  return statSync(main).mtimeMs < Math.max(...serverSources.map((p) => newestMtime(path.join(root, p))));
}
