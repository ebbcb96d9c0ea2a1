/**
 * A PGlite data directory on disk, without loading PGlite: the server's start (main.ts) and the
 * backup tool (scripts/backup.ts) ask whether one holds a database yet.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Whether a database lives in `dir` (what PGlite itself checks before loading a dump). */
export function hasDatabase(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}
