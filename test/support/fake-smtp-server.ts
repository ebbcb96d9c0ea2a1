/**
 * A fake SMTP server on 127.0.0.1 (smtp-server), so the app's real nodemailer transport sends to
 * it: each message is kept with its envelope, headers and decoded text, as a mailbox would show it.
 * No Vitest imports (the crash test and the bench run it outside Vitest); fake-smtp.ts adds the
 * per-file set-up.
 *
 * Every server a test starts sends its e-mail to a fake (decision 0052: sign-up finishes with an
 * e-mail's link): a file's own (`fakeSmtpForFile`) or else this process's shared one
 * (`sharedMailbox`); `mailEnv` points a server's environment at one of them and `signUpLink`
 * reads a sign-up link from whichever received it.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface FakeEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export interface FakeSmtp {
  readonly url: string;
  readonly env: { EMAIL_PROVIDER: 'smtp'; SMTP_URL: string };
  readonly messages: FakeEmail[];
  messagesTo(address: string): FakeEmail[];
  /** Waits (polling, up to `timeoutMs`) until `address` has received `count` messages; returns them. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<FakeEmail[]>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** The subject and the text of a single-part text/plain message, decoded. */
export function parseMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  // Encoded-word subjects (=?UTF-8?Q?…?= or =?UTF-8?B?…?=), as nodemailer writes non-ASCII ones.
  const subject = header('Subject').replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
  return { subject, text: text.replace(/\r\n/g, '\n').trimEnd() };
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: FakeEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const { subject, text } = parseMessage(Buffer.concat(chunks).toString('latin1'));
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject,
          text,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Never what keeps a process alive (the shared mailbox lives as long as its process).
  server.server.unref();
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}`;
  const messagesTo = (address: string) => messages.filter((m) => m.to.includes(address));
  const fake: FakeSmtp = {
    url,
    env: { EMAIL_PROVIDER: 'smtp', SMTP_URL: url },
    messages,
    messagesTo,
    async waitFor(address, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messagesTo(address).length < count) {
        if (Date.now() > deadline) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return messagesTo(address);
    },
    close: () => {
      live.delete(fake);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  live.add(fake);
  return fake;
}

/** The fakes running in this process (a file's own and the shared one). */
const live = new Set<FakeSmtp>();

let shared: Promise<FakeSmtp> | undefined;

/** This process's mailbox for servers whose test did not start a fake of its own (started on first use). */
export function sharedMailbox(): Promise<FakeSmtp> {
  shared ??= startFakeSmtp();
  return shared;
}

/**
 * `env` with its e-mail going to a fake: kept when its SMTP_URL is a fake running here (a file's
 * own), else pointed at the shared mailbox (over the log provider or PRODUCTION_ENV's closed
 * port: a test's server always delivers, and never beyond this machine).
 */
export async function mailEnv<T extends Record<string, string | undefined>>(env: T): Promise<T & { EMAIL_PROVIDER: string; SMTP_URL: string }> {
  const own = [...live].find((f) => f.url === env.SMTP_URL);
  if (own && env.EMAIL_PROVIDER === 'smtp') return env as T & { EMAIL_PROVIDER: string; SMTP_URL: string };
  return { ...env, ...(await sharedMailbox()).env };
}

/** Every message to `address` in the fakes running here. */
export function mailTo(address: string): FakeEmail[] {
  return [...live].flatMap((f) => f.messagesTo(address));
}

/**
 * The token of the newest sign-up link e-mailed to `address` (/confirm-sign-up?token=…), waiting
 * (polling, up to `timeoutMs`) for it to arrive in any fake running here.
 */
export async function signUpLink(address: string, timeoutMs = 10_000): Promise<{ token: string; url: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = mailTo(address)
      .map((m) => /(https?:\/\/\S+\/confirm-sign-up\?token=([A-Za-z0-9_-]+)\S*)/.exec(m.text))
      .filter((m) => m !== null);
    const last = links.at(-1);
    if (last) return { url: last[1]!, token: last[2]! };
    if (Date.now() > deadline) throw new Error(`no sign-up link e-mailed to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

