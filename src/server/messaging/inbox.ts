/**
 * A vendor's inbox notice as a notifications row: its type and values, and the English words kept
 * with it (the app shows the catalogue's words for its type in the reader's language:
 * src/shared/vendor-inbox.ts). One home for the notices the here-now reports, the escalation and
 * the administrator's approval write.
 */
import { inboxNoticeWords } from '../../shared/vendor-inbox.js';

export function inboxRow(vendorId: number, type: string, values: Record<string, string | number>, now: Date, actionUrl?: string) {
  return {
    channel: 'inbox',
    vendorId,
    type,
    ...inboxNoticeWords(type, values),
    ...(actionUrl ? { actionUrl } : {}),
    metadata: values,
    createdAt: now,
  };
}
