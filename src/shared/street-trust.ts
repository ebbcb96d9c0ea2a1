/**
 * Trust on the street (DESIGN §10.5): the no-show rule and the text-message keywords, shared by
 * the server (which enforces them) and the client (which explains them).
 */

/** A phone with this many no-shows … */
export const NO_SHOW_STRIKE_LIMIT = 3;
/** … within this many days must verify by text before its next order. */
export const NO_SHOW_WINDOW_DAYS = 30;

/**
 * Decision 0014: an order typed at the vendor's desk (a walk-up or phone order, decision 0026)
 * does not speak for the phone on it: no texts, no no-show strike, no rating, loyalty points or
 * challenge progress. The server's whole rule (also: a live vendor, not the vendor's own phone)
 * is src/server/preorders/trust.ts; the client uses this part to say so.
 */
export function typedAtDesk(source: string): boolean {
  return source !== 'online';
}

export type SmsKeyword = 'stop' | 'start' | 'help';

/** Twilio's own opt-out, opt-in and help words (a text made of one of them, any case). */
const KEYWORDS: Readonly<Record<string, SmsKeyword>> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  START: 'start',
  YES: 'start',
  UNSTOP: 'start',
  HELP: 'help',
  INFO: 'help',
};

/** 'stop ' → 'stop', 'Start' → 'start', 'help!' → null: only the whole text, trimmed, counts. */
export function smsKeyword(body: string): SmsKeyword | null {
  return KEYWORDS[body.trim().toUpperCase()] ?? null;
}
