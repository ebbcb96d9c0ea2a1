/**
 * The map home's list says when a closed vendor opens (issue 44 defect 9): each entry of
 * GET /api/vendors carries `opensAt`, the same moment as the vendor's detail, null while open; the
 * cached rendering follows the clock and a Mark as Closed.
 */
import { describe, expect, it } from 'vitest';
import { VendorListSchema } from '../../src/shared/schemas/vendors.js';
import { setupTestApp } from '../support/app.js';
import { signUpVendor } from '../support/factories.js';
import { at } from '../support/weekly-hours.js';

// Wednesday 2026-11-25, 9:00 AM in the valley.
let clock = at('2026-11-25', '09:00');
const t = setupTestApp({ now: () => clock });

async function listEntry(vendorId: number) {
  const res = await t.app.inject({ method: 'GET', url: '/api/vendors' });
  expect(res.statusCode).toBe(200);
  return VendorListSchema.parse(res.json()).find((e) => e.vendor.id === vendorId)!;
}

describe('the list entry of a closed vendor', () => {
  it('says when it opens (as the detail does), null while open, and follows Mark as Closed', async () => {
    const { vendor, cookie } = await signUpVendor(t.app);
    // Wednesdays 16:00–22:00, Saturdays 11:00–15:00, closed otherwise.
    const week = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) =>
      dayOfWeek === 3
        ? { dayOfWeek, isClosed: false, shifts: [{ openTime: '16:00', closeTime: '22:00' }] }
        : dayOfWeek === 6
          ? { dayOfWeek, isClosed: false, shifts: [{ openTime: '11:00', closeTime: '15:00' }] }
          : { dayOfWeek, isClosed: true, shifts: [] },
    );
    const put = await t.app.inject({ method: 'PUT', url: `/api/vendors/${vendor.id}/hours`, headers: { cookie }, payload: week });
    expect(put.statusCode, put.body).toBe(200);

    // 9 AM: opens at 4 PM today, as the detail says.
    let entry = await listEntry(vendor.id);
    expect(entry).toMatchObject({ isOpen: false, opensAt: at('2026-11-25', '16:00').toISOString() });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/vendors/${vendor.id}` })).json();
    expect(detail.opensAt).toBe(entry.opensAt);

    // 5 PM: open, nothing to say.
    clock = at('2026-11-25', '17:00');
    entry = await listEntry(vendor.id);
    expect(entry).toMatchObject({ isOpen: true, opensAt: null });

    // 11 PM: closed until Saturday 11 AM.
    clock = at('2026-11-25', '23:00');
    expect(await listEntry(vendor.id)).toMatchObject({ isOpen: false, opensAt: at('2026-11-28', '11:00').toISOString() });

    // Saturday noon, marked closed: the override holds until 04:00, then the hours: next Wednesday 4 PM.
    clock = at('2026-11-28', '12:00');
    const closed = await t.app.inject({ method: 'PUT', url: `/api/vendors/${vendor.id}/status`, headers: { cookie }, payload: { override: 'closed' } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await listEntry(vendor.id)).toMatchObject({ isOpen: false, opensAt: at('2026-12-02', '16:00').toISOString() });
  });
});
