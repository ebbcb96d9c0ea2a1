/**
 * The fuzz test's requests (test/api/fuzz.test.ts): from a request that works (a route's Target),
 * fast-check variants of it (hostile values, dropped and extra fields, malformed JSON, wrong
 * content types, oversized bodies, hostile ids and headers, forged upload signatures and texts)
 * and the inject options each one becomes, with the status it must get where that is certain.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { BODY_LIMIT } from '../../src/server/app.js';
import { twilioSignature } from '../../src/server/messaging/inbound.js';
import type { Cookie } from './factories.js';
import { FAKE_TWILIO_TOKEN } from './fake-twilio.js';
import type { Method } from './routes.js';

/** The request that works: the starting point of every variant. */
export interface Target {
  url: string;
  cookie?: Cookie;
  /** The JSON body, or undefined when the route takes none. */
  body?: unknown;
  /** Raw routes (uploads): the bytes. */
  bytes?: Buffer;
  /** Form routes (Twilio's webhook): the fields and the headers that sign them; a JSON route's own headers (a signature). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface FuzzRoute {
  method: Exclude<Method, 'GET'>;
  /** The route pattern, as Fastify lists it. */
  route: string;
  /** Called before each run; makes a fresh fixture where a success would use the old one up. */
  target(): Promise<Target> | Target;
  raw?: boolean;
  /** A form-encoded route: variants are hostile forms, signed or not. */
  form?: boolean;
  /** Tables a refused request may change, each with its reason. */
  mayChange?: Record<string, string>;
}

/** A signed inbound text: the app signs http://{Host}{path} when PUBLIC_URL is unset. */
export function smsTarget(form: Record<string, string>): Target {
  const host = 'valleyeats.example';
  const signature = twilioSignature(FAKE_TWILIO_TOKEN, `http://${host}/api/sms/inbound`, form);
  return { url: '/api/sms/inbound', form, headers: { host, 'x-twilio-signature': signature } };
}

// ---------------------------------------------------------------- hostile values

const printable = (maxLength = 200) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });

const HUGE = ['x'.repeat(100_000), 'é'.repeat(50_000), '🌮'.repeat(30_000), ' '.repeat(20_000)];
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFFx',
    '\u202Eevil',
    'Z\u0351\u0363\u0364',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '$' + '{7*7}', // a template injection probe, kept out of a template literal
    '../../etc/passwd',
    'null',
    'NaN',
    '-1',
    '1e309',
    '0x1F',
    '2024-02-30',
    '9999-12-31T23:59:59Z',
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20',
    'open',
    'completed',
    'cash',
    'percentage',
    '(760) 555-0142',
    '17:00',
    '24:00',
    '/uploads/../../secret',
  ),
  fc.constantFrom(...HUGE),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1.5, 0.001, 1e-7, 0.1 + 0.2, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 2 ** 63, 1e21, 1e308, -1e308, Number.MIN_VALUE, 999999.995, 99),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 8 }),
  fc.constant(Array.from({ length: 5000 }, (_, i) => i)),
  fc.constant({ $gt: '' }),
);
/** Number literals JSON.stringify cannot write: they reach the parser as text. */
const numberText = fc.constantFrom('1e400', '-1e400', '1E+999', '123456789012345678901234567890', '-0.0', '0.1e-400', '1.000000000000000000001', '9007199254740993');
const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"a":}',
    '{"a":1,}',
    "{'a':1}",
    '{"a":NaN}',
    '{"price":Infinity}',
    '{"a":-Infinity}',
    '{"a":undefined}',
    '{a:1}',
    '[1,2',
    '"unterminated',
    '{"a":"\\x41"}',
    '{"a":"\\u12"}',
    '{"a":01}',
    '{"a":1}{"b":2}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '\u0000',
    'null null',
    'tru',
    '<xml/>',
    'a=1&b=2',
  ),
  fc.string({ minLength: 1 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);
const wrongContentType = fc.constantFrom(
  'text/plain',
  'text/html; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'application/jsonp',
  'application/json-seq',
  'application/*',
  '*/*',
  'json',
  'x',
);
const hostileParam = fc.oneof(
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '1e400',
    'NaN',
    'Infinity',
    '2147483647',
    '2147483648',
    '4294967296',
    '9007199254740991',
    '9007199254740993',
    '99999999999999999999',
    '0x10',
    '0b1',
    ' 1',
    '1 ',
    '+1',
    '00001',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '\u0000',
    '..',
    '%',
    'a'.repeat(5000),
  ),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);
const hostileHeaders = fc.record(
  {
    'idempotency-key': fc.oneof(printable(), fc.constant('k'.repeat(5000))),
    origin: fc.oneof(fc.webUrl(), printable(), fc.constantFrom('null', 'http://localhost:80', 'http://localhost')),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), printable()),
    'x-forwarded-host': printable(),
    'x-http-method-override': fc.constantFrom('GET', 'DELETE', 'PATCH'),
    accept: printable(),
    'accept-language': printable(),
    'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x'),
  },
  { requiredKeys: [] },
);
const cookieMode = fc.constantFrom('keep', 'drop', 'garbage', 'tampered', 'appended', 'duplicated');

export type Variant =
  | { kind: 'valid' }
  | { kind: 'body'; body: unknown }
  | { kind: 'field'; pick: number; value: unknown }
  | { kind: 'numberText'; pick: number; text: string }
  | { kind: 'drop'; pick: number }
  | { kind: 'extra'; extra: Record<string, unknown> }
  | { kind: 'wrapped'; how: 'array' | 'string' | 'nested' }
  | { kind: 'malformed'; text: string }
  | { kind: 'contentType'; contentType: string }
  | { kind: 'tooLarge' }
  | { kind: 'param'; value: string }
  | { kind: 'headers'; headers: Record<string, string>; cookie: string; garbage: string }
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'query'; expires: string; signature: string }
  | { kind: 'form'; fields: Record<string, unknown>; signed: boolean };

const MAGIC = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [...Buffer.from('GIF89a')],
  webp: [...Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ')],
};

export function variants(route: FuzzRoute, png: Uint8Array): fc.Arbitrary<Variant> {
  const common: fc.Arbitrary<Variant>[] = [
    fc.record({ kind: fc.constant('headers' as const), headers: hostileHeaders, cookie: cookieMode, garbage: printable() }),
  ];
  if (route.route.includes(':')) common.push(fc.record({ kind: fc.constant('param' as const), value: hostileParam }));
  if (route.form) {
    const field = fc.oneof(hostileString, printable(), fc.constantFrom('STOP', 'START', 'HELP', 'stop ', '+17605550142', '7605550142'));
    return fc.oneof(
      ...common,
      fc.record({
        kind: fc.constant('form' as const),
        fields: fc.oneof(
          fc.record({ From: field, Body: field }),
          fc.dictionary(fc.string({ maxLength: 20 }), field, { maxKeys: 5 }),
        ),
        signed: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('contentType' as const),
        contentType: wrongContentType.filter((c) => !c.startsWith('application/x-www-form-urlencoded')),
      }),
    );
  }
  if (route.raw) {
    return fc.oneof(
      ...common,
      fc.record({
        kind: fc.constant('bytes' as const),
        bytes: fc.oneof(
          fc.uint8Array({ maxLength: 4096 }),
          fc.tuple(fc.constantFrom(...Object.values(MAGIC)), fc.uint8Array({ maxLength: 2048 })).map(
            ([magic, rest]) => new Uint8Array([...magic, ...rest]),
          ),
          fc.nat().map((n) => new Uint8Array(png.subarray(0, n % png.length))),
          fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })).map(([n, x]) => {
            const copy = new Uint8Array(png);
            copy[n % copy.length] ^= x;
            return copy;
          }),
          fc.constant(new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))),
        ),
      }),
      fc.record({ kind: fc.constant('query' as const), expires: hostileParam, signature: hostileParam }),
    );
  }
  return fc.oneof(
    ...common,
    fc.record({ kind: fc.constant('body' as const), body: fc.jsonValue({ maxDepth: 4 }) }),
    fc.record({ kind: fc.constant('field' as const), pick: fc.nat(), value: hostileValue }),
    fc.record({ kind: fc.constant('field' as const), pick: fc.nat(), value: hostileValue }),
    fc.record({ kind: fc.constant('numberText' as const), pick: fc.nat(), text: numberText }),
    fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('extra' as const), extra: fc.dictionary(fc.string({ maxLength: 20 }), hostileValue, { maxKeys: 5 }) }),
    fc.record({ kind: fc.constant('wrapped' as const), how: fc.constantFrom('array' as const, 'string' as const, 'nested' as const) }),
    fc.record({ kind: fc.constant('malformed' as const), text: malformedJson }),
    fc.record({ kind: fc.constant('contentType' as const), contentType: wrongContentType }),
    fc.constant({ kind: 'tooLarge' as const }),
  );
}

// ---------------------------------------------------------------- sending one variant

export const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const PLACEHOLDER = '"__fuzz_placeholder__"';

function pickKey(body: Record<string, unknown>, pick: number): string {
  const keys = Object.keys(body);
  return keys.length ? keys[pick % keys.length] : 'unexpected';
}

/** The inject options for one variant, and the status it must get when that is certain. */
export function build(route: FuzzRoute, target: Target, v: Variant): { options: InjectOptions; mustBe?: number } {
  // A JSON route's own headers (Square's webhook signature) go with every variant; a form's only with the valid one.
  const headers: Record<string, string> = { ...(target.cookie ? { cookie: target.cookie } : {}), ...(target.form ? {} : target.headers) };
  const base = isPlainObject(target.body) ? { ...target.body } : {};
  const json = (payload: string) => ({ headers: { ...headers, 'content-type': 'application/json' }, payload });
  const send = (extra: { headers?: Record<string, string>; payload?: string | Buffer }, url = target.url) => ({
    method: route.method,
    url,
    headers: extra.headers ?? headers,
    ...(extra.payload === undefined ? {} : { payload: extra.payload }),
  });
  const validPayload = () =>
    target.form
      ? { headers: { ...headers, ...target.headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(target.form).toString() }
      : route.raw
      ? { headers: { ...headers, 'content-type': 'application/octet-stream' }, payload: target.bytes }
      : target.body === undefined
        ? {}
        : json(JSON.stringify(target.body));

  switch (v.kind) {
    case 'valid':
      return { options: send(validPayload()) };
    case 'body':
      return { options: send(json(JSON.stringify(v.body))) };
    case 'field': {
      base[pickKey(base, v.pick)] = v.value;
      return { options: send(json(JSON.stringify(base))) };
    }
    case 'numberText': {
      base[pickKey(base, v.pick)] = '__fuzz_placeholder__';
      return { options: send(json(JSON.stringify(base).replace(PLACEHOLDER, v.text))) };
    }
    case 'drop': {
      delete base[pickKey(base, v.pick)];
      return { options: send(json(JSON.stringify(base))) };
    }
    case 'extra':
      return { options: send(json(JSON.stringify({ ...base, ...v.extra }))) };
    case 'wrapped': {
      const wrapped = v.how === 'array' ? [base] : v.how === 'string' ? JSON.stringify(base) : { data: base };
      return { options: send(json(JSON.stringify(wrapped))) };
    }
    case 'malformed':
      return { options: send(json(v.text)), mustBe: 400 };
    case 'contentType':
      return {
        options: send({ headers: { ...headers, 'content-type': v.contentType }, payload: JSON.stringify(base) }),
        mustBe: 415,
      };
    case 'tooLarge':
      return { options: send(json(JSON.stringify({ ...base, padding: 'x'.repeat(BODY_LIMIT) }))), mustBe: 413 };
    case 'param': {
      const [, query] = target.url.split('?');
      const url = route.route.replace(/:[a-zA-Z]+/, encodeURIComponent(v.value)) + (query ? `?${query}` : '');
      return { options: send(validPayload(), url) };
    }
    case 'headers': {
      const valid = validPayload();
      const out: Record<string, string> = { ...(valid.headers ?? headers), ...v.headers };
      const session = target.cookie ?? '';
      if (v.cookie === 'drop') delete out.cookie;
      else if (v.cookie === 'garbage') out.cookie = v.garbage;
      else if (v.cookie === 'appended') out.cookie = `${session}; ${v.garbage}`;
      else if (v.cookie === 'duplicated') out.cookie = `${session}; ${session.replace(/=/, '=x')}`;
      else if (v.cookie === 'tampered' && session) out.cookie = `${session.slice(0, -2)}${session.endsWith('A') ? 'B' : 'A'}`;
      return { options: send({ headers: out, payload: valid.payload }) };
    }
    case 'bytes':
      return { options: send({ headers: { ...headers, 'content-type': 'application/octet-stream' }, payload: Buffer.from(v.bytes) }) };
    case 'form': {
      // Hostile fields, signed as Twilio would sign them or sent with the valid request's signature.
      const fields = Object.fromEntries(Object.entries(v.fields).map(([k, value]) => [k, String(value)]));
      const signed = v.signed ? smsTarget(fields) : { ...target, form: fields };
      return { options: send(build(route, signed, { kind: 'valid' }).options as { headers?: Record<string, string>; payload?: string }) };
    }
    case 'query': {
      const [pathname] = target.url.split('?');
      const qs = new URLSearchParams({ expires: v.expires, signature: v.signature });
      return { options: send({ headers: { ...headers, 'content-type': 'image/png' }, payload: target.bytes }, `${pathname}?${qs}`), mustBe: 403 };
    }
  }
}

export function describeVariant(v: Variant): string {
  return JSON.stringify(v, (_k, value) => {
    if (value instanceof Uint8Array) return `<${value.length} bytes>`;
    if (typeof value === 'string' && value.length > 120) return `${value.slice(0, 60)}…<${value.length} chars>`;
    return value;
  });
}
