/**
 * What the demo valley shows a newcomer (issue 44 friction 3): a picture on every demo truck and
 * menu item, from files the client ships (no network), and the README's demo logins, which sign
 * in outside production only.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../src/server/db/demo-logins.js';
import { DEMO_PHOTOS } from '../../src/server/db/demo-photos.js';
import { menuItems, userCredentials, users, vendors } from '../../src/server/db/schema.js';
import { seedDemoData } from '../../src/server/db/seed.js';
import { setupTestApp } from '../support/app.js';
import { createTestDatabase } from '../support/db.js';
import { repoRoot } from '../support/template.js';

const t = setupTestApp({ env: { AUTH_RATE_LIMIT: '0', PASSWORD_HASH_COST: '10' } });
const publicDir = path.join(repoRoot, 'src/client/public');

describe('the demo valley shows food and has logins (issue 44 friction 3)', () => {
  it('gives every demo truck and menu item a picture the client serves, several different ones', async () => {
    await seedDemoData(t.database.db, { demoLogins: { passwordHashCost: 10 } });
    const trucks = await t.database.db.select({ url: vendors.profileImageUrl }).from(vendors);
    const items = await t.database.db.select({ url: menuItems.imageUrl }).from(menuItems);
    expect(trucks.length).toBeGreaterThan(20);
    for (const { url } of [...trucks, ...items]) {
      expect(url).toMatch(/^\/demo-photos\/[a-z-]+\.webp$/);
      expect(existsSync(path.join(publicDir, url!)), url!).toBe(true);
    }
    expect(new Set(trucks.map((v) => v.url)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(items.map((i) => i.url)).size).toBeGreaterThanOrEqual(18);
    for (const photo of DEMO_PHOTOS) expect(existsSync(path.join(publicDir, 'demo-photos', `${photo}.webp`)), photo).toBe(true);
    expect(await t.database.db.select().from(menuItems).where(isNull(menuItems.imageUrl))).toEqual([]);

    // The truck a picture is served for answers it, as an SVG image.
    const res = await t.app.inject({ method: 'GET', url: '/api/vendors' });
    expect(res.statusCode).toBe(200);
    const listed = res.json() as { vendor: { profileImageUrl: string | null } }[];
    expect(listed.every((v) => v.vendor.profileImageUrl?.startsWith('/demo-photos/'))).toBe(true);
  });

  it('signs in to the demo customer and the demo vendor with the README password, and no other demo user', async () => {
    for (const login of DEMO_LOGINS) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: login.email, password: DEMO_PASSWORD } });
      expect(res.statusCode, login.email).toBe(200);
    }
    const vendorLogin = DEMO_LOGINS.find((l) => l.role === 'vendor')!;
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: vendorLogin.email, password: DEMO_PASSWORD } });
    const mine = await t.app.inject({ method: 'GET', url: '/api/my-vendor', headers: { cookie: String(signIn.headers['set-cookie']).split(';')[0] } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ vendor: { businessName: 'Tahquitz Taco Co.' } });
    const withPassword = await t.database.db.select({ email: users.email }).from(userCredentials).innerJoin(users, eq(users.id, userCredentials.userId));
    expect(withPassword.map((u) => u.email).sort()).toEqual(DEMO_LOGINS.map((l) => l.email).sort());
  });

  it("ties a live discount to the demo vendor login's truck, shown on its page and taken off at checkout (issue 44)", async () => {
    const vendorLogin = DEMO_LOGINS.find((l) => l.role === 'vendor')!;
    const [truck] = await t.database.db.select({ id: vendors.id }).from(vendors).innerJoin(users, eq(users.id, vendors.userId)).where(eq(users.email, vendorLogin.email));
    const detail = (await t.app.inject({ method: 'GET', url: `/api/vendors/${truck.id}` })).json();
    expect(detail.promotion).toMatchObject({ title: 'Taco Week at Tahquitz', discountValue: '15.00' });
    const active = (await t.app.inject({ method: 'GET', url: '/api/promotions/active' })).json() as { vendorId: number | null }[];
    expect(active.map((p) => p.vendorId)).toEqual(expect.arrayContaining([truck.id, null]));
  });

  it('lists the same logins and password in the README', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    for (const login of DEMO_LOGINS) expect(readme).toContain(`\`${login.email}\``);
    expect(readme).toContain(`\`${DEMO_PASSWORD}\``);
  });

  it('gives nobody a password when seeded without demo logins (production)', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoData(other.database.db);
      expect(await other.database.db.select().from(userCredentials)).toEqual([]);
    } finally {
      await other.destroy();
    }
  });
});
