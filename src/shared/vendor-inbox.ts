/**
 * The vendor's inbox notices in the reader's language (decision 0029; issue 44 defect 6): a row
 * keeps its type, its values and English words; whoever reads it sees the catalogue's words for
 * its type in their own language, filled with the row's values, whatever the language of the
 * customer whose order wrote it. A row whose values do not fill the words (written before its
 * type kept them, or a type without an entry) shows the words stored with it.
 */
import { VALLEY_TIME_ZONE } from './constants.js';
import { isMessageKey, type Locale, localeTag, type MessageKey, type MessageParams, translate } from './messages/index.js';

export type InboxNoticePart = 'title' | 'body';

/** Types whose words live outside the `hereNow.inbox.<type>.title|body` entries. */
const KEYS: Partial<Record<string, Record<InboxNoticePart, MessageKey>>> = {
  new_preorder: { title: 'preorder.notification.title', body: 'preorder.notification.message' },
  desk_unreachable: { title: 'pauseEnds.notice.title', body: 'pauseEnds.notice.message' },
  // Unanswered orders (src/server/escalation/escalate.ts).
  order_unanswered: { title: 'festival.escalation.alertTitle', body: 'festival.escalation.alertMessage' },
  unanswered: { title: 'festival.escalation.pausedTitle', body: 'festival.escalation.pausedMessage' },
};

/**
 * Values a row keeps as moments (ISO) and its words show as a valley clock time in the reader's
 * language: the desk watch's `pausedUntil` fills `{time}`.
 */
const TIMES: Partial<Record<string, { from: string; to: string }>> = {
  desk_unreachable: { from: 'pausedUntil', to: 'time' },
  unanswered: { from: 'pausedUntil', to: 'time' },
};

/** The values a notice's words are filled with in `locale`. */
function valuesIn(locale: Locale, type: string, values: MessageParams): MessageParams {
  const time = TIMES[type];
  const at = time ? values[time.from] : undefined;
  if (!time || typeof at !== 'string' || Number.isNaN(Date.parse(at))) return values;
  const clock = new Intl.DateTimeFormat(localeTag(locale), { timeZone: VALLEY_TIME_ZONE, hour: 'numeric', minute: '2-digit' });
  return { ...values, [time.to]: clock.format(new Date(at)) };
}

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
  const text = translate(locale, key, valuesIn(locale, notice.type, notice.values));
  return UNFILLED.test(text) ? stored : text;
}

/** What a new notice row keeps: its English words (for readers of old clients and exports) and its values. */
export function inboxNoticeWords(type: string, values: MessageParams): { title: string; message: string } {
  const words = (part: InboxNoticePart) => {
    const key = inboxNoticeKey(type, part);
    return isMessageKey(key) ? translate('en', key, valuesIn('en', type, values)) : key;
  };
  return { title: words('title'), message: words('body') };
}
