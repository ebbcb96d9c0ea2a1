/**
 * A fake SMTP server on 127.0.0.1 (smtp-server), so the app's real nodemailer transport sends to
 * it: each message is kept with its envelope, headers and decoded text, as a mailbox would show it.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
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
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}`;
  const messagesTo = (address: string) => messages.filter((m) => m.to.includes(address));
  return {
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Starts a fake SMTP server before the file's app and puts its variables into `env` (pass the same
 * object to setupTestApp or setupBrowserApp, after this call); closes it after the file.
 */
export function fakeSmtpForFile(env: Record<string, string | undefined>): { readonly fake: FakeSmtp } {
  const handle = {} as { fake: FakeSmtp };
  beforeAll(async () => {
    handle.fake = await startFakeSmtp();
    Object.assign(env, handle.fake.env);
  });
  afterAll(async () => {
    await handle.fake?.close();
  });
  return handle;
}
