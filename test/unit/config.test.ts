import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';

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
    });
    expect(c.DATABASE_URL).toBeUndefined();
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
