/**
 * Browser and crash tests run the server in another process, so their vendors go live the way
 * the administrator's tool puts one live (decision 0028): POST /admin/api/vendors/:id/publish
 * with the test server's administrator (ADMIN_USERNAME ceo). For vendors a test makes through the
 * API that customers must see; test/e2e/go-live.test.ts goes live through the dashboard instead.
 */
import { TEST_ADMIN } from './factories.js';

const adminCookies = new Map<string, Promise<string>>();

async function adminCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/secret-admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The test server's administrator session (signed in once per server). */
export function adminSessionFor(baseUrl: string): Promise<string> {
  let cookie = adminCookies.get(baseUrl);
  if (!cookie) {
    cookie = adminCookie(baseUrl);
    adminCookies.set(baseUrl, cookie);
  }
  return cookie;
}

/** Puts vendor `vendorId` live on the server at `baseUrl` without its setup checklist. */
export async function publishByAdmin(baseUrl: string, vendorId: number): Promise<void> {
  const cookie = await adminSessionFor(baseUrl);
  const res = await fetch(`${baseUrl}/admin/api/vendors/${vendorId}/publish`, { method: 'POST', headers: { cookie } });
  if (!res.ok) throw new Error(`publish vendor ${vendorId} failed: ${res.status} ${await res.text()}`);
}
