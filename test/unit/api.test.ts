/**
 * SPEC §7's failure rule, against a real HTTP server: a non-ok answer becomes an error whose
 * message is "<status>: <body text>", or "<status>: <status text>" when the body is empty.
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  api,
  apiRequest,
  errorMessage,
  getQueryFn,
  isUnauthorizedError,
  queryKeyToUrl,
  routeOfKey,
} from '../../src/client/lib/api.js';
import * as queryKeys from '../../src/client/lib/query-keys.js';

let base = '';
let server: http.Server;
const seen: { method?: string; url?: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, type: req.headers['content-type'], body });
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      switch (req.url) {
        case '/ok':
          return json(200, { hello: 'world' });
        case '/echo':
          return json(201, { got: JSON.parse(body) });
        case '/missing':
          return json(404, { message: 'x' });
        case '/empty-error':
          res.writeHead(503);
          return res.end();
        case '/text-error':
          res.writeHead(500, { 'content-type': 'text/plain' });
          return res.end('Something broke');
        case '/no-content':
          res.writeHead(204);
          return res.end();
        case '/unauthorized':
          return json(401, { message: 'No autorizado', code: 'unauthorized' });
        case '/vendors/7/menu':
          return json(200, [{ id: 1 }]);
        default:
          // The typed client's calls (relative paths, sent here by the fetch below) echo what came.
          if (req.url?.startsWith('/api/')) return json(200, { url: req.url, body: body ? JSON.parse(body) : null });
          return json(404, { message: 'Not found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the call to fail');
}

describe('apiRequest', () => {
  it('returns the parsed JSON of an ok answer', async () => {
    await expect(apiRequest('GET', `${base}/ok`)).resolves.toEqual({ hello: 'world' });
  });

  it('sends a body as JSON', async () => {
    await expect(apiRequest('POST', `${base}/echo`, { a: 1 })).resolves.toEqual({ got: { a: 1 } });
    const last = seen.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.type).toBe('application/json');
    expect(last.body).toBe('{"a":1}');
  });

  it('resolves to undefined for 204', async () => {
    await expect(apiRequest('DELETE', `${base}/no-content`)).resolves.toBeUndefined();
  });

  it('throws "<status>: <body>" for a non-ok answer with a body', async () => {
    const err = await failure(apiRequest('GET', `${base}/missing`));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('404: {"message":"x"}');
    expect((err as ApiError).status).toBe(404);
  });

  it('uses the status text when the body is empty', async () => {
    const err = await failure(apiRequest('POST', `${base}/empty-error`, {}));
    expect(err.message).toBe('503: Service Unavailable');
  });

  it('keeps a plain-text body as it is', async () => {
    const err = await failure(apiRequest('GET', `${base}/text-error`));
    expect(err.message).toBe('500: Something broke');
  });
});

describe('api (the typed client)', () => {
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    // The page's relative paths, sent to this test's server.
    globalThis.fetch = (input, init) => realFetch(typeof input === 'string' && input.startsWith('/') ? `${base}${input}` : input, init);
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it("fills the path's parameters, encoded, and sends the body as JSON", async () => {
    const answer = await api('PUT /api/vendors/:id/reviews/:reviewId/reply', {
      params: { id: 7, reviewId: 'preorder-3/x' },
      body: { reply: 'Gracias' },
    });
    expect(answer).toEqual({ url: '/api/vendors/7/reviews/preorder-3%2Fx/reply', body: { reply: 'Gracias' } });
    expect(seen.at(-1)?.method).toBe('PUT');
  });

  it('builds the query from what is given and leaves out what is not', async () => {
    const page = (cursor: string | undefined) => api('GET /api/vendors/:id/reviews', { params: { id: 7 }, query: { cursor } });
    expect(await page(undefined)).toMatchObject({ url: '/api/vendors/7/reviews' });
    expect(await page('a b&c')).toMatchObject({ url: '/api/vendors/7/reviews?cursor=a+b%26c' });
  });
});

describe('the client calls the server through the typed client', () => {
  /** The untyped calls kept, each for a reason: */
  const KEPT = new Set([
    'lib/api.ts', // where api() and the query functions are made of them
    'lib/use-auth.ts', // "who is signed in?": a 401 is an answer (null), read before the page's code loads
    'components/admin/use-admin-resource.ts', // one hook for every admin resource, its URLs from the resource's configuration
  ]);

  it('nowhere else calls apiRequest or getJson', () => {
    const root = new URL('../../src/client/', import.meta.url);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const untyped = files.filter((f) => !KEPT.has(f) && /\b(apiRequest|getJson)\s*[<(]/.test(readFileSync(new URL(f, root), 'utf8')));
    expect(untyped).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  });
});

describe('query keys named with their route (apiKey)', () => {
  /** Every key query-keys.ts makes, its key functions called with a sample argument. */
  function keysOf(value: unknown, name = ''): unknown[][] {
    if (Array.isArray(value)) return [value];
    if (typeof value === 'function') return /key/i.test(name) ? keysOf(value(7)) : [];
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keysOf(v, `${name}.${k}`));
    return [];
  }

  it("read their route's path", () => {
    const named = keysOf(queryKeys).flatMap((key) => {
      const route = routeOfKey(key);
      return route ? [{ route, url: queryKeyToUrl(key).split('?')[0] }] : [];
    });
    const pathOf = (route: string) => new RegExp(`^${route.split(' ')[1].replace(/:\w+/g, '[^/]+')}$`);
    expect(named.filter(({ route, url }) => !route.startsWith('GET ') || !pathOf(route).test(url))).toEqual([]);
    expect(named.length).toBeGreaterThan(0);
  });
});

describe('getQueryFn', () => {
  const run = (on401: 'returnNull' | 'throw', key: unknown[]) =>
    getQueryFn<unknown>({ on401 })({
      queryKey: key,
      signal: new AbortController().signal,
      meta: undefined,
      client: undefined as never,
    } as never);

  it('resolves to null on 401 with returnNull', async () => {
    await expect(run('returnNull', [`${base}/unauthorized`])).resolves.toBeNull();
  });

  it('throws on 401 with throw, as an unauthorized error', async () => {
    const err = await failure(run('throw', [`${base}/unauthorized`]) as Promise<unknown>);
    expect(err.message).toBe('401: {"message":"No autorizado","code":"unauthorized"}');
    expect(isUnauthorizedError(err)).toBe(true);
  });

  it('still throws other failures with returnNull', async () => {
    const err = await failure(run('returnNull', [`${base}/missing`]) as Promise<unknown>);
    expect(err.message).toBe('404: {"message":"x"}');
  });

  it('builds the URL from the key parts', async () => {
    expect(queryKeyToUrl(['/api/vendors', 7, 'menu'])).toBe('/api/vendors/7/menu');
    expect(queryKeyToUrl(['/api/auth/user'])).toBe('/api/auth/user');
    await expect(run('throw', [`${base}/vendors`, 7, 'menu'])).resolves.toEqual([{ id: 1 }]);
  });
});

describe('isUnauthorizedError', () => {
  // Decided by status and code, never by the (translated) message: a Spanish visitor whose
  // session expired is sent to sign in like an English one.
  it.each([
    [401, '{"message":"Unauthorized","code":"unauthorized"}', true],
    [401, '{"message":"No autorizado","code":"unauthorized"}', true],
    [401, '{"message":"Invalid email or password","code":"invalid_login"}', false],
    [401, '{"message":"Verify your phone","code":"phone_unverified"}', false],
    [401, 'Unauthorized', false],
    [403, '{"message":"Unauthorized","code":"unauthorized"}', false],
  ])('%s %s → %s', (status, body, expected) => {
    expect(isUnauthorizedError(new ApiError(status, '', body))).toBe(expected);
  });

  it('is false for things that are not API errors', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
    expect(isUnauthorizedError(undefined)).toBe(false);
  });
});

describe('errorMessage', () => {
  it('shows the message of a JSON error body without the status prefix', () => {
    const err = new ApiError(401, 'Unauthorized', '{"message":"Invalid email or password"}');
    expect(err.message).toBe('401: {"message":"Invalid email or password"}');
    expect(errorMessage(err, 'fallback')).toBe('Invalid email or password');
  });

  it('shows a plain-text body, and the fallback when there is nothing useful', () => {
    expect(errorMessage(new ApiError(500, 'Internal Server Error', 'Boom'), 'fallback')).toBe('Boom');
    expect(errorMessage(new ApiError(502, 'Bad Gateway', ''), 'fallback')).toBe('fallback');
    expect(errorMessage(new ApiError(502, 'Bad Gateway', '<html>proxy</html>'), 'fallback')).toBe('fallback');
    expect(errorMessage(new Error('anything'), 'fallback')).toBe('fallback');
  });

  it('names a network failure', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe(
      'Network error: check your connection and try again',
    );
  });
});
