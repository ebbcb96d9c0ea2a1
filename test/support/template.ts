/**
 * One migrated PGlite template per set of migrations (DESIGN §9: a cold PGlite start costs
 * seconds and about 1 GB). Test files and browser-test servers copy it instead of starting cold.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder, openDatabase } from '../../src/server/db/index.js';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const cacheDir = path.join(repoRoot, 'test/.cache');

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const full = path.join(dir, entry);
      if (entry.endsWith('.sql') || entry.endsWith('.json')) hash.update(entry).update(readFileSync(full));
      else if (!entry.includes('.')) walk(full);
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/** Returns the directory of a migrated PGlite database, creating it once. */
export async function ensureTemplate(): Promise<string> {
  const dir = path.join(cacheDir, `pglite-template-${migrationsHash()}`);
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  mkdirSync(cacheDir, { recursive: true });
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  const database = await openDatabase({ pgliteDir: tmp });
  await database.migrate();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  return dir;
}

/** Copies the template into a fresh directory (a fresh, migrated, empty database). */
export function copyTemplate(template: string, target: string): string {
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(template, target, { recursive: true });
  return target;
}
