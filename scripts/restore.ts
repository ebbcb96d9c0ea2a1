/**
 * `npm run restore -- <file> [--force]`: a backup from `npm run backup` becomes the PGlite
 * database in DATA_DIR/pglite. Only into an empty or missing directory, unless --force, which
 * moves the existing database aside (DATA_DIR/pglite.before-restore-<time>) rather than deleting
 * it; never while a server has it open. The dump is loaded into a directory beside the target and
 * renamed into place, so a failed restore leaves nothing half-written. The next `npm start`
 * applies any newer migrations. With DATABASE_URL set it prints the pg_restore recipe instead
 * (docs/decisions/0032-packaging-and-backups.md).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ensureNotInUse, fileTimestamp, operatorPglite, Refusal, runTool } from './pglite-data-dir.js';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

runTool(async () => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0].startsWith('-')) throw new Refusal(USAGE);
  const file = path.resolve(files[0]);

  const { dir } = operatorPglite('Nothing was restored.');
  if (!existsSync(file)) throw new Refusal(`${file} does not exist. ${USAGE}`);

  const occupied = existsSync(dir) && readdirSync(dir).length > 0;
  if (occupied) {
    // Checked even with --force: moving a directory a server is writing would lose its writes.
    ensureNotInUse(dir);
    if (!force) {
      throw new Refusal(
        `${dir} already holds a database; nothing was changed. To replace it, run again with --force ` +
          `(the current one is moved to ${dir}.before-restore-<time>, not deleted).`,
      );
    }
  }

  const loading = `${dir}.restoring-${process.pid}`;
  rmSync(loading, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  let orders: number;
  try {
    const pg = await PGlite.create({ dataDir: loading, loadDataDir: new Blob([readFileSync(file)]) });
    try {
      orders = (await pg.query<{ n: number }>('select count(*)::int as n from guest_preorders')).rows[0].n;
    } finally {
      await pg.close();
    }
  } catch (err) {
    rmSync(loading, { recursive: true, force: true });
    throw new Refusal(`${file} could not be restored (is it a backup from npm run backup?): ${(err as Error).message}`);
  }

  if (occupied) {
    const aside = `${dir}.before-restore-${fileTimestamp()}`;
    renameSync(dir, aside);
    console.log(`The database that was in ${dir} is now in ${aside}.`);
  } else if (existsSync(dir)) {
    rmSync(dir, { recursive: true });
  }
  renameSync(loading, dir);
  console.log(`Restored ${file} into ${dir} (${orders} orders). Start the server with npm start.`);
});
