/**
 * The one text-message sender (DESIGN §10.1), chosen by SMS_PROVIDER:
 * - `log` (development default): the text is written to the server log, clearly marked as not sent;
 * - `twilio`: Twilio's Messages API — `POST {TWILIO_API_BASE}/2010-04-01/Accounts/{sid}/Messages.json`,
 *   form fields To / From / Body, HTTP Basic `sid:token`, 201 with the message SID.
 * A send never throws: it answers delivered (with the provider's id), or failed, saying whether a
 * retry can help (5xx, 429, time-out, network) or not (any other 4xx: a bad number, bad credentials).
 */
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';

export type SendOutcome =
  | { ok: true; providerId: string }
  | { ok: false; permanent: boolean; error: string };

export interface TextSender {
  readonly provider: 'log' | 'twilio';
  /** `phone` is the stored, normalised number (10 digits for the US). */
  send(phone: string, body: string, signal: AbortSignal): Promise<SendOutcome>;
}

export interface SenderLog {
  info(message: string): void;
}

/** '7605550123' → '+1760•••0123': enough to tell numbers apart in a log, never the whole number. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return '•••';
  const national = digits.length === 10 ? `+1${digits}` : `+${digits}`;
  return `${national.slice(0, national.length - 7)}•••${national.slice(-4)}`;
}

/** The E.164 form Twilio wants: US numbers only (10 stored digits → +1 and the 10 digits). */
export function toE164(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : undefined;
}

export function createTextSender(config: Config, log: SenderLog): TextSender {
  if ((config.SMS_PROVIDER ?? 'log') === 'twilio') return twilioSender(config);
  return {
    provider: 'log',
    async send(phone, body) {
      log.info(`[SMS not sent: log provider] to ${maskPhone(phone)}: ${body}`);
      return { ok: true, providerId: `log-${randomBytes(6).toString('hex')}` };
    },
  };
}

function twilioSender(config: Config): TextSender {
  const sid = config.TWILIO_ACCOUNT_SID ?? '';
  const url = `${config.TWILIO_API_BASE.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sid}:${config.TWILIO_AUTH_TOKEN ?? ''}`).toString('base64')}`;
  const from = config.TWILIO_FROM ?? '';
  return {
    provider: 'twilio',
    async send(phone, body, signal) {
      const to = toE164(phone);
      if (!to) return { ok: false, permanent: true, error: 'not a US number (10 digits)' };
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: to, From: from, Body: body }).toString(),
          signal,
        });
      } catch (err) {
        return { ok: false, permanent: false, error: describeFetchError(err) };
      }
      let answer: { sid?: unknown; code?: unknown; message?: unknown } = {};
      try {
        answer = (await res.json()) as typeof answer;
      } catch {
        // Not JSON (a proxy's error page): the status decides.
      }
      if (res.status === 201 || res.status === 200) {
        if (typeof answer.sid === 'string' && answer.sid) return { ok: true, providerId: answer.sid };
        return { ok: false, permanent: false, error: `twilio ${res.status} without a message sid` };
      }
      const detail = [answer.code, typeof answer.message === 'string' ? answer.message : undefined]
        .filter((p) => p !== undefined && p !== null && p !== '')
        .join(' ');
      // The message text of error 21211 names the number: keep it out of the row and the log.
      const error = `twilio ${res.status}${detail ? ` ${detail}` : ''}`.replace(/\+?\d{10,15}/g, (n) => maskPhone(n));
      const retryable = res.status >= 500 || res.status === 429 || res.status === 408;
      return { ok: false, permanent: !retryable, error: error.slice(0, 500) };
    },
  };
}

export function describeFetchError(err: unknown): string {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError') return 'timed out';
  if (e?.name === 'AbortError') return 'aborted';
  const cause = e?.cause?.code ?? e?.cause?.message;
  return `network error: ${e?.message ?? String(err)}${cause ? ` (${cause})` : ''}`.slice(0, 500);
}
