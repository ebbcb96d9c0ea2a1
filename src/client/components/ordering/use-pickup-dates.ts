/**
 * Which valley days a vendor offers pickup times on (DESIGN §10.2), from its pickup windows. Kept
 * apart from the picker so the preorder page can ask without loading the checkout's code.
 */
import { VALLEY_TIME_ZONE } from '@shared/constants.js';
import { pickupDates } from '@shared/pickup-choice.js';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { hourOf, useFirstPaintValue } from '@/lib/first-paint-value';
import { pickupSlotsKey } from '@/lib/query-keys';

/**
 * The valley dates with pickup windows ahead (empty while the windows load). Which days have
 * windows is read when the windows arrive (a page left open past midnight still offers the day
 * the server will answer for; an empty day says so). Nothing is asked until `enabled` (the page
 * waits for the vendor itself: an unknown vendor has no windows to ask for), and the days are
 * worked out only while `needed` (the valley's calendar is the page's first use of the browser's
 * time-zone data, a long task on a phone while the page hydrates).
 */
export function usePickupDates(vendorId: number, enabled = true, needed = true): string[] {
  const windows = useQuery({
    queryKey: pickupSlotsKey(vendorId),
    queryFn: ({ signal }) => api('GET /api/vendors/:id/pickup-slots', { params: { id: vendorId } }, { signal }),
    enabled,
  });
  const { data, dataUpdatedAt } = windows;
  // The server's answer while the page hydrates (lib/first-paint-value); afresh for new windows.
  const key = `pickup days ${vendorId} ${needed && data ? dataUpdatedAt : 'none'} ${hourOf()}`;
  return useFirstPaintValue(key, () => (needed && data ? pickupDates(data, new Date(), VALLEY_TIME_ZONE) : []));
}
