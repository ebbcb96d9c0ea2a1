/**
 * Starts Valley Eats: reads the configuration, migrates, seeds demo data into an empty database,
 * listens, and shuts down gracefully. It builds nothing: `npm start` (scripts/start.mjs) builds
 * what is missing or stale first, the image runs the compiled file (dist/server/main.js).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, databaseOptions, defaultClientDir } from './app.js';
import { type Config, ConfigError, isLoopbackHost, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/index.js';
import { hasDatabase } from './db/pglite-dir.js';
import { productionBundleProblem } from './bundle-mode.js';
import { seedDemoData } from './db/seed.js';
import { vapidConfig } from './messaging/push.js';

/** A graceful stop that takes longer is cut short (orchestrators SIGKILL after 30 s by default). */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** In development a missing SESSION_SECRET is generated once and kept in DATA_DIR. */
function sessionSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.join(config.DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * DESIGN §3: without ADMIN_USERNAME/ADMIN_PASSWORD, development gets a random password that is
 * printed once (and kept in DATA_DIR so it survives restarts); production keeps the admin area off.
 */
function adminCredentials(config: Config, log: (msg: string) => void): Config {
  if (config.ADMIN_USERNAME || config.NODE_ENV === 'production') {
    if (!config.ADMIN_USERNAME) log('Admin area disabled: set ADMIN_USERNAME and ADMIN_PASSWORD to enable it.');
    return config;
  }
  const file = path.join(config.DATA_DIR, 'admin-password');
  let password: string;
  if (existsSync(file)) {
    password = readFileSync(file, 'utf8').trim();
    log(`Admin login: username "ceo", password in ${file}`);
  } else {
    password = randomBytes(12).toString('base64url');
    writeFileSync(file, password, { mode: 0o600 });
    log(`Admin login (generated once, kept in ${file}): username "ceo", password "${password}"`);
  }
  return { ...config, ADMIN_USERNAME: 'ceo', ADMIN_PASSWORD: password };
}

/** The argument of the child process that creates a new embedded database (`prepareInChild`). */
const PREPARE_DATABASE = '--prepare-database';

/** Migrations, then the demo data when SEED_DEMO asks and the database has no vendor yet. */
async function prepareDatabase(database: Database, config: Config, log: (msg: string) => void): Promise<void> {
  await database.migrate();
  if (!config.SEED_DEMO) return;
  const { seeded } = await seedDemoData(database.db, {
    timeZone: config.VALLEY_TZ,
    // The README's demo logins, never in production (src/server/db/demo-logins.ts).
    demoLogins: config.NODE_ENV === 'production' ? undefined : { passwordHashCost: config.PASSWORD_HASH_COST },
  });
  if (seeded) log('Demo vendors added to the empty database.');
}

/**
 * A PGlite data directory with no database yet is created, migrated and seeded by a short-lived
 * child process (this file with PREPARE_DATABASE), and only then opened here. Creating it runs
 * PostgreSQL's initdb inside PGlite's WebAssembly, which peaks near 650 MB, and WebAssembly memory
 * is not given back: done in this process, the server kept ~290 MB resident for its life instead
 * of ~220 MB (decision 0048, `npm run bench -- --memory`).
 */
async function prepareInChild(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), [PREPARE_DATABASE], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`creating the database failed (exit code ${code})`);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = (msg: string) => console.log(`[valley-eats] ${msg}`);
  mkdirSync(config.DATA_DIR, { recursive: true });
  if (process.argv.includes(PREPARE_DATABASE)) {
    const database = await openDatabase(databaseOptions(config));
    await prepareDatabase(database, config, log);
    await database.close();
    process.exit(0);
  }
  config = adminCredentials({ ...config, SESSION_SECRET: sessionSecret(config) }, log);
  // Web Push keys: VAPID_* from the environment, or generated once into DATA_DIR/vapid-keys.json.
  config = vapidConfig(config);

  if (config.NODE_ENV === 'production') {
    const problem = productionBundleProblem(process.env.CLIENT_DIR ?? defaultClientDir);
    if (problem) {
      console.error(`[valley-eats] Refusing to start in production: ${problem}.`);
      process.exit(1);
    }
  }

  const options = databaseOptions(config);
  // A database the child has just created is migrated and seeded already.
  const created = options.pgliteDir ? !hasDatabase(options.pgliteDir) : false;
  if (created) {
    log(`Creating the database in ${options.pgliteDir}…`);
    await prepareInChild();
  }
  const database = await openDatabase(options);
  log(`Database: ${database.engine === 'pglite' ? `PGlite in ${options.pgliteDir}` : 'PostgreSQL'}`);
  if (!created) await prepareDatabase(database, config, log);

  const app = await buildApp(config, { database });
  let closing = false;
  // Decision 0031. app.close() runs the preClose hooks first: /api/ready turns 503, requests on
  // kept-alive connections get 503 shutting_down, live streams end with a retry hint (they would
  // otherwise hold close() open for ever); then the listening socket closes (new connections are
  // refused), requests in flight finish, the outbox worker stops; then the database closes.
  // Whatever still hangs after SHUTDOWN_TIMEOUT_MS is cut by exiting 1.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received; finishing requests…`);
    const timer = setTimeout(() => {
      console.error(`[valley-eats] shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    let code = 0;
    try {
      await app.close();
    } catch (err) {
      console.error('[valley-eats] closing the server failed', err);
      code = 1;
    }
    try {
      await database.close();
    } catch (err) {
      console.error('[valley-eats] closing the database failed', err);
      code = 1;
    }
    if (code === 0) log('Stopped.');
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  log(`Listening on ${address.replace('0.0.0.0', 'localhost')}`);
  if (!process.env.HOST && isLoopbackHost(config.HOST)) {
    log('Only this machine can connect (HOST unset). To serve your network: NODE_ENV=production with SESSION_SECRET, or NODE_ENV=development HOST=0.0.0.0.');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
