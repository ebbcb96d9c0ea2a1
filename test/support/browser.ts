/**
 * Browser tests: the built app on a fresh data directory (a copy of the migrated template),
 * driven by playwright-core in Debian's Chromium. Without Chromium the tests are skipped with a
 * printed notice, except under CI=true where that is a failure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { copyTemplate, repoRoot } from './template.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);

if (!hasChromium && process.env.CI === 'true') {
  throw new Error(`Chromium not found at ${chromiumPath}; browser tests must run under CI`);
}

/** describe() when Chromium is present, describe.skip() with a notice otherwise. */
export const describeBrowser: typeof describe = hasChromium
  ? describe
  : (((name: string, ...rest: unknown[]) => {
      console.warn(`[browser tests skipped: no Chromium at ${chromiumPath}] ${name}`);
      return (describe.skip as (...a: unknown[]) => unknown)(name, ...rest);
    }) as unknown as typeof describe);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts the real server (src/server/main.ts) on a fresh copy of the template database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 've-e2e-'));
  copyTemplate(inject('pgliteTemplate'), path.join(dataDir, 'pglite'));
  const port = await freePort();
  let out = '';
  const child: ChildProcess = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      SKIP_CLIENT_BUILD: 'true',
      CLIENT_DIR: inject('clientDir'),
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'browser-test-session-secret-0123456789abcdef',
      ADMIN_USERNAME: 'ceo',
      ADMIN_PASSWORD: 'correct-horse-battery',
      AUTH_RATE_LIMIT: '0',
      LOOKUP_RATE_LIMIT: '0',
      ORDER_RATE_LIMIT: '0',
      ORDER_PHONE_LIMIT: '0',
      // Browser suites sign up many users; OWASP's 2^17 would cost ~0.45 s each (decision 0014).
      PASSWORD_HASH_COST: '10',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    output: () => out,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/** What `http` answers: the status, the parsed JSON body, the headers and the cookies it set. */
export interface HttpAnswer<T> {
  status: number;
  json: T;
  headers: Headers;
  /** `name=value; name2=value2` of every Set-Cookie (empty when none). */
  cookie: string;
}

/**
 * A request to the running server as a script would send it (no browser): JSON in and out,
 * with a cookie header given as text or as a `{ cookie }` session.
 */
export async function httpRequest<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  session?: string | { cookie: string },
): Promise<HttpAnswer<T>> {
  const cookie = typeof session === 'string' ? session : session?.cookie;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    json: (text ? JSON.parse(text) : undefined) as T,
    headers: res.headers,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

/**
 * One server and one browser for a test file. `newPage()` opens a page in a fresh context
 * (its own cookies) at the given viewport.
 */
export function setupBrowserApp(env: Record<string, string> = {}) {
  const handle = {
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
    contexts: [] as BrowserContext[],
    get baseUrl() {
      return handle.server.baseUrl;
    },
    /**
     * A fresh context; the browser speaks `locale` (English unless a test asks for another).
     * `options` adds Playwright's own (a granted geolocation, say).
     */
    async newContext(viewport: { width: number; height: number } = viewports.desktop, locale = 'en-US', options: BrowserContextOptions = {}) {
      const context = await handle.browser.newContext({ ...options, viewport, baseURL: handle.server.baseUrl, locale });
      handle.contexts.push(context);
      return context;
    },
    async newPage(viewport: { width: number; height: number } = viewports.desktop, locale = 'en-US'): Promise<Page> {
      const context = await handle.newContext(viewport, locale);
      return context.newPage();
    },
    /** `httpRequest` against this file's server. */
    http<T = any>(method: string, path: string, body?: unknown, session?: string | { cookie: string }) {
      return httpRequest<T>(handle.server.baseUrl, method, path, body, session);
    },
  };
  beforeAll(async () => {
    if (!hasChromium) return;
    [handle.server, handle.browser] = await Promise.all([startServer(env), launchBrowser()]);
  }, 90_000);
  afterAll(async () => {
    for (const c of handle.contexts) await c.close().catch(() => {});
    await handle.browser?.close();
    await handle.server?.stop();
  });
  return handle;
}

/** Screenshots go to test-results/screenshots (looked at by people, not asserted). */
export function screenshotPath(name: string): string {
  return path.join(repoRoot, 'test-results/screenshots', `${name}.png`);
}
