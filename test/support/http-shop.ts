/**
 * What tests that talk to a running server set up over HTTP: a signed-up user, and a vendor that
 * is live, open around the clock and has a menu, made the way its owner and the administrator
 * make one; guest orders and the vendor's status changes. One home for what the browser, crash
 * and ops tests each wrote again (issue 22 item 3); a test that needs a different shop says so
 * through the options, not through a copy.
 *
 * No Vitest imports: the crash test runs it outside Vitest too. A failed step throws with the
 * server's answer, which Vitest shows as the test's failure.
 */
import { randomBytes } from 'node:crypto';
import { signUpLink } from './fake-smtp-server.js';
import { openAroundTheClock } from './open-hours.js';
import { publishByAdmin } from './publish.js';
import { type HttpAnswer, httpRequest } from './server-process.js';

/** The password every user these helpers sign up has. */
export const PASSWORD = 'desert-bloom-42';

/** A signed-in user: the cookie header to send, and the e-mail to sign in with again. */
export interface Session {
  cookie: string;
  email: string;
}

/** A running server: a `ServerProcess`, or a browser test's `setupBrowserApp()` handle. */
export interface Server {
  readonly baseUrl: string;
  /** Headers every request carries (one simulated client's X-Forwarded-For behind a proxy, say). */
  readonly headers?: Record<string, string>;
}

export interface MenuItem {
  id: number;
  name: string;
  price: string;
}

export interface Shop {
  session: Session;
  vendor: { id: number; businessName: string };
  /** The menu in the order it was added; `item` is the first. */
  items: MenuItem[];
  item: MenuItem;
}

const suffix = () => randomBytes(4).toString('hex');

/** Sends a request and returns the answer when its status is `status`; throws otherwise. */
export async function expectStatus<T = any>(
  app: Server,
  status: number,
  method: string,
  path: string,
  body?: unknown,
  session?: string | { cookie: string },
): Promise<HttpAnswer<T>> {
  const res = await httpRequest<T>(app.baseUrl, method, path, body, session, app.headers);
  if (res.status !== status) {
    throw new Error(`${method} ${path}: expected ${status}, got ${res.status} ${JSON.stringify(res.json)}`);
  }
  return res;
}

/** Signs a new user up (a fresh e-mail starting with `prefix`) and returns the session. */
export async function signUp(
  app: Server,
  options: { prefix?: string; firstName?: string; lastName?: string } = {},
): Promise<Session> {
  const email = `${options.prefix ?? 'user'}-${suffix()}@example.com`;
  const res = await httpRequest(app.baseUrl, 'POST', '/api/auth/signup', {
    email,
    password: PASSWORD,
    firstName: options.firstName ?? 'Rosa',
    ...(options.lastName ? { lastName: options.lastName } : {}),
  }, undefined, app.headers);
  // A release from before decision 0052 (the zero-downtime test's old server) signs in at once.
  if (res.status === 201) return { cookie: res.cookie, email };
  if (res.status !== 202) throw new Error(`POST /api/auth/signup: expected 202, got ${res.status} ${JSON.stringify(res.json)}`);
  return confirmSignUp(app, email);
}

/**
 * Finishes a sign-up as its owner does: the link e-mailed to `email` (to the fake mailbox the
 * test's server sends to: ServerProcess, setupBrowserApp) opened, the account made and signed in.
 */
export async function confirmSignUp(app: Server, email: string): Promise<Session> {
  const { token } = await signUpLink(email);
  const res = await expectStatus(app, 201, 'POST', '/api/auth/signup/confirm', { token });
  return { cookie: res.cookie, email };
}

/** A menu of three: the crash and rollout tests order mixes of it. */
export const THREE_ITEMS = [
  { name: 'Carne Asada Taco', price: 3.5 },
  { name: 'Date Shake', price: 7.25 },
  { name: 'Elote', price: 4.1 },
];

export interface ShopOptions {
  /** The business name (default: a taquería with a random suffix, so names never collide). */
  name?: string;
  /** More vendor fields (cuisine, address, phone, description, coordinates…) over the defaults. */
  profile?: Record<string, unknown>;
  /** The menu (default: one Birria Taco at $4). */
  items?: Record<string, unknown>[];
  /**
   * 'open' (default): open around the clock; 'closed': every day marked closed; 'none': no hours
   * at all (also closed, DESIGN §5).
   */
  hours?: 'open' | 'closed' | 'none';
  /** Put live by the administrator (default true; decision 0028). */
  live?: boolean;
  /** Its loyalty program switched on (default off). */
  loyalty?: boolean;
  /** Who signs up as the owner. */
  owner?: { prefix?: string; firstName?: string; lastName?: string };
}

/** A vendor owned by a new user: by default live, open around the clock, one item on the menu. */
export async function createShop(app: Server, options: ShopOptions = {}): Promise<Shop> {
  const session = await signUp(app, { prefix: 'shop', ...options.owner });
  const vendor = (
    await expectStatus<{ id: number; businessName: string }>(
      app,
      201,
      'POST',
      '/api/vendors',
      {
        businessName: options.name ?? `Taquería La Palma ${suffix()}`,
        cuisine: 'Mexican',
        address: '82-500 Highway 111, Indio, CA 92201',
        paymentMethods: ['cash'],
        ...options.profile,
      },
      session,
    )
  ).json;
  const hours = options.hours ?? 'open';
  if (hours === 'open') {
    await openAroundTheClock(vendor.id, (url, body) => httpRequest(app.baseUrl, 'POST', url, body, session, app.headers));
  } else if (hours === 'closed') {
    for (let dayOfWeek = 0; dayOfWeek < 7; dayOfWeek++) {
      await expectStatus(app, 200, 'POST', `/api/vendors/${vendor.id}/hours`, { dayOfWeek, isClosed: true }, session);
    }
  }
  const items: MenuItem[] = [];
  for (const item of options.items ?? [{ name: 'Birria Taco', price: 4 }]) {
    items.push((await expectStatus<MenuItem>(app, 201, 'POST', `/api/vendors/${vendor.id}/menu`, item, session)).json);
  }
  if (options.loyalty) {
    await expectStatus(app, 200, 'PUT', `/api/vendors/${vendor.id}/loyalty-program`, { enabled: true }, session);
  }
  if (options.live ?? true) await publishByAdmin(app.baseUrl, vendor.id);
  return { session, vendor, items, item: items[0] };
}

/**
 * A POST /api/guest-preorders body for Lupe Ortiz, paying cash, with `lines` priced as the menu
 * says and the total added up from them; overrides replace fields (undefined leaves one out).
 */
export function orderBody(
  vendorId: number,
  lines: { item: MenuItem; quantity: number }[],
  overrides: Record<string, unknown> = {},
) {
  const totalCents = lines.reduce((s, l) => s + Math.round(Number(l.item.price) * 100) * l.quantity, 0);
  return {
    vendorId,
    firstName: 'Lupe',
    lastName: 'Ortiz',
    phone: '(760) 555-0123',
    paymentMethod: 'cash',
    specialInstructions: 'Extra salsa verde',
    items: lines.map((l) => ({ menuItemId: l.item.id, name: l.item.name, price: l.item.price, quantity: l.quantity })),
    totalAmount: (totalCents / 100).toFixed(2),
    ...overrides,
  };
}

/** What POST /api/guest-preorders answers (the fields tests read). */
export interface PlacedOrder {
  id: number;
  invoiceNumber: string;
  trackingToken: string;
  pickupCode: string;
  status: string;
  totalAmount: string;
  estimatedReadyTime: string | null;
  createdAt: string;
}

export interface OrderOptions {
  phone: string;
  /** How many of `item` (default 1 of the shop's first item). */
  quantity?: number;
  item?: MenuItem;
  firstName?: string;
  lastName?: string;
  /** More fields of the order (scheduledPickupTime, notifyBySms…). */
  extra?: Record<string, unknown>;
}

/** A guest's order of one line, priced as the menu says; throws unless it is taken (201). */
export async function placeOrder(app: Server, shop: Shop, options: OrderOptions): Promise<PlacedOrder> {
  const item = options.item ?? shop.item;
  const quantity = options.quantity ?? 1;
  const cents = Math.round(Number(item.price) * 100) * quantity;
  const placed = await expectStatus<PlacedOrder>(app, 201, 'POST', '/api/guest-preorders', {
    vendorId: shop.vendor.id,
    firstName: options.firstName ?? 'Memo',
    lastName: options.lastName ?? 'Ruiz',
    phone: options.phone,
    paymentMethod: 'cash',
    items: [{ menuItemId: item.id, name: item.name, price: item.price, quantity }],
    totalAmount: (cents / 100).toFixed(2),
    ...options.extra,
  });
  return placed.json;
}

/** The vendor moves an order through `statuses` in turn (e.g. confirmed, ready, completed). */
export async function moveOrder(app: Server, shop: Shop, orderId: number, statuses: string[]): Promise<void> {
  for (const status of statuses) {
    await expectStatus(app, 200, 'PUT', `/api/guest-preorders/${orderId}/status`, { status }, shop.session);
  }
}
