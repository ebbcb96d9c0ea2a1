import { describe, expect, it } from 'vitest';
import { en } from '../../src/shared/messages/en/index.js';
import { es } from '../../src/shared/messages/es/index.js';
import { setupTestApp } from '../support/app.js';
import { signUp } from '../support/factories.js';

const t = setupTestApp();
const spanish = new Set(Object.values(es).filter((text) => !(Object.values(en) as string[]).includes(text)));

describe('server messages in the request language', () => {
  it('answers a failed sign-in in Spanish to a Spanish browser, in English otherwise', async () => {
    const user = await signUp(t.app);
    const body = { email: user.body.email, password: 'not-the-password' };
    const asked = async (language?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: body,
        headers: language ? { 'accept-language': language } : {},
      });
      expect(res.statusCode).toBe(401);
      return res.json().message as string;
    };
    expect(await asked('es-MX,es;q=0.9,en;q=0.8')).toBe(es['auth.error.invalidLogin']);
    expect(await asked()).toBe(en['auth.error.invalidLogin']);
    expect(await asked('de-DE')).toBe(en['auth.error.invalidLogin']);
    expect(es['auth.error.invalidLogin']).not.toBe(en['auth.error.invalidLogin']);
  });

  it('gives validation messages in Spanish, and concurrent requests never mix languages', async () => {
    const send = (language: 'es' | 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/guest-preorders',
        payload: { vendorId: 1, firstName: '', lastName: 'Ortiz', phone: '12', paymentMethod: 'cash', items: [], totalAmount: '1.00' },
        headers: { 'accept-language': language },
      });
    const languages: ('es' | 'en')[] = Array.from({ length: 30 }, (_, i) => (i % 2 ? 'es' : 'en'));
    const answers = await Promise.all(languages.map(send));
    answers.forEach((res, i) => {
      expect(res.statusCode).toBe(400);
      const message = res.json().message as string;
      if (languages[i] === 'es') expect(spanish.has(message), message).toBe(true);
      else expect(Object.values(en) as string[]).toContain(message);
    });
  });
});
