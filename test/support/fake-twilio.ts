/**
 * A small fake of Twilio's Messages API on 127.0.0.1 (DESIGN §10.1), started by the tests that
 * need texts: `POST /2010-04-01/Accounts/{sid}/Messages.json` with form fields To, From, Body and
 * HTTP Basic `sid:token`, answering 201 `{sid, status:'queued', …}` like the real one. It records
 * every message it accepted, and can be told to fail (5xx), hang (no answer) or refuse a number
 * (400, Twilio's error 21211) so the outbox's retries can be tested.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TWILIO_SID = 'AC00000000000000000000000000000000';
export const FAKE_TWILIO_TOKEN = 'fake-twilio-auth-token-0123456789';
export const FAKE_TWILIO_FROM = '+17605550000';

export interface FakeText {
  sid: string;
  to: string;
  from: string;
  body: string;
  at: Date;
}

export type FakeTwilioMode =
  /** Accept every message (201). */
  | { kind: 'ok' }
  /** Answer this status (500, 503…) to every request. */
  | { kind: 'fail'; status: number }
  /** Never answer (the client must time out). */
  | { kind: 'hang' };

export interface FakeTwilio {
  /** The base URL to put in TWILIO_API_BASE. */
  url: string;
  /** Environment for an app that should text through this fake. */
  env: Record<string, string>;
  /** Messages accepted (201), oldest first. */
  messages: FakeText[];
  /** Requests received, whatever the answer (accepted, failed, hung, refused). */
  requests: number;
  /** Numbers (E.164) answered 400 with Twilio's "invalid To number" error. */
  invalidNumbers: Set<string>;
  setMode(mode: FakeTwilioMode): void;
  /** Texts sent to a phone (10 digits or E.164). */
  textsTo(phone: string): FakeText[];
  /** Resolves with the first text to `phone` (after `after` messages to it) within `timeoutMs`. */
  waitForText(phone: string, options?: { after?: number; timeoutMs?: number }): Promise<FakeText>;
  /** The 6-digit code in the latest text to `phone`, waiting for it. */
  waitForCode(phone: string, options?: { after?: number; timeoutMs?: number }): Promise<string>;
  close(): Promise<void>;
}

const e164 = (phone: string) => (phone.startsWith('+') ? phone : `+1${phone.replace(/\D/g, '').slice(-10)}`);

export async function startFakeTwilio(): Promise<FakeTwilio> {
  let mode: FakeTwilioMode = { kind: 'ok' };
  const messages: FakeText[] = [];
  const hung = new Set<http.ServerResponse>();
  const waiters = new Set<() => void>();
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_TWILIO_SID}:${FAKE_TWILIO_TOKEN}`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      fake.requests += 1;
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${FAKE_TWILIO_SID}/Messages.json`) {
        return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      }
      if (req.headers.authorization !== expectedAuth) {
        return json(401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return json(400, { code: 21601, message: 'Expected a form body', status: 400 });
      }
      if (mode.kind === 'hang') {
        hung.add(res);
        res.on('close', () => hung.delete(res));
        return;
      }
      if (mode.kind === 'fail') return json(mode.status, { code: 20500, message: 'Internal Server Error', status: mode.status });
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      const body = form.get('Body') ?? '';
      if (!/^\+[1-9]\d{7,14}$/.test(to) || fake.invalidNumbers.has(to)) {
        return json(400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 });
      }
      if (!from || !body) return json(400, { code: 21602, message: 'Message body is required.', status: 400 });
      const text: FakeText = { sid: `SM${randomBytes(16).toString('hex')}`, to, from, body, at: new Date() };
      messages.push(text);
      for (const wake of waiters) wake();
      json(201, { sid: text.sid, status: 'queued', to, from, body, account_sid: FAKE_TWILIO_SID });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeTwilio = {
    url,
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_API_BASE: url,
      TWILIO_ACCOUNT_SID: FAKE_TWILIO_SID,
      TWILIO_AUTH_TOKEN: FAKE_TWILIO_TOKEN,
      TWILIO_FROM: FAKE_TWILIO_FROM,
    },
    messages,
    requests: 0,
    invalidNumbers: new Set(),
    setMode(next) {
      mode = next;
      if (next.kind !== 'hang') {
        for (const res of hung) res.destroy();
        hung.clear();
      }
    },
    textsTo(phone) {
      const to = e164(phone);
      return messages.filter((m) => m.to === to);
    },
    waitForText(phone, options = {}) {
      const after = options.after ?? 0;
      const timeoutMs = options.timeoutMs ?? 10_000;
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = fake.textsTo(phone)[after];
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no text to ${phone} within ${timeoutMs} ms (${fake.textsTo(phone).length} so far)`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async waitForCode(phone, options) {
      const text = await fake.waitForText(phone, options);
      const code = /\b(\d{6})\b/.exec(text.body)?.[1];
      if (!code) throw new Error(`no 6-digit code in "${text.body}"`);
      return code;
    },
    async close() {
      for (const res of hung) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
