/**
 * What `npm run backup` and `npm run restore` need to know about the PGlite data directory
 * (docs/decisions/0032-packaging-and-backups.md): where it is, whether it holds a database, and
 * whether a server has it open.
 *
 * PGlite takes no lock: a second PGlite opens a directory that a running server is writing and
 * both write its files, which corrupts the database. While open, a PGlite keeps the relation and
 * WAL files open and leaves `postmaster.pid` (with a made-up pid, -42) until it closes cleanly. So
 * the processes holding files under the directory (from /proc, on Linux) say who has it open here,
 * and a `postmaster.pid` left behind is taken as "maybe open elsewhere" and refused too.
 */
import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, loadConfig } from '../src/server/config.js';

/** A refusal the operator can act on: printed without a stack trace, exit code 1. */
export class Refusal extends Error {}

/** The configuration the server would use (same environment, same rules), or exit with its problems. */
export function operatorConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) throw new Refusal(err.message);
    throw err;
  }
}

/**
 * The PGlite directory the server opens: DATA_DIR/pglite, as `databaseOptions` in
 * src/server/app.ts says (not imported, so the tools load no web server; test/ops/backup.test.ts
 * checks that the two agree).
 */
export function pgliteDir(config: Config): string {
  return path.resolve(config.DATA_DIR, 'pglite');
}

/**
 * Where both tools start: the configuration and the PGlite directory, or a refusal that says
 * `nothingDone` and how to do it on PostgreSQL when DATABASE_URL is set (its own tools do it).
 */
export function operatorPglite(nothingDone: string): { config: Config; dir: string } {
  const config = operatorConfig();
  if (config.DATABASE_URL) throw new Refusal(`${nothingDone} ${POSTGRES_RECIPE}`);
  return { config, dir: pgliteDir(config) };
}

/** Process ids (other than this one) with a file under `dir` open; undefined where /proc is missing. */
export function processesHolding(dir: string): number[] | undefined {
  if (!existsSync('/proc/self/fd')) return undefined;
  const root = existsSync(dir) ? realpathSync(dir) : path.resolve(dir);
  const holders: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // another user's process, or one that just ended
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      if (target === root || target.startsWith(`${root}/`)) {
        holders.push(Number(entry));
        break;
      }
    }
  }
  return holders;
}

/**
 * Refuses while a server (or anything else) may have the database open: a process on this machine
 * holding one of its files is named; otherwise a `postmaster.pid` still means "maybe", since a
 * server in another container or on another machine sharing the volume is invisible in /proc.
 */
export function ensureNotInUse(dir: string): void {
  const holders = processesHolding(dir);
  if (holders && holders.length > 0) {
    throw new Refusal(
      `The database in ${dir} is open in process ${holders.join(', ')} (a running server?). ` +
        'Stop the server first: PGlite has no lock, and two processes writing one data directory corrupt it.',
    );
  }
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new Refusal(
      `${path.join(dir, 'postmaster.pid')} exists: a server (maybe in another container) may have the database open. ` +
        'Stop the server first; a server that stops cleanly removes that file. If it crashed, start it and stop it once.',
    );
  }
}

/** `2026-11-26T02-00-00Z`: sortable and safe in a file name on every system. */
export function fileTimestamp(at = new Date()): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z').replaceAll(':', '-');
}

/** Runs a command-line tool: a Refusal prints its message and exits 1; anything else is a bug. */
export function runTool(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err) => {
      if (err instanceof Refusal) {
        console.error(err.message);
        process.exit(1);
      }
      console.error(err);
      process.exit(1);
    },
  );
}

/** What to do on PostgreSQL, printed by both tools (README "Backups"). */
export const POSTGRES_RECIPE = [
  'DATABASE_URL is set: PostgreSQL is backed up with its own tools, from a machine with the client tools of the server\'s major version:',
  '  pg_dump -Fc --no-owner "$DATABASE_URL" -f valley-eats.dump',
  '  pg_restore --no-owner --clean --if-exists -d "$DATABASE_URL" valley-eats.dump',
  'With compose.yaml: docker compose exec -T postgres pg_dump -Fc -U valleyeats valleyeats > valley-eats.dump',
].join('\n');
