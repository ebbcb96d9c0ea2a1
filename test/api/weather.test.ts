/**
 * Heat-aware suggestions (issue 18 item 4, DESIGN §10.3): GET /api/weather reads the National
 * Weather Service (a fake on 127.0.0.1), keeps the reading 15 minutes, picks the administrator's
 * rule that fits, and never makes a page wait for a service that is down, slow or talking
 * nonsense. The rules' admin API refuses bad input with a stable code. Both engines.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { NwsWeather, RETRY_AFTER_MS } from '../../src/server/weather/service.js';
import { skyOf } from '../../src/server/weather/nws.js';
import { createTestApp, setupTestApp } from '../support/app.js';
import { adminEnv, adminLogin, type Cookie } from '../support/factories.js';
import { type FakeNws, startFakeNws } from '../support/fake-nws.js';

let clock = new Date('2026-07-15T20:00:00Z');
const env: Record<string, string> = { ...adminEnv, WEATHER_TIMEOUT_MS: '500' };
let nws: FakeNws;
beforeAll(async () => {
  nws = await startFakeNws();
  Object.assign(env, nws.env);
});
afterAll(async () => {
  await nws?.close();
});
const t = setupTestApp({ env, now: () => clock });
const later = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

let admin: Cookie;
async function addRule(rule: Record<string, unknown>) {
  admin ??= await adminLogin(t.app);
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/weather-recommendations', headers: { cookie: admin }, payload: rule });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}
const weatherNow = async () => {
  const started = Date.now();
  const res = await t.app.inject({ method: 'GET', url: '/api/weather' });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json(), ms: Date.now() - started, headers: res.headers };
};

describe('GET /api/weather', () => {
  it('is all null when the weather is off (the default under test)', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/weather' });
      expect(res.json()).toEqual({ temperatureF: null, condition: null, forecast: null, recommendation: null });
    } finally {
      await off.close();
    }
  });

  it('on a hot day names the temperature and suggests the hottest rule that fits', async () => {
    await addRule({ weatherCondition: 'any', temperature: 80, recommendedCuisines: ['Tacos'], message: 'A warm one: tacos.' });
    await addRule({ weatherCondition: 'any', temperature: 100, recommendedCuisines: ['Desserts', 'Coffee'], message: 'Cool off with raspados.' });
    await addRule({ weatherCondition: 'any', temperature: 110, recommendedCuisines: ['Vegan'], message: 'Too hot', isActive: false });
    await addRule({ weatherCondition: 'rain', temperature: null, recommendedCuisines: ['BBQ'], message: 'Rain: smoked meat.' });
    nws.set({ mode: 'ok', temperature: 108, shortForecast: 'Sunny' });
    const { body, headers } = await weatherNow();
    expect(body).toEqual({
      temperatureF: 108,
      condition: 'clear',
      forecast: 'Sunny',
      recommendation: { message: 'Cool off with raspados.', recommendedCuisines: ['Desserts', 'Coffee'] },
    });
    expect(headers['cache-control']).toBe('public, max-age=300');
    // NWS asks every caller to say who it is.
    expect(nws.userAgents.at(-1)).toMatch(/^ValleyEats\//);
    expect(nws.requests).toEqual(['/points/33.7222,-116.3745', '/gridpoints/PSR/50,60/forecast/hourly']);
  });

  it('keeps a reading 15 minutes; then reads the forecast again (the grid is kept)', async () => {
    const asked = nws.requests.length;
    nws.set({ temperature: 70, shortForecast: 'Chance Showers And Thunderstorms' });
    later(10);
    expect((await weatherNow()).body.temperatureF).toBe(108);
    expect(nws.requests.length).toBe(asked);
    later(6);
    const { body } = await weatherNow();
    expect(body).toMatchObject({ temperatureF: 70, condition: 'rain', recommendation: { recommendedCuisines: ['BBQ'] } });
    expect(nws.requests.slice(asked)).toEqual(['/gridpoints/PSR/50,60/forecast/hourly']);
  });

  it('a service that is down: the last reading while it is recent, then nothing; asked again only after a minute', async () => {
    nws.set({ mode: 'down' });
    later(16);
    const asked = nws.requests.length;
    const stale = await weatherNow();
    expect(stale.body.temperatureF).toBe(70);
    expect(nws.requests.length).toBe(asked + 1);
    // Within the minute the service is left alone.
    later(0.5);
    await weatherNow();
    expect(nws.requests.length).toBe(asked + 1);
    later(120);
    const gone = await weatherNow();
    expect(gone.body).toEqual({ temperatureF: null, condition: null, forecast: null, recommendation: null });
    expect(gone.ms).toBeLessThan(2_000);
  });

  it('a slow service never holds the answer longer than WEATHER_TIMEOUT_MS; its late reading is used next time', async () => {
    later(2);
    nws.set({ mode: 'slow', slowMs: 1_500, temperature: 112, shortForecast: 'Sunny' });
    const slow = await weatherNow();
    expect(slow.body.temperatureF).toBeNull();
    expect(slow.ms).toBeLessThan(1_400);
    // The refresh goes on (points, then the forecast: 1.5 s each) and the next request has it.
    await vi.waitFor(() => expect(nws.requests.at(-1)).toBe('/gridpoints/PSR/50,60/forecast/hourly'), { timeout: 8_000, interval: 100 });
    await vi.waitFor(async () => expect((await weatherNow()).body.temperatureF).toBe(112), { timeout: 5_000, interval: 100 });
    nws.set({ mode: 'ok' });
  });
});

describe('the NWS reader', () => {
  const log = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

  for (const [mode, reason] of [
    ['garbage', /not JSON/],
    ['wrong-shape', /no period in the documented shape/],
    ['elsewhere', /another host \(127\.0\.0\.2:9\)/],
    ['down', /HTTP 503/],
  ] as const) {
    it(`ignores a service answering ${mode} and logs why`, async () => {
      nws.set({ mode });
      const logger = log();
      let now = new Date('2026-07-15T20:00:00Z');
      const reader = new NwsWeather({ baseUrl: nws.url, userAgent: 'test' }, 500, () => now, logger);
      expect(await reader.current()).toBeNull();
      expect(logger.warn).toHaveBeenCalledTimes(1);
      expect(String(logger.warn.mock.calls[0][0].err)).toMatch(reason);
      // It recovers once the service does (after the pause).
      nws.set({ mode: 'ok', temperature: 99, unit: 'F' });
      now = new Date(now.getTime() + RETRY_AFTER_MS);
      expect(await reader.current()).toMatchObject({ temperatureF: 99 });
    });
  }

  it('turns °C into °F and reads the sky from the forecast words', async () => {
    nws.set({ mode: 'ok', temperature: 40, unit: 'C', shortForecast: 'Patchy Blowing Dust' });
    const reader = new NwsWeather({ baseUrl: nws.url, userAgent: 'test' }, 500, () => new Date(), log());
    expect(await reader.current()).toEqual({ temperatureF: 104, condition: 'wind', forecast: 'Patchy Blowing Dust' });
    nws.set({ unit: 'F' });
    expect(skyOf('Mostly Cloudy')).toBe('cloudy');
    expect(skyOf('Isolated Showers')).toBe('rain');
    expect(skyOf('Clear')).toBe('clear');
  });
});

describe('admin: weather rules', () => {
  const path = '/admin/api/weather-recommendations';

  it('are only for the administrator', async () => {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(401);
  });

  it('refuse bad input with 400 invalid_request and a message, and keep nothing', async () => {
    admin ??= await adminLogin(t.app);
    const before = (await t.app.inject({ method: 'GET', url: path, headers: { cookie: admin } })).json().length;
    const good = { weatherCondition: 'any', temperature: 100, recommendedCuisines: ['Desserts'], message: 'Cool off.' };
    for (const [bad, message] of [
      [{ ...good, weatherCondition: 'hail' }, 'Choose a sky'],
      [{ ...good, temperature: 200 }, 'from -20 to 140'],
      [{ ...good, temperature: 99.5 }, 'whole number'],
      [{ ...good, recommendedCuisines: [] }, 'one to eight cuisines'],
      [{ ...good, recommendedCuisines: ['  '] }, 'one to eight cuisines'],
      [{ ...good, message: '' }, 'message of up to 200'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: path, headers: { cookie: admin }, payload: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('invalid_request');
      expect(res.json().message).toContain(message);
    }
    expect((await t.app.inject({ method: 'GET', url: path, headers: { cookie: admin } })).json().length).toBe(before);
  });

  it('change only what is sent, switch off, and delete; an unknown rule is 404 not_found', async () => {
    const { id } = await addRule({ weatherCondition: 'wind', recommendedCuisines: [' Coffee '], message: ' Dust out there. ' });
    const listed = (await t.app.inject({ method: 'GET', url: path, headers: { cookie: admin } })).json();
    expect(listed.find((r: { id: number }) => r.id === id)).toEqual({
      id,
      weatherCondition: 'wind',
      temperature: null,
      recommendedCuisines: ['Coffee'],
      message: 'Dust out there.',
      isActive: true,
    });
    const patched = await t.app.inject({ method: 'PATCH', url: `${path}/${id}`, headers: { cookie: admin }, payload: { isActive: false } });
    expect(patched.json()).toMatchObject({ id, weatherCondition: 'wind', isActive: false, message: 'Dust out there.' });
    const empty = await t.app.inject({ method: 'PATCH', url: `${path}/${id}`, headers: { cookie: admin }, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `${path}/${id}`, headers: { cookie: admin } })).statusCode).toBe(204);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: `${path}/${id}`, headers: { cookie: admin }, payload: method === 'PATCH' ? { isActive: true } : undefined });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: 'Weather rule not found' });
    }
  });
});

describe('the rules GET /api/weather picks from', () => {
  const path = '/admin/api/weather-recommendations';
  const send = async (method: 'PATCH' | 'DELETE', id: number, payload?: Record<string, unknown>) => {
    const res = await t.app.inject({ method, url: `${path}/${id}`, headers: { cookie: admin }, payload });
    expect(res.statusCode, res.body).toBe(method === 'DELETE' ? 204 : 200);
  };
  /** Loads (misses) and answers from memory (hits) of the rules, as /metrics counts them. */
  const lookups = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    const count = (result: string) =>
      Number(new RegExp(`^valley_eats_cache_lookups_total\\{cache="weather_rules",result="${result}"\\} (\\S+)$`, 'm').exec(res.body)?.[1] ?? 0);
    return { misses: count('miss'), hits: count('hit') };
  };
  const suggestion = async () => (await weatherNow()).body.recommendation;

  it('shows an administrator’s create, change, switch-off and delete on the very next GET', async () => {
    // A fresh reading, hotter than every earlier rule's threshold.
    nws.set({ mode: 'ok', temperature: 130, shortForecast: 'Sunny' });
    later(16);
    const { id: hot } = await addRule({ weatherCondition: 'any', temperature: 120, recommendedCuisines: ['Raspados'], message: 'Stay inside.' });
    expect(await suggestion()).toEqual({ message: 'Stay inside.', recommendedCuisines: ['Raspados'] });
    await send('PATCH', hot, { message: 'Raspados, now.' });
    expect(await suggestion()).toEqual({ message: 'Raspados, now.', recommendedCuisines: ['Raspados'] });
    const { id: hotter } = await addRule({ weatherCondition: 'clear', temperature: 125, recommendedCuisines: ['Ice cream'], message: 'Ice cream.' });
    expect((await suggestion()).message).toBe('Ice cream.');
    await send('PATCH', hotter, { isActive: false });
    expect((await suggestion()).message).toBe('Raspados, now.');
    await send('PATCH', hotter, { isActive: true });
    expect((await suggestion()).message).toBe('Ice cream.');
    await send('DELETE', hotter);
    expect((await suggestion()).message).toBe('Raspados, now.');
    await send('DELETE', hot);
    expect((await suggestion())?.message).not.toBe('Raspados, now.');
  });

  it('are read from the database once, not on every GET, until a rule changes', async () => {
    nws.set({ mode: 'ok', temperature: 130, shortForecast: 'Sunny' });
    const { id } = await addRule({ weatherCondition: 'any', temperature: 120, recommendedCuisines: ['Raspados'], message: 'Once.' });
    const before = await lookups();
    for (let i = 0; i < 3; i++) expect((await suggestion()).message).toBe('Once.');
    const after = await lookups();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(2);
    await send('PATCH', id, { message: 'Twice.' });
    expect((await suggestion()).message).toBe('Twice.');
    expect((await lookups()).misses - after.misses).toBe(1);
  });
});
