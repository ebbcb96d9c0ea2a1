/**
 * The desk's catch-up cursor (components/vendor/desk-queue.ts), against a real HTTP server: a read
 * moves the cursor to what the server answered; a read the query cancelled on its way (a catch-up
 * started meanwhile) is thrown away and leaves the cursor where it was, so the next read still
 * asks for the changes it would have brought (a browser run lost a customer's cancel that way).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deskCursor, readDeskOrders, setDeskCursor } from '../../src/client/components/vendor/desk-queue.js';

let base = '';
let server: http.Server;
const asked: string[] = [];
/** The next answer waits for this, when set. */
let hold: Promise<void> | null = null;

const order = (id: number, status: string) => ({ id, status, createdAt: `2026-12-02T10:0${id}:00.000Z` });

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const since = new URL(req.url ?? '/', 'http://x').searchParams.get('since') ?? '';
    asked.push(since);
    if (hold) await hold;
    const answer =
      since === ''
        ? { orders: [order(1, 'pending'), order(2, 'pending')], cursor: 'c1', more: false }
        : { orders: [order(2, 'cancelled')], cursor: `${since}+`, more: false };
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => realFetch(typeof input === 'string' && input.startsWith('/') ? `${base}${input}` : input, init);
  return () => {
    globalThis.fetch = realFetch;
  };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('moves the cursor only with a read the desk keeps', async () => {
  setDeskCursor(null);
  const first = await readDeskOrders(undefined);
  expect(first.map((o) => [o.id, o.status])).toEqual([
    [2, 'pending'],
    [1, 'pending'],
  ]);
  expect(deskCursor()).toBe('c1');

  // A catch-up the query cancels while its answer is on the way: thrown away, the cursor stays.
  let release = () => {};
  hold = new Promise((resolve) => {
    release = resolve;
  });
  const controller = new AbortController();
  const cancelled = readDeskOrders(first, controller.signal);
  await expect.poll(() => asked.length).toBe(2);
  controller.abort();
  release();
  hold = null;
  await expect(cancelled).rejects.toThrow();
  expect(deskCursor()).toBe('c1');

  // The next read still asks from c1 and gets the cancel.
  const next = await readDeskOrders(first);
  expect(asked.at(-1)).toBe('c1');
  expect(next.find((o) => o.id === 2)?.status).toBe('cancelled');
  expect(deskCursor()).toBe('c1+');
});
