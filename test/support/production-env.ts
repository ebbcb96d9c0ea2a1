/**
 * The least a production configuration needs (decision 0014, issue 43 item 8): a session secret,
 * PUBLIC_URL, and real senders for texts and e-mails (the log providers are refused). The senders
 * point at addresses on this machine that nothing listens on, so a test that sends by accident
 * fails to deliver instead of reaching Twilio or a mail server; tests that send use the fakes
 * (fake-twilio.ts, fake-smtp.ts) over these values.
 */
import { ABUSE_LIMITS, GENEROUS_LIMIT } from '../../src/server/config.js';
import { FAKE_TWILIO_FROM, FAKE_TWILIO_SID, FAKE_TWILIO_TOKEN } from './fake-twilio.js';

export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'production-test-secret-7f3a9c1e5b2d8046',
  PUBLIC_URL: 'https://valleyeats.example',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: FAKE_TWILIO_SID,
  TWILIO_AUTH_TOKEN: FAKE_TWILIO_TOKEN,
  TWILIO_FROM: FAKE_TWILIO_FROM,
  TWILIO_API_BASE: 'http://127.0.0.1:9',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:9',
} as const satisfies Record<string, string>;

/**
 * Every abuse limit at a figure no test or bench run reaches. Production refuses a limit of 0
 * (issue 43 item 9), so a production server that must not be limited (the bench's) counts every
 * request, as a deployment does, under these.
 */
export const GENEROUS_LIMITS = Object.fromEntries(ABUSE_LIMITS.map((name) => [name, GENEROUS_LIMIT])) as Record<
  (typeof ABUSE_LIMITS)[number],
  string
>;
