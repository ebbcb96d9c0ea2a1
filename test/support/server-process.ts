/**
 * The real server as a child process, and throw-away PostgreSQL databases: the one home for
 * what the browser, crash, ops tests and the bench need to run the server for real (issue 22
 * item 3). They run what production runs: the compiled server (scripts/build-server.ts), built
 * once per version of its sources into node_modules/.cache/valley-eats (a build cache, not
 * a test: beside the other tools' caches) and shared by every test process.
 *
 * The server is started as the leader of a new process group and signalled as a group, so a
 * release started through its own launcher (npm start's node, or tsx for releases before the
 * compiled server) stops with everything it started. No Vitest imports here: scripts and the
 * bench use it outside Vitest.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer, serverSources } from '../../scripts/build-server.js';
import { TEST_ADMIN } from './factories.js';
import { mailEnv } from './fake-smtp-server.js';
import { copyTemplate, repoRoot } from './template.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port nobody listens on right now (on 127.0.0.1). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function sourcesHash(): string {
  const hash = createHash('sha256');
  const walk = (file: string) => {
    if (!existsSync(file)) return;
    if (statSync(file).isDirectory()) {
      for (const entry of readdirSync(file).sort()) walk(path.join(file, entry));
    } else {
      hash.update(path.relative(repoRoot, file)).update(readFileSync(file));
    }
  };
  for (const source of serverSources) walk(path.join(repoRoot, source));
  return hash.digest('hex').slice(0, 16);
}

let serverBuild: Promise<string> | undefined;

/**
 * The compiled server of this checkout's sources (node_modules/.cache/valley-eats/server-<hash>/main.js), built once:
 * into a folder of this process's own, then renamed into place, so test processes building at the
 * same time never see half a build.
 */
export function compiledServer(): Promise<string> {
  serverBuild ??= (async () => {
    const dir = path.join(repoRoot, 'node_modules/.cache/valley-eats', `server-${sourcesHash()}`);
    const main = path.join(dir, 'main.js');
    if (existsSync(main)) return main;
    const tmp = `${dir}.tmp-${process.pid}`;
    await buildServer(tmp);
    try {
      renameSync(tmp, dir);
    } catch (error) {
      // Another process renamed its build into place first: the same sources, the same output.
      rmSync(tmp, { recursive: true, force: true });
      if (!existsSync(main)) throw error;
    }
    return main;
  })();
  return serverBuild;
}

export interface TestServerEnvOptions {
  /** DATA_DIR: the PGlite database goes in its `pglite` folder. */
  dataDir: string;
  /** PostgreSQL instead of PGlite (default: none). */
  databaseUrl?: string;
  /** The built client to serve (default: a folder that does not exist, so API only). */
  clientDir?: string;
}

/**
 * The environment of a server a test starts: a test server on `dataDir` that seeds nothing, logs
 * warnings, has the test administrator (TEST_ADMIN, for publishByAdmin), counts no request against
 * a rate limit, and hashes passwords at 2^10 (tests sign up many users; OWASP's 2^17 costs ~0.45 s
 * each, decision 0014). Servers of one test share the session secret, so a session made on one
 * works on another. A test adds or overrides variables by spreading its own after it.
 */
export function testServerEnv(options: TestServerEnvOptions): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    SEED_DEMO: 'false',
    SKIP_CLIENT_BUILD: 'true',
    CLIENT_DIR: options.clientDir ?? path.join(options.dataDir, 'no-client'),
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'test-server-session-secret-0123456789abcdef',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    AUTH_RATE_LIMIT: '0',
    LOOKUP_RATE_LIMIT: '0',
    ORDER_RATE_LIMIT: '0',
    ORDER_PHONE_LIMIT: '0',
    ORDER_VENDOR_IP_LIMIT: '0',
    ORDER_PHONE_HOURLY_LIMIT: '0',
    PHONE_CODE_IP_LIMIT: '0',
    PHONE_CHECK_LIMIT: '0',
    PASSWORD_HASH_COST: '10',
  };
}

export interface ServerProcessOptions {
  /** The environment on top of process.env; PORT is set by `start()` when missing. */
  env: Record<string, string>;
  /** The checkout to run (default: this one). Another release's checkout runs its own code. */
  cwd?: string;
  /** How long `start()` waits for GET /api/health (default 120 s). */
  startTimeoutMs?: number;
  /**
   * A script node runs instead of the server (the bench's ceiling server, which answers
   * GET /api/health too).
   */
  script?: string;
}

/** One server process: start, stop gracefully (SIGTERM), kill (SIGKILL), start again on the same data. */
export class ServerProcess {
  private child?: ChildProcess;
  private out = '';
  private port?: number;

  constructor(private readonly options: ServerProcessOptions) {
    this.port = Number(options.env.PORT) || undefined;
  }

  /** http://127.0.0.1:PORT (known at once when `env.PORT` is given, else after the first `start()`). */
  get baseUrl(): string {
    if (!this.port) throw new Error('the server has not been started');
    return `http://127.0.0.1:${this.port}`;
  }

  /** The last 4,000 characters the server printed (stdout and stderr). */
  output(): string {
    return this.out.slice(-4000);
  }

  /** The process id of what was started (the server itself when this checkout's compiled server runs). */
  get pid(): number {
    if (!this.child?.pid) throw new Error('the server has not been started');
    return this.child.pid;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the server and waits until GET /api/health answers; resolves with the milliseconds it took. */
  async start(): Promise<number> {
    const started = Date.now();
    this.port ??= Number(this.options.env.PORT) || (await freePort());
    this.out = '';
    const cwd = this.options.cwd ?? repoRoot;
    const [command, args] = await this.command(cwd);
    // E-mail goes to a fake mailbox in this process (sign-up finishes with an e-mail's link).
    const env = await mailEnv(this.options.env);
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    child.stdout?.on('data', (d) => {
      this.out += d;
    });
    child.stderr?.on('data', (d) => {
      this.out += d;
    });
    const deadline = Date.now() + (this.options.startTimeoutMs ?? 120_000);
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited while starting (${child.exitCode ?? child.signalCode}):\n${this.output()}`);
      }
      try {
        const res = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return Date.now() - started;
      } catch {}
      if (Date.now() > deadline) throw new Error(`the server did not start in time:\n${this.output()}`);
      await sleep(100);
    }
  }

  /**
   * This checkout's compiled server; another checkout (an earlier release) starts the way its
   * `npm start` does: its own launcher when it has one, else tsx on its sources.
   */
  private async command(cwd: string): Promise<[string, string[]]> {
    if (this.options.script) return [process.execPath, [this.options.script]];
    if (path.resolve(cwd) === path.resolve(repoRoot)) return [process.execPath, ['--enable-source-maps', await compiledServer()]];
    if (existsSync(path.join(cwd, 'scripts/start.mjs'))) return [process.execPath, ['scripts/start.mjs']];
    return [path.join(cwd, 'node_modules/.bin/tsx'), ['src/server/main.ts']];
  }

  /** Sends a signal to the whole group; resolves true once no process of it is left within waitMs. */
  async signal(signal: NodeJS.Signals, waitMs = 15_000): Promise<boolean> {
    const child = this.child;
    if (!child?.pid) return true;
    try {
      process.kill(-child.pid, signal);
    } catch {
      return true; // the group is already gone
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      try {
        process.kill(-child.pid, 0);
      } catch {
        return true;
      }
      await sleep(20);
    }
    return false;
  }

  /** The crash: SIGKILL to the server (and any launcher) at once. */
  async kill(): Promise<void> {
    if (!(await this.signal('SIGKILL', 10_000))) throw new Error('the server survived SIGKILL');
    this.child = undefined;
  }

  /** A graceful stop (SIGTERM; SIGKILL when it has not stopped within waitMs). */
  async stop(waitMs = 15_000): Promise<void> {
    if (!(await this.signal('SIGTERM', waitMs))) await this.signal('SIGKILL', 10_000);
    this.child = undefined;
  }
}

/** A fresh PostgreSQL database next to `adminUrl`'s (which must be allowed to create databases). */
export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * A new database on the server of `adminUrl`, empty or (with `template`) a copy of that database
 * (`CREATE DATABASE … TEMPLATE`; nobody may be connected to the template meanwhile).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 've_test',
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Where a test server keeps its data: DATA_DIR, and DATABASE_URL on PostgreSQL. */
export interface ServerData {
  dataDir: string;
  databaseUrl: string;
  /** Removes the data dir, and the database on PostgreSQL. */
  drop(): Promise<void>;
}

/**
 * Fresh data for a server on `engine`: on PGlite a copy of the run's migrated template
 * (`pgliteTemplate`, the global setup's) in a new data dir, on PostgreSQL a scratch database
 * beside TEST_DATABASE_URL's. `name` tells the temporary names apart.
 */
export async function freshServerData(engine: 'pglite' | 'postgres', name: string, pgliteTemplate: string): Promise<ServerData> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `ve-${name}-`));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'pglite') {
    copyTemplate(pgliteTemplate, path.join(dataDir, 'pglite'));
    return { dataDir, databaseUrl: '', drop: removeDir };
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, `ve_${name.replace(/-/g, '_')}`);
  return {
    dataDir,
    databaseUrl: scratch.url,
    drop: async () => {
      await scratch.drop();
      await removeDir();
    },
  };
}

/** What `httpRequest` answers: the status, the parsed JSON body, the headers and the cookies it set. */
export interface HttpAnswer<T> {
  status: number;
  json: T;
  headers: Headers;
  /** `name=value; name2=value2` of every Set-Cookie (empty when none). */
  cookie: string;
}

/**
 * A request to a running server as a script would send it (no browser): JSON in and out, with a
 * cookie header given as text or as a `{ cookie }` session, and any further headers (say the
 * X-Forwarded-For a proxy would add).
 */
export async function httpRequest<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  session?: string | { cookie: string },
  headers: Record<string, string> = {},
): Promise<HttpAnswer<T>> {
  const cookie = typeof session === 'string' ? session : session?.cookie;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text; // not JSON (an HTML error page, say): kept as text for the failure message
  }
  return {
    status: res.status,
    json: json as T,
    headers: res.headers,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}
