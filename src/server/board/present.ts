/**
 * How festival night shows an order to a crowd (issue 41): its pickup code and the customer's
 * first name with an initial, never a phone or a last name. A first name typed as a whole name
 * at the desk ("Maria Lopez") keeps only its first word.
 */
import type { BoardEntry, VendorBoard } from '../../shared/schemas/board.js';
import type { BoardRow } from './queries.js';

export function boardName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const initial = lastName.trim().slice(0, 1).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** One vendor's board from its rows (already oldest first). */
export function presentBoard(vendorId: number, businessName: string, rows: readonly BoardRow[]): VendorBoard {
  const entry = (r: BoardRow): BoardEntry => ({ pickupCode: r.pickupCode, name: boardName(r.firstName, r.lastName) });
  return {
    vendorId,
    businessName,
    preparing: rows.filter((r) => r.vendorId === vendorId && r.status === 'confirmed').map(entry),
    ready: rows.filter((r) => r.vendorId === vendorId && r.status === 'ready').map(entry),
  };
}
