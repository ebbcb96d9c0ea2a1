/**
 * `npm run backup [-- <file>]`: the PGlite database (DATA_DIR/pglite) as one file, PGlite's own
 * dump of its data directory (a gzipped tarball, `dumpDataDir`), written to <file> or to
 * DATA_DIR/backups/valley-eats-<time>.tar.gz. Refuses while a server has the database open (PGlite
 * has no lock); with DATABASE_URL set it prints the pg_dump recipe instead
 * (docs/decisions/0032-packaging-and-backups.md). Restore with `npm run restore -- <file>`.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { hasDatabase } from '../src/server/db/pglite-dir.js';
import { ensureNotInUse, fileTimestamp, operatorPglite, Refusal, runTool } from './pglite-data-dir.js';

runTool(async () => {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((a) => a.startsWith('-'))) {
    throw new Refusal('Usage: npm run backup [-- <file>]  (default: DATA_DIR/backups/valley-eats-<time>.tar.gz)');
  }
  const { config, dir } = operatorPglite('Nothing was written.');
  if (!hasDatabase(dir)) throw new Refusal(`There is no database in ${dir} (DATA_DIR=${config.DATA_DIR}).`);
  ensureNotInUse(dir);

  const target = path.resolve(args[0] ?? path.join(config.DATA_DIR, 'backups', `valley-eats-${fileTimestamp()}.tar.gz`));
  if (existsSync(target)) throw new Refusal(`${target} exists already; a backup never overwrites a file.`);
  mkdirSync(path.dirname(target), { recursive: true });

  const pg = await PGlite.create({ dataDir: dir });
  let orders: number;
  let dump: Blob;
  try {
    orders = (await pg.query<{ n: number }>('select count(*)::int as n from guest_preorders')).rows[0].n;
    dump = await pg.dumpDataDir('gzip');
  } finally {
    await pg.close();
  }
  // Written beside the target and renamed, so a file with the backup's name is always whole.
  const partial = `${target}.partial-${process.pid}`;
  try {
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  const kb = Math.ceil(dump.size / 1024);
  console.log(`Backup written: ${target} (${kb} kB, ${orders} orders). Restore with: npm run restore -- ${target}`);
});
