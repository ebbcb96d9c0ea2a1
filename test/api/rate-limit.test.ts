import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/app.js';
import { adminEnv } from '../support/factories.js';

const t = setupTestApp({ env: { ...adminEnv, AUTH_RATE_LIMIT: '3' } });

describe('rate limits (DESIGN §3)', () => {
  it.each(['/api/auth/signin', '/api/auth/signup', '/secret-admin-login'])(
    'answers 429 on %s after AUTH_RATE_LIMIT attempts a minute',
    async (url) => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress: `10.0.0.${url.length}`,
          payload: { email: 'x@example.com', password: 'wrong-password', username: 'x', firstName: 'X' },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json()).toMatchObject({ message: 'Too many requests, try again later' });
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses.slice(3)).toEqual([429, 429]);
    },
  );

  it('counts each address separately', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: '10.9.9.9',
      payload: { email: 'nobody-here@example.com', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
  });
});
