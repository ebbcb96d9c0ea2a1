/**
 * A fake Square on 127.0.0.1 (DESIGN §11), built from Square's published API reference
 * (github.com/square/connect-api-specification and developer.squareup.com/reference/square):
 *
 * - OAuth: `GET /oauth2/authorize` (302 back to the redirect URL with `code` and `state`),
 *   `POST /oauth2/token` (grant_type authorization_code or refresh_token, with client_id and
 *   client_secret) answering `{access_token, token_type:"bearer", expires_at, merchant_id,
 *   refresh_token, short_lived}`, `POST /oauth2/revoke` (`Authorization: Client <secret>`,
 *   `{client_id, access_token}` → `{success:true}`).
 * - `GET /v2/locations` → `{locations:[{id, name, merchant_id, status, currency, country}]}`.
 * - `POST /v2/orders` → `{order:{id, location_id, reference_id, line_items, fulfillments,
 *   total_money, state, version}}`.
 * - `POST /v2/payments` with a sandbox nonce: `cnon:card-nonce-ok` → `{payment:{status:
 *   "COMPLETED", receipt_url, …}}`; `cnon:card-nonce-declined` → 400 `CARD_DECLINED`;
 *   `cnon:card-nonce-rejected-cvv` → 400 `CVV_FAILURE` (errors of category PAYMENT_METHOD_ERROR,
 *   with the FAILED payment beside them, as Square answers). `amount_money` must be the order's
 *   `total_money` when `order_id` is given.
 * - `GET /v2/payments/{id}`, `POST /v2/refunds` → `{refund:{id, status:"PENDING", …}}`.
 * - Every write is idempotent by `idempotency_key` (the same key answers the first result), and
 *   every `/v2` request must carry `Square-Version` and `Authorization: Bearer <access token>`.
 * - `GET /sdk/square.js`: a fake Web Payments SDK (`Square.payments(appId, locationId).card()`,
 *   `attach`, `tokenize`, `verifyBuyer`) that turns Square's sandbox test cards into the sandbox
 *   nonces: 4111 1111 1111 1111 → ok, 4000 0000 0000 0002 → declined, CVV 911 → rejected-cvv; and
 *   the digital wallets: `paymentRequest` (with `update`), `googlePay` (a card token),
 *   `cashAppPay` (a `wnon:` token in an `ontokenization` event; a WALLET payment), `applePay`
 *   unsupported, as in Chromium.
 *
 * It records requests and can be told to fail (5xx), hang, or carry a request out and lose its answer,
 * and signs webhooks as Square does:
 * base64 HMAC-SHA256 with the subscription's key over the notification URL + the raw body.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_SQUARE_APP_ID = 'sandbox-sq0idb-fake-application-id';
export const FAKE_SQUARE_APP_SECRET = 'sandbox-sq0csb-fake-application-secret';
export const FAKE_SQUARE_WEBHOOK_KEY = 'fake-square-webhook-signature-key';
/** 32 bytes as hex: the test key for tokens at rest. */
export const FAKE_SQUARE_TOKEN_KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0';
/** The notification URL the tests register (SQUARE_WEBHOOK_URL): Square signs it with the body. */
export const FAKE_SQUARE_WEBHOOK_URL = 'https://valleyeats.example/api/payments/square/webhook';

type Money = { amount: number; currency: string };
export interface FakeSquarePayment {
  id: string;
  status: 'COMPLETED' | 'FAILED';
  amount_money: Money;
  tip_money?: Money;
  total_money: Money;
  order_id?: string;
  location_id: string;
  reference_id?: string;
  receipt_url?: string;
  source_type: 'CARD' | 'WALLET';
  created_at: string;
  updated_at: string;
  idempotencyKey: string;
  accessToken: string;
}
export interface FakeSquareOrder {
  id: string;
  location_id: string;
  reference_id?: string;
  line_items: { name: string; quantity: string; base_price_money: Money; total_money: Money }[];
  fulfillments: unknown[];
  total_money: Money;
  state: 'OPEN';
  version: number;
}
export interface FakeSquareRefund {
  id: string;
  status: 'PENDING' | 'COMPLETED';
  amount_money: Money;
  payment_id: string;
  order_id?: string;
  reason?: string;
  created_at: string;
}
export interface FakeSquareRequest {
  method: string;
  path: string;
  squareVersion?: string;
  authorization?: string;
  body: unknown;
}

/**
 * ok; fail with a status; hang (nothing is done, no answer); lose (the request is carried out —
 * a payment is taken — but its answer never leaves, as when the caller dies mid-request).
 */
export type FakeSquareMode = { kind: 'ok' } | { kind: 'fail'; status: number } | { kind: 'hang' } | { kind: 'lose' };

interface Token {
  accessToken: string;
  refreshToken: string;
  merchantId: string;
  expiresAt: Date;
  revoked: boolean;
}

export interface FakeSquare {
  url: string;
  /** The fake SDK's address, for SQUARE_WEB_SDK_URL. */
  sdkUrl: string;
  /** Environment for an app that takes payments through this fake. */
  env: Record<string, string>;
  requests: FakeSquareRequest[];
  orders: FakeSquareOrder[];
  payments: FakeSquarePayment[];
  refunds: FakeSquareRefund[];
  tokens: Token[];
  merchantId: string;
  location: { id: string; name: string };
  /** Where /oauth2/authorize sends the browser back to (the app's callback). */
  redirectUrl: string;
  /** Requests to /v2/payments (whatever the answer). */
  paymentRequests(): FakeSquareRequest[];
  setMode(mode: FakeSquareMode, paths?: RegExp): void;
  /** How long newly issued access tokens last (default 30 days). */
  tokenLifetimeMs: number;
  /** A code as /oauth2/authorize would hand out (single use). */
  issueCode(): string;
  /** POSTs a signed event to the app's webhook, as Square does; returns the status and body. */
  sendWebhook(target: string, event: Record<string, unknown>, options?: { notificationUrl?: string; key?: string; signature?: string }): Promise<{ status: number; body: string }>;
  /** Connects a vendor (its owner's `cookie`) through the app's Connect and callback routes; the callback's answer. */
  connect(app: { inject: (o: { method: 'GET'; url: string; headers: Record<string, string> }) => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }> }, cookie: string): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>;
  close(): Promise<void>;
}

const now = () => new Date().toISOString();
const sqId = (prefix = '') => prefix + randomBytes(12).toString('base64url').replace(/[-_]/g, 'X').toUpperCase().slice(0, 22);

export function squareSignature(key: string, notificationUrl: string, body: string): string {
  return createHmac('sha256', key).update(notificationUrl + body).digest('base64');
}

/** The Web Payments SDK's surface the app uses, served as a plain script. */
function sdkScript(): string {
  return `(() => {
  const NONCES = { ok: 'cnon:card-nonce-ok', declined: 'cnon:card-nonce-declined', cvv: 'cnon:card-nonce-rejected-cvv' };
  function field(name, label, mode, placeholder) {
    const l = document.createElement('label');
    l.style.cssText = 'display:flex;flex-direction:column;font:14px system-ui,sans-serif;gap:4px;flex:1;min-width:0';
    l.textContent = label;
    const i = document.createElement('input');
    i.name = name; i.inputMode = mode; i.placeholder = placeholder; i.autocomplete = 'off';
    i.setAttribute('aria-label', label);
    i.style.cssText = 'font:16px system-ui,sans-serif;padding:10px;border:1px solid #bbb;border-radius:8px;min-width:0';
    l.appendChild(i);
    return [l, i];
  }
  function card() {
    let inputs = null;
    return {
      async attach(selector) {
        const host = typeof selector === 'string' ? document.querySelector(selector) : selector;
        if (!host) throw new Error('Square fake SDK: no element ' + selector);
        const wrap = document.createElement('div');
        wrap.dataset.squareCard = 'fake';
        wrap.style.cssText = 'display:flex;flex-wrap:wrap;gap:8px';
        const [a, number] = field('cardNumber', 'Card number', 'numeric', '1234 1234 1234 1234');
        a.style.flexBasis = '100%';
        const [b, exp] = field('expirationDate', 'MM/YY', 'numeric', 'MM/YY');
        const [c, cvv] = field('cvv', 'CVV', 'numeric', 'CVV');
        const [d, postal] = field('postalCode', 'ZIP', 'numeric', 'ZIP');
        wrap.append(a, b, c, d);
        host.appendChild(wrap);
        inputs = { number, exp, cvv, postal };
      },
      async tokenize() {
        const digits = (inputs.number.value || '').replace(/\\D/g, '');
        const errors = [];
        if (digits.length < 13) errors.push({ field: 'cardNumber', type: 'VALIDATION_ERROR', message: 'Card number is not valid' });
        if (!/^\\d{2}\\s*\\/\\s*\\d{2}$/.test(inputs.exp.value.trim())) errors.push({ field: 'expirationDate', type: 'VALIDATION_ERROR', message: 'Expiration date is not valid' });
        if (!/^\\d{3,4}$/.test(inputs.cvv.value.trim())) errors.push({ field: 'cvv', type: 'VALIDATION_ERROR', message: 'CVV is not valid' });
        if (errors.length) return { status: 'Invalid', errors };
        const token = inputs.cvv.value.trim() === '911' ? NONCES.cvv : digits === '4000000000000002' ? NONCES.declined : NONCES.ok;
        return { status: 'OK', token, details: { method: 'Card', card: { brand: 'VISA', last4: digits.slice(-4) } } };
      },
      async destroy() { inputs = null; },
    };
  }
  // Digital wallets. paymentRequest(options) holds the total the wallet's sheet shows (update()
  // changes it); window.__fakeSquareWallet records the last total each wallet was asked for.
  const asked = (window.__fakeSquareWallet = {});
  function paymentRequest(options) {
    if (!options || options.countryCode !== 'US' || options.currencyCode !== 'USD' || !options.total || !/^\\d+\\.\\d{2}$/.test(options.total.amount)) {
      throw new Error('Square fake SDK: paymentRequest needs countryCode, currencyCode and total.amount as "12.34"');
    }
    const request = { total: options.total, update(next) { if (next.total) request.total = next.total; return true; } };
    return request;
  }
  function walletButton(host, label, color) {
    const b = document.createElement('button');
    b.type = 'button';
    b.setAttribute('aria-label', label);
    b.textContent = label;
    b.style.cssText = 'width:100%;min-height:44px;border:0;border-radius:8px;font:600 16px system-ui,sans-serif;color:#fff;background:' + color;
    host.appendChild(b);
    return b;
  }
  // Google Pay: attach() renders Google's button; tokenize() opens the sheet and answers a card token.
  function googlePay(request) {
    let host = null;
    return {
      async attach(selector) {
        host = typeof selector === 'string' ? document.querySelector(selector) : selector;
        walletButton(host, 'Google Pay', '#000');
      },
      async tokenize() {
        asked.googlePay = request.total.amount;
        return { status: 'OK', token: NONCES.ok, details: { method: 'Google Pay', card: { brand: 'VISA', last4: '1111' } } };
      },
      async destroy() { if (host) host.replaceChildren(); },
    };
  }
  // Cash App Pay: attach() renders its button; the token arrives in an "ontokenization" event.
  function cashAppPay(request, options) {
    if (!options || !options.redirectURL || !options.referenceId) throw new Error('Square fake SDK: cashAppPay needs redirectURL and referenceId');
    const target = new EventTarget();
    let host = null;
    return {
      async attach(selector) {
        host = typeof selector === 'string' ? document.querySelector(selector) : selector;
        walletButton(host, 'Cash App Pay', '#000').addEventListener('click', () => {
          asked.cashAppPay = request.total.amount;
          target.dispatchEvent(new CustomEvent('ontokenization', { detail: { tokenResult: { status: 'OK', token: 'wnon:cash-app-ok', details: { method: 'Cash App Pay' } } } }));
        });
      },
      addEventListener: (type, fn) => target.addEventListener(type, fn),
      removeEventListener: (type, fn) => target.removeEventListener(type, fn),
      async destroy() { if (host) host.replaceChildren(); },
    };
  }
  window.Square = {
    payments(applicationId, locationId) {
      if (!applicationId || !locationId) throw new Error('Square fake SDK: applicationId and locationId are required');
      return {
        card: async () => card(),
        paymentRequest,
        googlePay: async (request) => googlePay(request),
        // As in any browser but Safari: Apple Pay is not available here.
        applePay: async () => { throw Object.assign(new Error('Apple Pay is not supported in this browser'), { name: 'PaymentMethodUnsupportedError' }); },
        cashAppPay: async (request, options) => cashAppPay(request, options),
        verifyBuyer: async () => ({ token: 'verf:fake-buyer-verified' }),
      };
    },
  };
})();`;
}

export async function startFakeSquare(): Promise<FakeSquare> {
  const state = {
    mode: { kind: 'ok' } as FakeSquareMode,
    modePaths: undefined as RegExp | undefined,
    codes: new Set<string>(),
    idempotent: new Map<string, { status: number; body: unknown }>(),
  };
  const hung: http.ServerResponse[] = [];
  const merchantId = sqId('ML');
  const location = { id: sqId('L'), name: 'Taco Truck — Main St' };

  const fake: FakeSquare = {
    url: '',
    sdkUrl: '',
    env: {},
    requests: [],
    orders: [],
    payments: [],
    refunds: [],
    tokens: [],
    merchantId,
    location,
    redirectUrl: '',
    tokenLifetimeMs: 30 * 24 * 3600_000,
    paymentRequests: () => fake.requests.filter((r) => r.path === '/v2/payments' && r.method === 'POST'),
    setMode(mode, paths) {
      state.mode = mode;
      state.modePaths = paths;
    },
    issueCode() {
      const code = `sq0cgb-${randomBytes(16).toString('hex')}`;
      state.codes.add(code);
      return code;
    },
    async sendWebhook(target, event, options = {}) {
      const body = JSON.stringify(event);
      const signature = options.signature ?? squareSignature(options.key ?? FAKE_SQUARE_WEBHOOK_KEY, options.notificationUrl ?? target, body);
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-square-hmacsha256-signature': signature, 'square-version': '2025-01-23' },
        body,
      });
      return { status: res.status, body: await res.text() };
    },
    async connect(app, cookie) {
      fake.redirectUrl ||= 'https://valleyeats.example/api/payments/square/callback';
      const start = await app.inject({ method: 'GET', url: '/api/my-vendor/square/connect', headers: { cookie } });
      if (start.statusCode !== 302) return start;
      const granted = await fetch(String(start.headers.location), { redirect: 'manual' });
      const back = new URL(String(granted.headers.get('location')));
      return app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
    },
    close: async () => {
      for (const res of hung.splice(0)) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };

  const issueToken = (merchant: string): Token => {
    const token: Token = {
      accessToken: `EAAA${randomBytes(24).toString('hex')}`,
      refreshToken: `EQAA${randomBytes(24).toString('hex')}`,
      merchantId: merchant,
      expiresAt: new Date(Date.now() + fake.tokenLifetimeMs),
      revoked: false,
    };
    fake.tokens.push(token);
    return token;
  };
  const tokenJson = (t: Token) => ({
    access_token: t.accessToken,
    token_type: 'bearer',
    expires_at: t.expiresAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    merchant_id: t.merchantId,
    refresh_token: t.refreshToken,
    short_lived: false,
  });
  const error = (category: string, code: string, detail: string, field?: string) => ({ errors: [{ category, code, detail, ...(field ? { field } : {}) }] });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      body = {};
    }
    const matches = () => !state.modePaths || state.modePaths.test(url.pathname);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      if (state.mode.kind === 'lose' && matches()) {
        hung.push(res);
        return;
      }
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(payload));
    };

    if (req.method === 'GET' && url.pathname === '/sdk/square.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*' });
      res.end(sdkScript());
      return;
    }
    fake.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      squareVersion: req.headers['square-version'] as string | undefined,
      authorization: req.headers.authorization,
      body,
    });
    if ((state.mode.kind === 'hang' || state.mode.kind === 'fail') && matches()) {
      if (state.mode.kind === 'hang') {
        hung.push(res);
        return;
      }
      send(state.mode.status, error('API_ERROR', 'SERVICE_UNAVAILABLE', 'The fake Square is failing on purpose'));
      return;
    }

    // ---- OAuth
    if (req.method === 'GET' && url.pathname === '/oauth2/authorize') {
      if (url.searchParams.get('client_id') !== FAKE_SQUARE_APP_ID) return send(400, error('INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'client_id'));
      const to = new URL(fake.redirectUrl);
      to.searchParams.set('code', fake.issueCode());
      to.searchParams.set('state', url.searchParams.get('state') ?? '');
      res.writeHead(302, { location: to.toString() });
      res.end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/token') {
      if (body.client_id !== FAKE_SQUARE_APP_ID || body.client_secret !== FAKE_SQUARE_APP_SECRET) {
        return send(401, error('AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'Invalid client credentials'));
      }
      if (body.grant_type === 'authorization_code') {
        const code = String(body.code ?? '');
        if (!state.codes.delete(code)) return send(401, error('AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'Authorization code is invalid or expired'));
        return send(200, tokenJson(issueToken(merchantId)));
      }
      if (body.grant_type === 'refresh_token') {
        const old = fake.tokens.find((t) => t.refreshToken === body.refresh_token && !t.revoked);
        if (!old) return send(401, error('AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'Refresh token is invalid'));
        old.revoked = true;
        const fresh = issueToken(old.merchantId);
        fresh.refreshToken = old.refreshToken; // Square keeps the refresh token for code-flow grants
        return send(200, tokenJson(fresh));
      }
      return send(400, error('INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'grant_type', 'grant_type'));
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/revoke') {
      if (req.headers.authorization !== `Client ${FAKE_SQUARE_APP_SECRET}` || body.client_id !== FAKE_SQUARE_APP_ID) {
        return send(401, error('AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'Invalid client credentials'));
      }
      const revoked = fake.tokens.filter((t) => t.accessToken === body.access_token || t.merchantId === body.merchant_id);
      for (const t of revoked) t.revoked = true;
      return send(200, { success: true });
    }

    // ---- /v2: Square-Version and a live bearer token
    if (url.pathname.startsWith('/v2/')) {
      if (!req.headers['square-version']) return send(400, error('INVALID_REQUEST_ERROR', 'MISSING_REQUIRED_PARAMETER', 'Square-Version'));
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const token = fake.tokens.find((t) => t.accessToken === bearer);
      if (!token || token.revoked) return send(401, error('AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'This request could not be authorized.'));
      if (token.expiresAt.getTime() < Date.now()) return send(401, error('AUTHENTICATION_ERROR', 'ACCESS_TOKEN_EXPIRED', 'The access token has expired.'));

      if (req.method === 'GET' && url.pathname === '/v2/locations') {
        return send(200, {
          locations: [{ id: location.id, name: location.name, merchant_id: merchantId, status: 'ACTIVE', currency: 'USD', country: 'US', capabilities: ['CREDIT_CARD_PROCESSING'] }],
        });
      }
      const key = typeof body.idempotency_key === 'string' ? body.idempotency_key : '';
      const once = (compute: () => { status: number; body: unknown }) => {
        const scoped = `${url.pathname}|${key}`;
        const earlier = state.idempotent.get(scoped);
        if (earlier) return send(earlier.status, earlier.body);
        const result = compute();
        state.idempotent.set(scoped, result);
        return send(result.status, result.body);
      };
      if (['/v2/orders', '/v2/payments', '/v2/refunds'].includes(url.pathname) && req.method === 'POST' && !key) {
        return send(400, error('INVALID_REQUEST_ERROR', 'MISSING_REQUIRED_PARAMETER', 'idempotency_key', 'idempotency_key'));
      }
      if (req.method === 'POST' && url.pathname === '/v2/orders') {
        return once(() => {
          const o = body.order as { location_id: string; reference_id?: string; line_items: { name: string; quantity: string; base_price_money: Money }[]; fulfillments?: unknown[] };
          if (o?.location_id !== location.id) return { status: 400, body: error('INVALID_REQUEST_ERROR', 'NOT_FOUND', 'location_id', 'order.location_id') };
          const lines = o.line_items.map((l) => ({ ...l, total_money: { amount: l.base_price_money.amount * Number(l.quantity), currency: l.base_price_money.currency } }));
          const order: FakeSquareOrder = {
            id: sqId(),
            location_id: o.location_id,
            reference_id: o.reference_id,
            line_items: lines,
            fulfillments: o.fulfillments ?? [],
            total_money: { amount: lines.reduce((n, l) => n + l.total_money.amount, 0), currency: 'USD' },
            state: 'OPEN',
            version: 1,
          };
          fake.orders.push(order);
          return { status: 200, body: { order } };
        });
      }
      if (req.method === 'POST' && url.pathname === '/v2/payments') {
        return once(() => {
          const amount = body.amount_money as Money | undefined;
          const tip = body.tip_money as Money | undefined;
          if (!amount || !Number.isInteger(amount.amount) || amount.amount <= 0) {
            return { status: 400, body: error('INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'amount_money', 'amount_money') };
          }
          const order = body.order_id ? fake.orders.find((o) => o.id === body.order_id) : undefined;
          if (body.order_id && !order) return { status: 400, body: error('INVALID_REQUEST_ERROR', 'NOT_FOUND', 'order_id', 'order_id') };
          if (order && order.total_money.amount !== amount.amount) {
            return { status: 400, body: error('INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'amount_money does not match the order total', 'amount_money') };
          }
          const payment: FakeSquarePayment = {
            id: sqId(),
            status: 'COMPLETED',
            amount_money: amount,
            ...(tip ? { tip_money: tip } : {}),
            total_money: { amount: amount.amount + (tip?.amount ?? 0), currency: amount.currency },
            order_id: order?.id,
            location_id: String(body.location_id ?? location.id),
            reference_id: body.reference_id as string | undefined,
            source_type: String(body.source_id).startsWith('wnon:') ? 'WALLET' : 'CARD',
            created_at: now(),
            updated_at: now(),
            idempotencyKey: key,
            accessToken: token.accessToken,
          };
          const failure =
            body.source_id === 'cnon:card-nonce-declined'
              ? error('PAYMENT_METHOD_ERROR', 'CARD_DECLINED', 'Authorization error: \'CARD_DECLINED\'')
              : body.source_id === 'cnon:card-nonce-rejected-cvv'
                ? error('PAYMENT_METHOD_ERROR', 'CVV_FAILURE', 'Authorization error: \'CVV_FAILURE\'')
                : body.source_id === 'cnon:card-nonce-ok' || body.source_id === 'wnon:cash-app-ok'
                  ? null
                  : error('INVALID_REQUEST_ERROR', 'INVALID_CARD_DATA', 'Invalid card data.', 'source_id');
          const { idempotencyKey: _k, accessToken: _a, ...shown } = payment;
          if (failure) {
            payment.status = 'FAILED';
            fake.payments.push(payment);
            return { status: 400, body: { ...failure, payment: { ...shown, status: 'FAILED' } } };
          }
          payment.receipt_url = `${fake.url}/receipt/${payment.id}`;
          fake.payments.push(payment);
          return { status: 200, body: { payment: { ...shown, receipt_url: payment.receipt_url } } };
        });
      }
      const paymentId = /^\/v2\/payments\/([^/]+)$/.exec(url.pathname)?.[1];
      if (req.method === 'GET' && paymentId) {
        const p = fake.payments.find((x) => x.id === paymentId);
        if (!p) return send(404, error('INVALID_REQUEST_ERROR', 'NOT_FOUND', 'Payment not found'));
        const { idempotencyKey: _k, accessToken: _a, ...shown } = p;
        return send(200, { payment: shown });
      }
      if (req.method === 'POST' && url.pathname === '/v2/refunds') {
        return once(() => {
          const p = fake.payments.find((x) => x.id === body.payment_id && x.status === 'COMPLETED');
          if (!p) return { status: 404, body: error('INVALID_REQUEST_ERROR', 'NOT_FOUND', 'payment_id', 'payment_id') };
          const amount = body.amount_money as Money;
          const refunded = fake.refunds.filter((r) => r.payment_id === p.id).reduce((n, r) => n + r.amount_money.amount, 0);
          if (!amount || amount.amount <= 0 || refunded + amount.amount > p.total_money.amount) {
            return { status: 400, body: error('INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'amount_money exceeds what is left to refund', 'amount_money') };
          }
          const refund: FakeSquareRefund = {
            id: `${p.id}_${sqId()}`,
            status: 'PENDING',
            amount_money: amount,
            payment_id: p.id,
            order_id: p.order_id,
            reason: body.reason as string | undefined,
            created_at: now(),
          };
          fake.refunds.push(refund);
          return { status: 200, body: { refund } };
        });
      }
    }
    send(404, error('INVALID_REQUEST_ERROR', 'NOT_FOUND', `No route ${req.method} ${url.pathname}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  fake.url = `http://127.0.0.1:${port}`;
  fake.sdkUrl = `${fake.url}/sdk/square.js`;
  fake.env = {
    PAYMENTS_PROVIDER: 'square',
    SQUARE_APPLICATION_ID: FAKE_SQUARE_APP_ID,
    SQUARE_APPLICATION_SECRET: FAKE_SQUARE_APP_SECRET,
    SQUARE_API_BASE: fake.url,
    SQUARE_WEB_SDK_URL: fake.sdkUrl,
    SQUARE_WEBHOOK_SIGNATURE_KEY: FAKE_SQUARE_WEBHOOK_KEY,
    SQUARE_TOKEN_KEY: FAKE_SQUARE_TOKEN_KEY,
    SQUARE_WEBHOOK_URL: FAKE_SQUARE_WEBHOOK_URL,
    SQUARE_TIMEOUT_MS: '2000',
  };
  return fake;
}

/** `connect()`'s `inject` for a server reached over HTTP (a server process, a browser test's server). */
export function injectOver(baseUrl: string) {
  return {
    inject: async ({ method, url, headers }: { method: 'GET'; url: string; headers: Record<string, string> }) => {
      const res = await fetch(`${baseUrl}${url}`, { method, headers, redirect: 'manual' });
      return { statusCode: res.status, headers: Object.fromEntries(res.headers) as Record<string, unknown>, body: await res.text() };
    },
  };
}

export { randomUUID as newIdempotencyKey };
