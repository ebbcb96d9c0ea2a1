import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, loadConfig } from '../../src/server/config.js';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('configuration', () => {
  it('has safe defaults for every variable', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: './data',
      SEED_DEMO: true,
      VALLEY_TZ: 'America/Los_Angeles',
      AUTH_RATE_LIMIT: 20,
      LOOKUP_RATE_LIMIT: 60,
      PASSWORD_HASH_COST: 17,
      // A fresh `npm start` listens on this machine only.
      HOST: '127.0.0.1',
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SMS_PROVIDER: 'log' }).HOST).toBe('0.0.0.0');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_USERNAME: '', ADMIN_PASSWORD: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ VALLEY_TZ: 'Mars/Olympus' }, 'VALLEY_TZ'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ AUTH_RATE_LIMIT: '-1' }, 'AUTH_RATE_LIMIT'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ ADMIN_USERNAME: 'ceo' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_USERNAME: 'ceo', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ OIDC_ISSUER: 'https://id.example' }, 'OIDC_ISSUER'],
    [{ PASSWORD_HASH_COST: '9' }, 'PASSWORD_HASH_COST'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SMS_PROVIDER: 'log', PASSWORD_HASH_COST: '16' }, 'PASSWORD_HASH_COST'],
  ])('names the bad variable: %o', (env, variable) => {
    const found = problems(env as Record<string, string>);
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((p) => p.startsWith(`${variable}:`))).toBe(true);
  });

  it('parses booleans and numbers', () => {
    const c = loadConfig({ SEED_DEMO: 'false', PORT: '8080', LOOKUP_RATE_LIMIT: '0' });
    expect(c.SEED_DEMO).toBe(false);
    expect(c.PORT).toBe(8080);
    expect(c.LOOKUP_RATE_LIMIT).toBe(0);
  });
});

describe('production by accident (issue 16 item 10)', () => {
  const secret = 'y'.repeat(40);

  it.each([['0.0.0.0'], ['::'], ['192.168.1.20'], ['example.com']])(
    'refuses NODE_ENV unset on HOST=%s without SESSION_SECRET, saying how to fix it',
    (host) => {
      const found = problems({ HOST: host });
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^NODE_ENV: /);
      expect(found[0]).toContain('NODE_ENV=production');
      expect(found[0]).toContain('SESSION_SECRET');
      expect(found[0]).toContain('NODE_ENV=development');
    },
  );

  it.each([
    [{}],
    [{ HOST: '127.0.0.1' }],
    [{ HOST: 'localhost' }],
    [{ HOST: '::1' }],
    [{ HOST: '0.0.0.0', NODE_ENV: 'development' }],
    [{ HOST: '0.0.0.0', SESSION_SECRET: secret }],
    [{ HOST: '0.0.0.0', NODE_ENV: 'production', SESSION_SECRET: secret, SMS_PROVIDER: 'log' }],
  ])('starts with %o', (env) => {
    expect(problems(env as Record<string, string>)).toEqual([]);
  });

  it('knows loopback addresses', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['0.0.0.0', '::', '10.0.0.1', 'valleyeats.example', '']) expect(isLoopbackHost(h), h).toBe(false);
  });

  it('src/server/main.ts exits at once with the explanation, before touching DATA_DIR', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 've-accident-'));
    try {
      const env: Record<string, string> = {};
      for (const [k, v] of Object.entries(process.env)) {
        // Only what a fresh shell would have: no configuration from the test runner.
        if (v !== undefined && !/^(NODE_ENV|SESSION_SECRET|HOST|ADMIN_|DATABASE_URL|VITEST|TEST_)/.test(k)) env[k] = v;
      }
      const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
        cwd: root,
        env: { ...env, HOST: '0.0.0.0', PORT: '0', DATA_DIR: dataDir, SKIP_CLIENT_BUILD: 'true' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('NODE_ENV: is not set while HOST=0.0.0.0');
      expect(run.stdout).not.toMatch(/password/i);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 40_000);
});
