/**
 * The administrator's switches for the whole site (issue 44 friction 6), one row each in
 * platform_settings; a missing row is the switch's default. The only one so far:
 * `vendor_approval`, new vendors go live only once the administrator approves them.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PlatformSettings } from '../../shared/schemas/admin.js';
import type { Db } from '../db/index.js';
import { platformSettings, vendors } from '../db/schema.js';

const VENDOR_APPROVAL = 'vendor_approval';

/** Whether new vendors wait for the administrator's approval to go live (off unless switched on). */
export async function vendorApprovalIsOn(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, VENDOR_APPROVAL));
  return row?.value === true;
}

export async function readSettings(db: Db): Promise<PlatformSettings> {
  return { vendorApproval: await vendorApprovalIsOn(db) };
}

/**
 * Turning approval off hands the vendors still waiting their Go live button back (their ask is
 * forgotten; the next Go live publishes at once), in the same transaction.
 */
export async function writeSettings(db: Db, settings: PlatformSettings, now: Date): Promise<PlatformSettings> {
  await db.transaction(async (tx) => {
    await tx
      .insert(platformSettings)
      .values({ key: VENDOR_APPROVAL, value: settings.vendorApproval, updatedAt: now })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value: settings.vendorApproval, updatedAt: now } });
    if (!settings.vendorApproval) {
      await tx.update(vendors).set({ approvalRequestedAt: null }).where(and(isNull(vendors.publishedAt), isNotNull(vendors.approvalRequestedAt)));
    }
  });
  return readSettings(db);
}
