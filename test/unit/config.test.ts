import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS, ConfigError, GENEROUS_LIMIT, isLoopbackHost, loadConfig, testConfig } from '../../src/server/config.js';
import { GENEROUS_LIMITS, PRODUCTION_ENV } from '../support/production-env.js';
import { compiledServer } from '../support/server-process.js';

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
    expect(loadConfig(PRODUCTION_ENV).HOST).toBe('0.0.0.0');
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
    [{ ...PRODUCTION_ENV, PASSWORD_HASH_COST: '16' }, 'PASSWORD_HASH_COST'],
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

  it('settles a crashed checkout only once no live one can still be talking to Square', () => {
    expect(loadConfig({}).PAYMENT_RECONCILE_MS).toBe(60_000);
    expect(problems({ SQUARE_TIMEOUT_MS: '2000', PAYMENT_RECONCILE_MS: '5000' })).toEqual([]);
    const found = problems({ SQUARE_TIMEOUT_MS: '30000', PAYMENT_RECONCILE_MS: '60000' });
    expect(found).toEqual([expect.stringMatching(/^PAYMENT_RECONCILE_MS: must be more than twice SQUARE_TIMEOUT_MS/)]);
  });
});

describe('production senders and links (issue 43 item 8)', () => {
  it('accepts the real senders with PUBLIC_URL', () => {
    expect(problems(PRODUCTION_ENV)).toEqual([]);
  });

  it('refuses the log e-mail provider, named, with what to set instead', () => {
    expect(problems({ ...PRODUCTION_ENV, EMAIL_PROVIDER: 'log' })).toEqual([
      'EMAIL_PROVIDER: log is refused in production (password-reset links would land in the server log): set EMAIL_PROVIDER=smtp and SMTP_URL',
    ]);
    // Unset means log: refused the same way.
    const { EMAIL_PROVIDER: _e, SMTP_URL: _s, ...unset } = PRODUCTION_ENV;
    expect(problems(unset)).toEqual([
      'EMAIL_PROVIDER: log is refused in production (password-reset links would land in the server log): set EMAIL_PROVIDER=smtp and SMTP_URL',
    ]);
  });

  it('refuses the log text provider, named, with what to set instead', () => {
    expect(problems({ ...PRODUCTION_ENV, SMS_PROVIDER: 'log' })).toEqual([
      'SMS_PROVIDER: log is refused in production (verification codes would land in the server log): set SMS_PROVIDER=twilio and the TWILIO_* settings',
    ]);
  });

  it('requires PUBLIC_URL: every link the server builds starts with it, never with the Host header', () => {
    expect(problems({ ...PRODUCTION_ENV, PUBLIC_URL: '' })).toEqual([
      'PUBLIC_URL: is required in production: every link the server sends (password reset, tracking, sign-in) is built on it, never on the request’s Host header',
    ]);
  });
});

describe('production settings that look set but protect nothing (issue 43 item 9)', () => {
  it.each([['0.0.0.0/0'], ['::/0'], ['10.0.0.0/8,0.0.0.0/0']])('refuses TRUST_PROXY=%s: every address could name itself', (value) => {
    expect(problems({ ...PRODUCTION_ENV, TRUST_PROXY: value })).toEqual([
      'TRUST_PROXY: trusts every address in production (anyone could pick the address their limits count): name the proxies or a hop count',
    ]);
    expect(problems({ TRUST_PROXY: value })).toEqual([]);
  });

  it('refuses TRUST_PROXY=true anywhere', () => {
    expect(problems({ ...PRODUCTION_ENV, TRUST_PROXY: 'true' })[0]).toMatch(/^TRUST_PROXY: /);
  });

  it.each([['aaaaaaaaaaaa'], ['abcabcabcabc'], ['121212121212121212']])('refuses the admin password %s in production', (password) => {
    expect(problems({ ...PRODUCTION_ENV, ADMIN_USERNAME: 'ceo', ADMIN_PASSWORD: password })).toEqual([
      'ADMIN_PASSWORD: has too few different characters (at least 8 in production): choose a long random password',
    ]);
  });

  it('refuses a session secret of few different characters in production', () => {
    for (const secret of ['x'.repeat(32), 'ab'.repeat(20), '0123'.repeat(10)]) {
      expect(problems({ ...PRODUCTION_ENV, SESSION_SECRET: secret }), secret).toEqual([
        'SESSION_SECRET: has too few different characters (at least 10 in production): use openssl rand -hex 32',
      ]);
    }
  });

  it('accepts what the README says to use', () => {
    const hex = (n: number) => Array.from({ length: n }, (_, i) => '0123456789abcdef'[(i * 7 + 3) % 16]).join('');
    expect(problems({ ...PRODUCTION_ENV, SESSION_SECRET: hex(64), ADMIN_USERNAME: 'ceo', ADMIN_PASSWORD: 'correct-horse-battery' })).toEqual([]);
    expect(problems({ ...PRODUCTION_ENV, TRUST_PROXY: '1' })).toEqual([]);
    expect(problems({ ...PRODUCTION_ENV, TRUST_PROXY: '10.0.0.0/8,127.0.0.1' })).toEqual([]);
  });
});

describe('abuse limits of 0 (off) in production (issue 43 item 9)', () => {
  it.each(ABUSE_LIMITS.map((name) => [name]))('refuses %s=0 in production, named', (name) => {
    expect(problems({ ...PRODUCTION_ENV, [name]: '0' })).toEqual([
      `${name}: is 0 (off), refused in production: leave it unset for the default or set a generous number`,
    ]);
    // Development and tests may turn it off.
    expect(problems({ [name]: '0' })).toEqual([]);
    expect(problems({ NODE_ENV: 'test', [name]: '0' })).toEqual([]);
  });

  it('knows every *_LIMIT setting (a new one must say whether production may turn it off)', () => {
    const limits = Object.keys(loadConfig({})).filter((k) => k.endsWith('_LIMIT'));
    expect(limits.length).toBeGreaterThan(0);
    expect([...ABUSE_LIMITS].sort()).toEqual(limits.sort());
  });

  it('accepts generous limits, which the bench and production-mode tests use', () => {
    expect(problems({ ...PRODUCTION_ENV, ...GENEROUS_LIMITS })).toEqual([]);
    const c = testConfig(PRODUCTION_ENV);
    for (const name of ABUSE_LIMITS) expect(c[name], name).toBeGreaterThan(0);
    expect(c.ORDER_RATE_LIMIT).toBe(Number(GENEROUS_LIMIT));
    // Outside production, test configs still turn the order limits off.
    expect(testConfig().ORDER_RATE_LIMIT).toBe(0);
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
    [{ ...PRODUCTION_ENV, HOST: '0.0.0.0' }],
  ])('starts with %o', (env) => {
    expect(problems(env as Record<string, string>)).toEqual([]);
  });

  it('knows loopback addresses', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['0.0.0.0', '::', '10.0.0.1', 'valleyeats.example', '']) expect(isLoopbackHost(h), h).toBe(false);
  });

  it('the server exits at once with the explanation, before touching DATA_DIR', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 've-accident-'));
    try {
      const env: Record<string, string> = {};
      for (const [k, v] of Object.entries(process.env)) {
        // Only what a fresh shell would have: no configuration from the test runner.
        if (v !== undefined && !/^(NODE_ENV|SESSION_SECRET|HOST|ADMIN_|DATABASE_URL|VITEST|TEST_)/.test(k)) env[k] = v;
      }
      // The compiled server, as npm start and the image run it.
      const run = spawnSync(process.execPath, [await compiledServer()], {
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
