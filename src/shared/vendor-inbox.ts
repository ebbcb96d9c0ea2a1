/**
 * The vendor's inbox notices in the reader's language (decision 0029; issue 44 defect 6): a row
 * keeps its type, its values and English words; whoever reads it sees the catalogue's words for
 * its type in their own language, filled with the row's values, whatever the language of the
 * customer whose order wrote it. A row whose values do not fill the words (written before its
 * type kept them, or a type without an entry) shows the words stored with it.
 */
import { isMessageKey, type Locale, type MessageKey, type MessageParams, translate } from './messages/index.js';

export type InboxNoticePart = 'title' | 'body';

/** Types whose words live outside the `hereNow.inbox.<type>.title|body` entries. */
const KEYS: Partial<Record<string, Record<InboxNoticePart, MessageKey>>> = {
  new_preorder: { title: 'preorder.notification.title', body: 'preorder.notification.message' },
};

/** The catalogue key of a notice type's title or body (it may not exist: then the stored words show). */
export function inboxNoticeKey(type: string, part: InboxNoticePart): string {
  return KEYS[type]?.[part] ?? `hereNow.inbox.${type}.${part}`;
}

/** A placeholder the values did not fill ('{invoice}', '{count, plural, …}'). */
const UNFILLED = /\{\s*\w+\s*[,}]/;

export interface InboxNotice {
  type: string;
  title: string;
  message: string;
  values: MessageParams;
}

/** A notice's title or body in `locale`: the catalogue's words with the row's values, else its stored words. */
export function inboxNoticeText(locale: Locale, notice: InboxNotice, part: InboxNoticePart): string {
  const key = inboxNoticeKey(notice.type, part);
  const stored = part === 'title' ? notice.title : notice.message;
  if (!isMessageKey(key)) return stored;
  const text = translate(locale, key, notice.values);
  return UNFILLED.test(text) ? stored : text;
}

/** What a new notice row keeps: its English words (for readers of old clients and exports) and its values. */
export function inboxNoticeWords(type: string, values: MessageParams): { title: string; message: string } {
  const words = (part: InboxNoticePart) => {
    const key = inboxNoticeKey(type, part);
    return isMessageKey(key) ? translate('en', key, values) : key;
  };
  return { title: words('title'), message: words('body') };
}
