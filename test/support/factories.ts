/** Test factories (STYLE rule 8): make data through the HTTP API, with real sessions. */
import { randomBytes } from 'node:crypto';
import { publishVendorByHand as publishByHand } from '../../src/server/admin/queries.js';
import type { App } from '../../src/server/app.js';
import { syncVendorCache } from '../../src/server/vendors/cache.js';
import { signUpLink } from './fake-smtp-server.js';

export type Cookie = string;

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesFrom(res: { headers: Record<string, unknown> }): Cookie {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c) => String(c).split(';')[0]).join('; ');
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/**
 * A new user, signed in: sign-up, then the link it e-mails (decision 0052) opened as its owner
 * would. The app's e-mail goes to a fake mailbox (setupTestApp).
 */
export async function signUp(
  app: App,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
) {
  const body = {
    email: uniqueEmail(),
    password: 'desert-bloom-42',
    firstName: 'Rosa',
    lastName: 'Medina',
    ...overrides,
  };
  const asked = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (asked.statusCode !== 202) throw new Error(`signup failed: ${asked.statusCode} ${asked.body}`);
  // As its owner does: the link e-mailed to the address (decision 0052).
  const { token } = await signUpLink(body.email.trim().toLowerCase());
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup/confirm', payload: { token } });
  if (res.statusCode !== 201) throw new Error(`signup confirm failed: ${res.statusCode} ${res.body}`);
  return { user: res.json() as { id: string; email: string; firstName: string }, cookie: cookiesFrom(res), body };
}

export const TEST_ADMIN = { username: 'ceo', password: 'correct-horse-battery' };
export const adminEnv = { ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password };

export async function adminLogin(app: App): Promise<Cookie> {
  const res = await app.inject({ method: 'POST', url: '/secret-admin-login', payload: TEST_ADMIN });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return cookiesFrom(res);
}

// ---------------------------------------------------------------- vendors and menus

type VendorBody = Record<string, unknown>;
type MenuItemBody = Record<string, unknown>;

/** A believable registration body (POST /api/vendors); overrides replace fields. */
export function vendorBody(overrides: VendorBody = {}): VendorBody {
  return {
    businessName: `Taqueria ${randomBytes(3).toString('hex')}`,
    cuisine: 'Mexican',
    address: '82-500 Highway 111, Indio, CA 92201',
    description: 'Al pastor off the trompo, hand-pressed tortillas.',
    phone: '(760) 555-0198',
    preorderInstructions: 'Pick up at the side window.',
    paymentMethods: ['cash', 'zelle'],
    ...overrides,
  };
}

/**
 * Puts a vendor live without its setup checklist (decision 0028), as the administrator's tool
 * does (POST /admin/api/vendors/:id/publish): published_at set once, and the vendor cache has heard of it.
 * For tests whose vendors need customers but not a photo and three menu items; go-live.test.ts
 * goes through the real Go live.
 */
export async function publishVendorByHand(app: App, vendorId: number): Promise<void> {
  if (!(await publishByHand(app.ctx.database.db, vendorId, app.ctx.now()))) throw new Error(`no vendor ${vendorId}`);
  await syncVendorCache(app.ctx);
}

/**
 * Creates the signed-in user's vendor profile; returns the vendor as the API answers it. The
 * vendor is put live by hand (publishVendorByHand) unless `{ live: false }`: a new vendor is
 * unlisted until it goes live (decision 0028), and most tests want customers to see it.
 */
export async function createVendor(
  app: App,
  cookie: Cookie,
  overrides: VendorBody = {},
  options: { live?: boolean } = {},
) {
  const res = await app.inject({ method: 'POST', url: '/api/vendors', headers: { cookie }, payload: vendorBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`create vendor failed: ${res.statusCode} ${res.body}`);
  if (options.live !== false) await publishVendorByHand(app, (res.json() as { id: number }).id);
  return res.json() as {
    id: number;
    userId: string;
    businessName: string;
    cuisine: string;
    acceptsPreorders: boolean;
    paymentMethods: string[];
    [key: string]: unknown;
  };
}

/** Adds a menu item to the vendor (the cookie must be the owner's); returns the item. */
export async function addMenuItem(app: App, cookie: Cookie, vendorId: number, overrides: MenuItemBody = {}) {
  const payload = {
    name: `Taco ${randomBytes(2).toString('hex')}`,
    description: 'Corn tortilla, onion, cilantro.',
    price: 3.5,
    category: 'Tacos',
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: `/api/vendors/${vendorId}/menu`, headers: { cookie }, payload });
  if (res.statusCode !== 201) throw new Error(`add menu item failed: ${res.statusCode} ${res.body}`);
  return res.json() as {
    id: number;
    vendorId: number;
    name: string;
    price: string;
    isAvailable: boolean;
    isSoldOut: boolean;
    inventoryCount: number | null;
    [key: string]: unknown;
  };
}

/** A new user with a vendor profile: {user, cookie, vendor}. */
export async function signUpVendor(
  app: App,
  overrides: VendorBody = {},
  userOverrides: Parameters<typeof signUp>[1] = {},
) {
  const { user, cookie } = await signUp(app, userOverrides);
  const vendor = await createVendor(app, cookie, overrides);
  return { user, cookie, vendor };
}
