/**
 * A fake of the National Weather Service API on 127.0.0.1 (the service's two calls the app
 * makes: /points/{lat},{lng} and the hourly forecast it names), so weather tests never reach the
 * internet. `set()` changes what it answers: a temperature and sky, an outage, a slow answer,
 * or garbage.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type NwsMode = 'ok' | 'down' | 'slow' | 'garbage' | 'wrong-shape' | 'elsewhere';

export interface FakeNws {
  url: string;
  /** For the app: WEATHER_PROVIDER=nws at this fake. */
  env: Record<string, string>;
  /** Every path asked for, in order. */
  requests: string[];
  userAgents: string[];
  set(state: Partial<{ mode: NwsMode; temperature: number; unit: 'F' | 'C'; shortForecast: string; slowMs: number }>): void;
  close(): Promise<void>;
}

export async function startFakeNws(): Promise<FakeNws> {
  const state = { mode: 'ok' as NwsMode, temperature: 75, unit: 'F' as 'F' | 'C', shortForecast: 'Sunny', slowMs: 5_000 };
  const requests: string[] = [];
  const userAgents: string[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let url = '';

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/geo+json' }).end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    requests.push(path);
    userAgents.push(String(req.headers['user-agent'] ?? ''));
    if (state.mode === 'down') return answer(res, 503, { title: 'Service Unavailable' });
    if (state.mode === 'garbage') return answer(res, 200, '<html>Oops</html>');
    if (path.startsWith('/points/')) {
      // 'elsewhere': a forecast URL on another origin (another loopback port), which the app must refuse unasked.
      const forecastHourly = state.mode === 'elsewhere' ? 'http://127.0.0.2:9/forecast' : `${url}/gridpoints/PSR/50,60/forecast/hourly`;
      return answer(res, 200, { properties: { gridId: 'PSR', gridX: 50, gridY: 60, forecastHourly } });
    }
    if (path === '/gridpoints/PSR/50,60/forecast/hourly') {
      if (state.mode === 'wrong-shape') return answer(res, 200, { properties: { periods: [{ temperature: 'hot' }] } });
      const start = new Date(Date.now() - 30 * 60_000);
      const period = (i: number) => ({
        number: i + 1,
        startTime: new Date(start.getTime() + i * 3_600_000).toISOString(),
        endTime: new Date(start.getTime() + (i + 1) * 3_600_000).toISOString(),
        temperature: state.temperature + i,
        temperatureUnit: state.unit,
        shortForecast: state.shortForecast,
      });
      return answer(res, 200, { properties: { periods: [period(0), period(1), period(2)] } });
    }
    return answer(res, 404, { title: 'Not Found' });
  };

  const server = createServer((req, res) => {
    if (state.mode !== 'slow') return handle(req, res);
    const timer = setTimeout(() => {
      timers.delete(timer);
      state.mode = 'ok';
      handle(req, res);
      state.mode = 'slow';
    }, state.slowMs);
    timers.add(timer);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: { WEATHER_PROVIDER: 'nws', WEATHER_API_BASE: url },
    requests,
    userAgents,
    set(next) {
      Object.assign(state, next);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
