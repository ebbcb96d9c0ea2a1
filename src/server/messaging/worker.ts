/**
 * The outbox worker (DESIGN §10.1, §10.6; decision 0015). Every app instance runs one. It claims
 * due rows of the `notifications` outbox in one short statement (`for update skip locked`, so two
 * instances never claim one row) that also takes a lease: `nextAttemptAt` moves to now + the send
 * time-out + a margin and `attempts` goes up. It sends OUTSIDE any transaction (PGlite has one
 * connection; a transaction held across an HTTP call would stall every request), then records the
 * outcome: sent (isSent, sentAt, providerId; lastError keeps the last failure, if any), retry later (lastError, exponential back-off), or
 * given up (failedAt: a permanent failure at once, any failure after OUTBOX_MAX_ATTEMPTS).
 * A process killed mid-send leaves its rows leased; when the lease runs out they are due again and
 * any instance sends them — a text may then go out twice, never zero times.
 * The worker wakes on NOTIFY OUTBOX_CHANNEL (wakeOutbox), on its poll timer and when a retry is due.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { claimDue } from '../db/lease.js';
import { notifications } from '../db/schema.js';
import { escalationTick } from '../escalation/escalate.js';
import { watchDesks } from '../pickup/ordering-state.js';
import { recoverOrderEvents } from '../preorders/status-change.js';
import { syncVendorCache } from '../vendors/cache.js';
import { hasOptedOut } from './consent.js';
import { OUTBOX_CHANNEL } from './outbox.js';
import { sendPush, vapidKeys } from './push.js';
import { systemResolveHost } from './push-endpoint.js';
import { createTextSender, maskPhone, type SendOutcome } from './sender.js';

/** Rows claimed per round. */
export const OUTBOX_BATCH = 10;
/** A claimed row stays leased this long beyond the send's time-out (at least). */
export const LEASE_MARGIN_MS = 5_000;
/** No retry waits longer than this. */
const MAX_BACKOFF_MS = 60 * 60 * 1000;

type ClaimedRow = {
  id: number;
  channel: string;
  type: string;
  guest_phone: string | null;
  title: string;
  message: string;
  action_url: string | null;
  metadata: unknown;
  attempts: number;
};

/** Back-off before attempt `attempts + 1`: base, 2×base, 4×base … capped, with up to 10% jitter. */
export function backoffMs(baseMs: number, attempts: number): number {
  const plain = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(plain * (1 + Math.random() * 0.1));
}

/** lastError of a text not sent because its phone opted out (STOP). */
export const OPTED_OUT = 'not sent: the phone opted out (STOP)';

/** Texts of these types carry a one-time code: once sent or given up, the stored body loses its digits. */
const SECRET_TYPES = ['phone_code'];

/** Starts the app's outbox worker when the app is ready; stops it (and aborts sends) on close. */
export function installOutboxWorker(app: FastifyInstance): void {
  const { config, database } = app.ctx;
  const db = () => database.db;
  const now = () => app.ctx.now();
  const log = app.log;
  const sender = createTextSender(config, { info: (m) => log.info(m) });
  const vapid = vapidKeys(config);
  // Production sends pushes only to public addresses, looked up on each send (push-endpoint.ts).
  const pushGuard = config.NODE_ENV === 'production' ? { resolveHost: app.ctx.resolveHost ?? systemResolveHost } : undefined;
  const timeoutMs = config.SMS_TIMEOUT_MS;
  // The lease covers the send's time-out plus recording its outcome on a busy machine.
  const leaseMs = timeoutMs + Math.max(LEASE_MARGIN_MS, timeoutMs);

  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let poll: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryAt = Number.POSITIVE_INFINITY;
  let unlisten: (() => Promise<void>) | undefined;
  const stopping = new AbortController();

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = loop().finally(() => {
      running = undefined;
    });
  }

  function wakeAt(at: number): void {
    if (stopped || at >= retryAt) return;
    retryAt = at;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(
      () => {
        retryAt = Number.POSITIVE_INFINITY;
        kick();
      },
      Math.max(0, at - Date.now()),
    );
    retryTimer.unref();
  }

  async function loop(): Promise<void> {
    try {
      for (;;) {
        again = false;
        const claimed = await claim();
        await Promise.all(claimed.map(deliver));
        if (stopped || (!again && claimed.length < OUTBOX_BATCH)) return;
      }
    } catch (err) {
      if (!stopped) log.warn({ err }, 'outbox: round failed; trying again on the next wake-up');
    }
  }

  async function claim(): Promise<ClaimedRow[]> {
    const at = now();
    const rows = await claimDue<ClaimedRow>(db(), {
      table: 'notifications',
      due: sql`is_sent = false and failed_at is null and channel <> 'inbox' and next_attempt_at <= ${at.toISOString()}::timestamptz`,
      orderBy: 'next_attempt_at',
      limit: OUTBOX_BATCH,
      leaseColumn: 'next_attempt_at',
      leaseUntil: new Date(at.getTime() + leaseMs),
      returning: ['id', 'channel', 'type', 'guest_phone', 'title', 'message', 'action_url', 'metadata', 'attempts'],
    });
    return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
  }

  async function send(row: ClaimedRow): Promise<SendOutcome> {
    const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]);
    if (row.channel === 'sms') {
      if (!row.guest_phone) return { ok: false, permanent: true, error: 'no phone' };
      return sender.send(row.guest_phone, row.message, signal);
    }
    if (row.channel === 'push') {
      return sendPush(
        db(),
        vapid,
        { title: row.title, message: row.message, actionUrl: row.action_url, metadata: row.metadata },
        signal,
        pushGuard,
      );
    }
    return { ok: false, permanent: true, error: `unknown channel ${row.channel}` };
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    // DESIGN §10.5: a phone that texted STOP is never texted, whenever the message was queued.
    // Checked at send time; the row is given up with the reason, never sent.
    if (row.channel === 'sms' && row.guest_phone && (await hasOptedOut(db(), row.guest_phone))) {
      const secret = SECRET_TYPES.includes(row.type);
      await db()
        .update(notifications)
        .set({
          failedAt: now(),
          lastError: OPTED_OUT,
          ...(secret ? { message: sql`regexp_replace(${notifications.message}, '[0-9]', '•', 'g')` } : {}),
        })
        .where(and(eq(notifications.id, row.id), eq(notifications.attempts, row.attempts), eq(notifications.isSent, false)));
      log.info({ outbox: row.id, type: row.type, to: maskPhone(row.guest_phone) }, 'outbox: not sent, the phone opted out');
      return;
    }
    let outcome: SendOutcome;
    try {
      outcome = await send(row);
    } catch (err) {
      outcome = { ok: false, permanent: false, error: `send threw: ${(err as Error).message}`.slice(0, 500) };
    }
    const at = now();
    const secret = SECRET_TYPES.includes(row.type);
    const redacted = secret ? { message: sql`regexp_replace(${notifications.message}, '[0-9]', '•', 'g')` } : {};
    // Only the claim that is still ours may record an outcome (a lease that ran out was re-claimed).
    const ours = and(eq(notifications.id, row.id), eq(notifications.attempts, row.attempts), eq(notifications.isSent, false));
    const to = row.guest_phone ? maskPhone(row.guest_phone) : '-';
    if (outcome.ok) {
      await db()
        .update(notifications)
        .set({ isSent: true, sentAt: at, providerId: outcome.providerId, ...redacted })
        .where(ours);
      log.debug({ outbox: row.id, channel: row.channel, type: row.type, to }, 'outbox: sent');
      return;
    }
    const giveUp = outcome.permanent || row.attempts >= config.OUTBOX_MAX_ATTEMPTS;
    if (giveUp) {
      await db()
        .update(notifications)
        .set({ failedAt: at, lastError: outcome.error, ...redacted })
        .where(ours);
      app.metrics.outboxFailures.inc({ channel: row.channel, outcome: 'given_up' });
      log.warn(
        { outbox: row.id, channel: row.channel, type: row.type, to, attempts: row.attempts, error: outcome.error },
        'outbox: message given up',
      );
      return;
    }
    const next = at.getTime() + backoffMs(config.OUTBOX_RETRY_BASE_MS, row.attempts);
    await db()
      .update(notifications)
      .set({ nextAttemptAt: new Date(next), lastError: outcome.error })
      .where(ours);
    app.metrics.outboxFailures.inc({ channel: row.channel, outcome: 'retry' });
    log.info(
      { outbox: row.id, channel: row.channel, type: row.type, to, attempts: row.attempts, error: outcome.error },
      'outbox: send failed; will retry',
    );
    wakeAt(Date.now() + (next - at.getTime()));
  }

  // Decision 0027: the desk watch rides the worker's tick (no cron): a vendor whose desk has been
  // unreachable while an order waits is paused until closing and told (its text joins the outbox).
  // Unanswered orders escalate on the same tick (issue 41 item 3, src/server/escalation/escalate.ts),
  // and a status change whose process died after its commit gets its refund, challenges and live
  // event there (issue 39 item 2, src/server/preorders/status-change.ts).
  let watching = false;
  let watchRun: Promise<void> | undefined;
  async function watch(): Promise<void> {
    if (stopped || watching) return;
    watching = true;
    // Three rounds, each on its own: one that fails (a lost connection) does not hold up the others.
    const round = async (name: string, run: () => Promise<void>) => {
      try {
        await run();
      } catch (err) {
        if (!stopped) log.warn({ err }, `${name}: round failed; trying again on the next tick`);
      }
    };
    try {
      await round('desk watch', async () => {
        const paused = await watchDesks(db(), now(), config.VALLEY_TZ);
        if (paused.length === 0) return;
        // The pauses reach this instance's public cache before the texts go out.
        await syncVendorCache(app.ctx);
        kick();
      });
      await round('escalation', async () => {
        if ((await escalationTick(app)).texts > 0) kick();
      });
      await round('order events', async () => {
        await recoverOrderEvents(app);
      });
    } finally {
      watching = false;
    }
  }

  app.addHook('onReady', async () => {
    unlisten = await database.listen(OUTBOX_CHANNEL, () => kick());
    poll = setInterval(() => {
      kick();
      if (!watching) watchRun = watch();
    }, config.OUTBOX_POLL_MS);
    poll.unref();
    kick();
  });

  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(poll);
    clearTimeout(retryTimer);
    stopping.abort();
    await unlisten?.().catch(() => {});
    await running;
    await watchRun;
  });
}
