/**
 * Cookie sessions stored in the `sessions` table (sid, sess, expire). Nothing is loaded until a
 * route asks (public reads do no session work); a session is created only on sign-in.
 * Cookies: HttpOnly, SameSite=Lax, Secure in production; user sessions 7 days rolling, the
 * administrator's 12 hours from login, bound to the credential it was started with.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { unauthorized } from '../errors.js';
import {
  ADMIN_SESSION_TTL_MS,
  createSession,
  deleteSession,
  loadSession,
  loadSessionUser,
  purgeExpiredSessions,
  SESSION_TTL_MS,
  type SessionData,
  touchSession,
  type UserRow,
} from './queries.js';
import { runAtStartAndEvery } from '../periodic.js';

export const USER_COOKIE = 've_session';
export const ADMIN_COOKIE = 've_admin';
/** Extend the expiry at most once an hour per session (a write per request would be waste). */
const ROLL_AFTER_MS = 60 * 60 * 1000;
/**
 * A signed-in session read from the table is trusted for this long without reading it again, so
 * a busy vendor screen costs no session query per request. A session that ends (sign-out, a new
 * sign-in, a password reset) is dropped at once on this instance and, through NOTIFY
 * SESSION_END_CHANNEL, on every other one (DESIGN §10.6); this time only bounds a lost notice.
 */
const SESSION_REUSE_MS = 5_000;
const SESSION_REUSE_MAX = 10_000;
/** NOTIFY channel: comma-separated ids of user sessions that ended, for every instance to forget. */
export const SESSION_END_CHANNEL = 'session_end';
/** Session ids per notice (NOTIFY payloads stop at 8,000 bytes; an id is 43 characters). */
const SIDS_PER_NOTICE = 100;
type ReusedSession = { user: UserRow; expire: Date; readAt: number };
const reusedSessions = new WeakMap<AppContext, Map<string, ReusedSession>>();
function sessionsOf(ctx: AppContext): Map<string, ReusedSession> {
  let map = reusedSessions.get(ctx);
  if (!map) {
    map = new Map();
    reusedSessions.set(ctx, map);
  }
  return map;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null (loaded once per request). */
    currentUser(): Promise<UserRow | null>;
    /** Whether the request carries an administrator session. */
    isAdmin(): Promise<boolean>;
    /** Set by the requireUser hook. */
    user: UserRow;
  }
}

function cookieOptions(ctx: AppContext, expire: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.NODE_ENV === 'production',
    signed: true,
    expires: expire,
  };
}

/**
 * The session id in a signed cookie, or undefined when it is missing or its signature is wrong.
 * `verified` remembers the answer per raw cookie value (the check is an HMAC, and a signed-in
 * client sends the same value on every request); each app has its own, as each has its secret.
 */
function readSid(request: FastifyRequest, name: string, verified?: Map<string, string | null>): string | undefined {
  const raw = request.cookies[name];
  if (!raw) return undefined;
  let sid = verified?.get(raw);
  if (sid === undefined) {
    const unsigned = request.unsignCookie(raw);
    sid = unsigned.valid && unsigned.value ? unsigned.value : null;
    if (verified) {
      if (verified.size >= SESSION_REUSE_MAX) verified.clear();
      verified.set(raw, sid);
    }
  }
  return sid ?? undefined;
}

export function installSessions(app: FastifyInstance): void {
  const ctx = app.ctx;
  const userCache = new WeakMap<FastifyRequest, Promise<UserRow | null>>();
  const adminCache = new WeakMap<FastifyRequest, Promise<boolean>>();
  const verified = new Map<string, string | null>();

  app.decorateRequest('user', null as unknown as UserRow);
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = userCache.get(this);
    if (!pending) {
      pending = resolveUser(this);
      userCache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('isAdmin', function (this: FastifyRequest) {
    let pending = adminCache.get(this);
    if (!pending) {
      pending = resolveAdmin(this);
      adminCache.set(this, pending);
    }
    return pending;
  });

  async function resolveUser(request: FastifyRequest): Promise<UserRow | null> {
    const sid = readSid(request, USER_COOKIE, verified);
    if (!sid) return null;
    const now = ctx.now();
    const reused = sessionsOf(ctx);
    const hit = reused.get(sid);
    const found =
      hit && hit.readAt + SESSION_REUSE_MS > Date.now() && hit.expire > now
        ? hit
        : await loadSessionUser(ctx.database.db, sid, now);
    if (!found) {
      reused.delete(sid);
      return null;
    }
    const expire = await roll(request, USER_COOKIE, sid, found.expire, now);
    if (found !== hit) {
      if (reused.size >= SESSION_REUSE_MAX) reused.clear();
      reused.set(sid, { user: found.user, expire, readAt: Date.now() });
    } else if (expire !== hit.expire) {
      hit.expire = expire;
    }
    return found.user;
  }

  async function resolveAdmin(request: FastifyRequest): Promise<boolean> {
    if (!adminEnabled(ctx)) return false;
    const sid = readSid(request, ADMIN_COOKIE, verified);
    if (!sid) return false;
    const now = ctx.now();
    const found = await loadSession(ctx.database.db, sid, now);
    if (found?.data.kind !== 'admin') return false;
    // Started with another ADMIN_USERNAME/ADMIN_PASSWORD (or before sessions were bound to it):
    // no longer an administrator, and the row goes.
    if (!sameFingerprint(found.data.credential, adminCredentialFingerprint(ctx))) {
      await deleteSession(ctx.database.db, sid);
      return false;
    }
    // Not rolled: the session ends 12 hours after login whatever happens in between.
    return true;
  }

  /** Extends the session when its expiry is more than an hour old; returns the expiry in force. */
  async function roll(request: FastifyRequest, cookie: string, sid: string, expire: Date, now: Date): Promise<Date> {
    if (expire.getTime() - now.getTime() > SESSION_TTL_MS - ROLL_AFTER_MS) return expire;
    const next = new Date(now.getTime() + SESSION_TTL_MS);
    await touchSession(ctx.database.db, sid, next);
    const list = rolled.get(request) ?? [];
    list.push({ cookie, sid, expire: next });
    rolled.set(request, list);
    return next;
  }

  // A rolled session gets a fresh cookie expiry on the way out.
  const rolled = new WeakMap<FastifyRequest, { cookie: string; sid: string; expire: Date }[]>();
  app.addHook('onSend', async (request, reply) => {
    for (const r of rolled.get(request) ?? []) {
      if (!reply.hasHeader('set-cookie') || !String(reply.getHeader('set-cookie')).includes(`${r.cookie}=`)) {
        reply.setCookie(r.cookie, r.sid, cookieOptions(ctx, r.expire));
      }
    }
  });

  // Sessions ended on another instance are forgotten here too (forgetSessions), and the vendor
  // live streams opened here with them end now rather than at the hub's next session check.
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await ctx.database.listen(SESSION_END_CHANNEL, (payload) => {
      const reused = sessionsOf(ctx);
      for (const sid of payload.split(',')) {
        reused.delete(sid);
        if (app.hasDecorator('realtime')) app.realtime.endSession(sid);
      }
    });
  });
  app.addHook('onClose', async () => {
    await unlisten?.().catch(() => {});
    unlisten = undefined;
  });

  // Expired rows are purged at start and then hourly.
  runAtStartAndEvery(app, 'session purge', () => purgeExpiredSessions(ctx.database.db, ctx.now()));
}

export function adminEnabled(ctx: AppContext): boolean {
  return Boolean(ctx.config.ADMIN_USERNAME && ctx.config.ADMIN_PASSWORD);
}

/** Key for the credential fingerprint when no SESSION_SECRET is configured (cookies die with the process too). */
const processKey = randomBytes(32);

/**
 * HMAC-SHA256 of ADMIN_USERNAME and ADMIN_PASSWORD keyed with the session secret: stored in an
 * administrator session, so changing either ends every administrator session. The password is
 * never stored, and the stored value is worthless without the secret.
 */
export function adminCredentialFingerprint(ctx: AppContext): string {
  const { ADMIN_USERNAME = '', ADMIN_PASSWORD = '', SESSION_SECRET } = ctx.config;
  return createHmac('sha256', SESSION_SECRET ?? processKey)
    .update(`admin-credential\0${ADMIN_USERNAME}\0${ADMIN_PASSWORD}`)
    .digest('base64url');
}

function sameFingerprint(stored: string | undefined, current: string): boolean {
  if (typeof stored !== 'string') return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(current);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  data: SessionData,
): Promise<void> {
  const cookie = data.kind === 'admin' ? ADMIN_COOKIE : USER_COOKIE;
  // A new sid on every sign-in (no session fixation); the old one is removed.
  const old = readSid(request, cookie);
  if (old) {
    await deleteSession(ctx.database.db, old);
    if (cookie === USER_COOKIE) await forgetSessions(ctx, [old]);
  }
  const { sid, expire } =
    data.kind === 'admin'
      ? await createSession(
          ctx.database.db,
          { ...data, credential: adminCredentialFingerprint(ctx) },
          ctx.now(),
          ADMIN_SESSION_TTL_MS,
        )
      : await createSession(ctx.database.db, data, ctx.now());
  reply.setCookie(cookie, sid, cookieOptions(ctx, expire));
}

export async function endSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: 'user' | 'admin',
): Promise<void> {
  const cookie = kind === 'admin' ? ADMIN_COOKIE : USER_COOKIE;
  const sid = readSid(request, cookie);
  if (sid) {
    await deleteSession(ctx.database.db, sid);
    if (kind === 'user') await forgetSessions(ctx, [sid]);
  }
  reply.clearCookie(cookie, { path: '/' });
}

/**
 * Call after user sessions were deleted (sign-out, a password reset ends all of an account's):
 * this instance stops reusing them at once, and every other instance when its NOTIFY arrives,
 * instead of within SESSION_REUSE_MS.
 */
export async function forgetSessions(ctx: AppContext, sids: readonly string[]): Promise<void> {
  const reused = sessionsOf(ctx);
  for (const sid of sids) reused.delete(sid);
  for (let i = 0; i < sids.length; i += SIDS_PER_NOTICE) {
    try {
      await ctx.database.notify(SESSION_END_CHANNEL, sids.slice(i, i + SIDS_PER_NOTICE).join(','));
    } catch {
      // The rows are gone; the other instances stop reusing them within SESSION_REUSE_MS anyway.
    }
  }
}

/** preHandler hook: 401 unless signed in; sets request.user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  request.user = user;
}
