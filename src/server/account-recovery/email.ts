/**
 * The one e-mail sender (issue 24 item 8), chosen by EMAIL_PROVIDER:
 * - `log` (default): the e-mail is written to the server log, clearly marked as not sent;
 * - `smtp`: nodemailer's SMTP transport on SMTP_URL (smtp:// upgrades with STARTTLS when the
 *   server offers it, smtps:// is TLS from the start).
 * A send throws on failure; the caller decides (a reset e-mail is logged and dropped: decision 0021).
 */
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface EmailSender {
  readonly provider: 'log' | 'smtp';
  send(email: Email): Promise<void>;
  close(): void;
}

export interface EmailLog {
  info(message: string): void;
}

/** 'rosa@example.com' → 'r•••@example.com': enough to tell addresses apart in a log. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

export function createEmailSender(config: Config, log: EmailLog): EmailSender {
  if (config.EMAIL_PROVIDER === 'smtp' && config.SMTP_URL) {
    const url = config.SMTP_URL;
    // nodemailer loads with the first e-mail, not at start-up (decision 0048, memory).
    let transport: Transporter | undefined;
    return {
      provider: 'smtp',
      async send(email) {
        transport ??= (await import('nodemailer')).default.createTransport(url);
        await transport.sendMail({ from: config.EMAIL_FROM, to: email.to, subject: email.subject, text: email.text });
      },
      close() {
        transport?.close();
      },
    };
  }
  return {
    provider: 'log',
    async send(email) {
      // The whole text: with the log provider, the log is where a developer reads the link.
      log.info(`[e-mail not sent: log provider] to ${maskEmail(email.to)}: ${email.subject}\n${email.text}`);
    },
    close() {},
  };
}

/** The e-mail jobs still running, per app (its context: one for every plugin of the app). */
const runningMail = new WeakMap<object, Set<Promise<void>>>();
function runningMailOf(ctx: object): Set<Promise<void>> {
  let running = runningMail.get(ctx);
  if (!running) {
    running = new Set();
    runningMail.set(ctx, running);
  }
  return running;
}

/** Resolves once every e-mail job this app started has finished (a test that compares the database before and after a request waits for it). */
export async function mailSettled(ctx: object): Promise<void> {
  await Promise.allSettled([...runningMailOf(ctx)]);
}

/**
 * E-mails sent after the answer, so an answer's timing says nothing about the address (password
 * reset, sign-up): `later(job)` runs a job that may look things up and send; a failure is logged
 * with `what` and dropped (decision 0021). Jobs still running are awaited when the app closes, so
 * that a shutdown does not cut one off.
 */
export function mailLater(app: FastifyInstance, config: Config) {
  const sender = createEmailSender(config, { info: (message) => app.log.info(message) });
  const running = runningMailOf(app.ctx);
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
    sender.close();
  });
  return {
    sender,
    later(what: string, to: string, job: (send: (email: Email) => Promise<void>) => Promise<void>): void {
      const run = job((email) => sender.send(email))
        .catch((err: unknown) => app.log.error({ err, to: maskEmail(to) }, `${what} failed`))
        .finally(() => running.delete(run));
      running.add(run);
    },
  };
}
