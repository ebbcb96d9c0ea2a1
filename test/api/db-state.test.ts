/**
 * The database fingerprint the fuzz tests prove "a refused request changed nothing" with
 * (test/support/db-state.ts): `current()` reads again only after a write, and never misses one.
 */
import { expect, it } from 'vitest';
import { setupTestApp } from '../support/app.js';
import { changedTables, dbFingerprint } from '../support/db-state.js';
import { signUp } from '../support/factories.js';

const t = setupTestApp();

it('sees every write, and agrees with a full reading', async () => {
  const fingerprint = await dbFingerprint(t.database);
  const first = await fingerprint.current();
  expect(first).toEqual(await fingerprint.take());

  // A refused sign-in changes nothing but the attempts counted against its limit.
  const refused = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'nobody@example.com', password: 'wrong-password-1' } });
  expect(refused.statusCode).toBe(401);
  const now = await fingerprint.current();
  expect(changedTables(first, now)).toEqual(['rate_limit_counters']);
  expect(now).toEqual(await fingerprint.take());
  expect(await fingerprint.current()).toEqual(now);

  await signUp(t.app);
  const after = await fingerprint.current();
  expect(changedTables(now, after)).toContain('users');
  expect(after).toEqual(await fingerprint.take());
});
