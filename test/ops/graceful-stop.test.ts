/**
 * A graceful stop of the real server (issue 21 item 2, decision 0031): on SIGTERM a vendor's live
 * stream gets a retry hint and ends, new connections are refused while a request already in
 * flight still finishes with 200, and the process exits cleanly within a few seconds.
 *
 * The request in flight is made deterministic with `Expect: 100-continue`: Node answers
 * `100 Continue` when it hands the request to Fastify, so once the test reads it the request is
 * being served; its body is only sent after the SIGTERM, so it cannot finish before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmSignUp } from '../support/http-shop.js';
import { ServerProcess, testServerEnv } from '../support/server-process.js';
import { copyTemplate } from '../support/template.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 've-ops-stop-'));
const server = new ServerProcess({ env: testServerEnv({ dataDir }) });

beforeAll(async () => {
  copyTemplate(inject('pgliteTemplate'), path.join(dataDir, 'pglite'));
  await server.start();
});

afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${server.output()}`);
    await sleep(20);
  }
}

/** Whether a new TCP connection to the server is refused (not merely answered 503). */
function connectionRefused(): Promise<boolean> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

/**
 * POST `body` as JSON with `Expect: 100-continue` on a raw socket: resolves `served` once the server
 * has taken the request, and `send()` then sends the body and resolves with the raw answer.
 */
function slowPost(urlPath: string, body: object) {
  const json = JSON.stringify(body);
  const { port } = new URL(server.baseUrl);
  const socket = net.connect(Number(port), '127.0.0.1');
  let received = '';
  let onData: () => void = () => {};
  socket.on('data', (chunk) => {
    received += chunk.toString('utf8');
    onData();
  });
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    `POST ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(json)}\r\nExpect: 100-continue\r\n\r\n`,
  );
  const served = new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    onData = () => {
      if (received.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) resolve();
      else if (received.length >= 12) reject(new Error(`answered before its body was sent: ${received}`));
    };
  });
  return {
    served,
    async send(): Promise<{ status: number; head: string; body: string }> {
      socket.write(json);
      await Promise.race([ended, until('the answer to the request in flight', () => /\r\n\r\n[\s\S]*\}$/.test(received.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '')))]);
      const text = received.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
      const split = text.indexOf('\r\n\r\n');
      const head = text.slice(0, split);
      return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head, body: text.slice(split + 4) };
    },
  };
}

describe('graceful stop', () => {
  it('SIGTERM: live streams get a retry hint and end, new connections are refused, the request in flight finishes with 200, the process exits cleanly', async () => {
    const base = server.baseUrl;
    // A vendor, signed in, with its live order stream open.
    const account = { email: `stop-${Date.now()}@example.com`, password: 'desert-bloom-42' };
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, firstName: 'Rosa', lastName: 'Medina' }),
    });
    expect(signup.status, await signup.clone().text()).toBe(202);
    const { cookie } = await confirmSignUp(server, account.email);
    const vendor = await fetch(`${base}/api/vendors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        businessName: 'Taqueria Graceful',
        cuisine: 'Mexican',
        address: '82-500 Highway 111, Indio, CA 92201',
        description: 'Al pastor off the trompo.',
        phone: '(760) 555-0198',
        paymentMethods: ['cash'],
      }),
    });
    expect(vendor.status, await vendor.clone().text()).toBe(201);

    const stream = await fetch(`${base}/api/my-vendor/preorders/stream`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let streamText = '';
    let streamEnded = false;
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        streamText += value;
      }
      streamEnded = true;
    })();
    await until('the stream to open', () => streamText.includes('event: ready'));

    // A sign-in in flight: the server has taken it, its body is still to come.
    const inFlight = slowPost('/api/auth/signin', account);
    await inFlight.served;

    const exited = server.signal('SIGTERM', 15_000);
    const stopAt = Date.now();

    // The stream's last words tell EventSource to come back (to another instance) soon, then it ends.
    await until('the stream to end', () => streamEnded);
    await reading;
    const last = streamText.slice(streamText.lastIndexOf('event: ready'));
    const retry = /retry: (\d+)\nevent: reconnect\ndata: (\{.*\})\n\n$/.exec(last);
    expect(retry, last).not.toBeNull();
    expect(Number(retry?.[1])).toBeGreaterThanOrEqual(1000);
    expect(Number(retry?.[1])).toBeLessThanOrEqual(3000);
    expect(JSON.parse(retry?.[2] ?? '{}')).toEqual({ retryMs: Number(retry?.[1]) });

    // No new connection is taken, while the request in flight still holds the process open.
    await until('new connections to be refused', connectionRefused);
    expect(server.running).toBe(true);

    const answer = await inFlight.send();
    expect(answer.status, answer.head).toBe(200);
    expect(answer.head).toMatch(/^connection: close$/im);
    expect(JSON.parse(answer.body)).toMatchObject({ email: account.email });

    expect(await exited, server.output()).toBe(true);
    // Within main.ts's 10 s cut-off, which would have exited 1 and said so.
    expect(Date.now() - stopAt).toBeLessThan(10_000);
    // main.ts prints this only on the clean path, right before process.exit(0).
    expect(server.output()).toContain('[valley-eats] SIGTERM received; finishing requests…');
    expect(server.output()).toContain('[valley-eats] Stopped.');
    expect(server.output()).not.toMatch(/shutdown took longer|closing the (server|database) failed/);
    expect(await connectionRefused()).toBe(true);
  });
});
