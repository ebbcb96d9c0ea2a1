/**
 * What the administrator's API tests send: requests as any session or as the administrator
 * (signed in once per file), and valid promotion and advertisement bodies and the records they
 * make. One home for what the admin, admin-guard, attractions and event-sites tests each wrote
 * again (issue 22).
 */
import { beforeAll, expect } from 'vitest';
import type { App } from '../../src/server/app.js';
import { AdvertisementSchema, PromotionSchema } from '../../src/shared/schemas/admin.js';
import { requestsTo } from './app.js';
import { adminLogin, type Cookie } from './factories.js';
import type { Method } from './routes.js';

const DAY = 24 * 60 * 60 * 1000;

export interface AdminOptions {
  /** The moment promotion bodies date from (default: the app's clock when the body is made). */
  now?: Date;
}

/**
 * Signs the administrator in before the file's tests (a beforeAll after setupTestApp's) and returns
 * the requests and records those tests make on `t.app`.
 */
export function setupAdmin(t: { readonly app: App }, options: AdminOptions = {}) {
  let admin: Cookie;
  beforeAll(async () => {
    admin = await adminLogin(t.app);
  });

  const call = requestsTo(t);
  /** A request with `cookie` (none when undefined), and `payload` as the body when given. */
  const as = (cookie: Cookie | undefined, method: Method, url: string, payload?: unknown) => call(method, url, cookie, payload);
  const asAdmin = (method: Method, url: string, payload?: unknown) => as(admin, method, url, payload);

  /** A valid POST /admin/api/promotions body, from a day before now to a day after; overrides replace fields. */
  const promotionBody = (overrides: Record<string, unknown> = {}) => {
    const now = (options.now ?? t.app.ctx.now()).getTime();
    return {
      title: 'Taco Tuesday',
      description: 'Two dollars off any plate at participating trucks.',
      type: 'discount',
      discountValue: 2,
      startDate: new Date(now - DAY).toISOString(),
      endDate: new Date(now + DAY).toISOString(),
      ...overrides,
    };
  };

  /** A valid POST /admin/api/advertisements body; overrides replace fields. */
  const adBody = (overrides: Record<string, unknown> = {}) => ({
    title: 'Shield’s Date Shakes',
    message: 'The original date shake, since 1924.',
    adType: 'banner',
    placement: 'homepage',
    paidAmount: 49.99,
    duration: 24,
    ...overrides,
  });

  async function createPromotion(overrides: Record<string, unknown> = {}) {
    const res = await asAdmin('POST', '/admin/api/promotions', promotionBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return PromotionSchema.parse(res.json());
  }

  async function createAd(overrides: Record<string, unknown> = {}) {
    const res = await asAdmin('POST', '/admin/api/advertisements', adBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return AdvertisementSchema.parse(res.json());
  }

  return { as, asAdmin, promotionBody, adBody, createPromotion, createAd };
}
