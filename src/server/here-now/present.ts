/**
 * A vendor's "here now" as customers see it (DESIGN §10.5): computed when the list or the detail
 * is answered (it lapses with the clock), from what the vendor cache keeps.
 */
import { inArray } from 'drizzle-orm';
import { hereNowHolds } from '../../shared/here-now.js';
import type { StatusOverride, WeeklyHours } from '../../shared/hours.js';
import type { HereNow } from '../../shared/schemas/here-now.js';
import type { Db } from '../db/index.js';
import { vendorLocations } from '../db/schema.js';

/** What the cache keeps of a check-in. */
export interface HereNowInputs {
  hereNowAt: Date | null;
  locationId: number | null;
  locationName: string | null;
  /** Mark as Open / Closed: no check-in holds while the vendor has closed itself (issue 44). */
  override: StatusOverride | null;
}

/** The check-in while it holds at `now`, else null. */
export function hereNowOf(h: HereNowInputs, hours: readonly WeeklyHours[], now: Date, tz: string): HereNow {
  if (!hereNowHolds(h.hereNowAt, hours, now, tz, h.override)) return null;
  return { confirmedAt: h.hereNowAt.toISOString(), locationName: h.locationName };
}

/** The check-in inputs of each vendor row, the location names read in one statement. */
export async function hereNowInputsOf(
  db: Db,
  rows: readonly {
    hereNowAt: Date | null;
    hereNowLocationId: number | null;
    statusOverride: 'open' | 'closed' | null;
    statusOverrideUntil: Date | null;
  }[],
): Promise<HereNowInputs[]> {
  const ids = [...new Set(rows.filter((r) => r.hereNowAt && r.hereNowLocationId).map((r) => r.hereNowLocationId as number))];
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const found = await db
      .select({ id: vendorLocations.id, name: vendorLocations.locationName })
      .from(vendorLocations)
      .where(inArray(vendorLocations.id, ids));
    for (const f of found) names.set(f.id, f.name);
  }
  return rows.map((r) => ({
    hereNowAt: r.hereNowAt,
    locationId: r.hereNowAt ? r.hereNowLocationId : null,
    locationName: r.hereNowAt && r.hereNowLocationId ? (names.get(r.hereNowLocationId) ?? null) : null,
    override: { status: r.statusOverride, until: r.statusOverrideUntil },
  }));
}

/** An inbox row's values for its catalogue message (strings and numbers only). */
export function valuesOf(metadata: unknown): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (metadata && typeof metadata === 'object') {
    for (const [k, v] of Object.entries(metadata)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  }
  return out;
}
