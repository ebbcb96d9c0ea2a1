/**
 * The verified-phone session (DESIGN §10.1): after a correct code, a row in `sessions`
 * `{kind:'phone', phone}` and a signed cookie (HttpOnly, SameSite=Lax, Secure in production) for
 * 30 days, not extended: after that the customer confirms the phone again.
 *
 * The caller's verified phones are that session's phone and the signed-in user's linked phone
 * (`users.phone`, read fresh: linking on one instance counts at once on every other).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../shared/messages/index.js';
import { PHONE_SESSION_DAYS } from '../../shared/schemas/phone.js';
import { createSession, deleteSession, loadSession } from '../auth/queries.js';
import { unauthorized } from '../errors.js';
import { findLinkedPhone } from './queries.js';

export const PHONE_COOKIE = 've_phone';
export const PHONE_SESSION_TTL_MS = PHONE_SESSION_DAYS * 24 * 60 * 60 * 1000;

const sessionCache = new WeakMap<FastifyRequest, Promise<string | null>>();
const linkedCache = new WeakMap<FastifyRequest, Promise<string | null>>();

function readSid(request: FastifyRequest): string | undefined {
  const raw = request.cookies[PHONE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/** The phone of the request's verified-phone session, or null. */
export function sessionPhone(request: FastifyRequest): Promise<string | null> {
  let pending = sessionCache.get(request);
  if (!pending) {
    pending = (async () => {
      const sid = readSid(request);
      if (!sid) return null;
      const ctx = request.server.ctx;
      const found = await loadSession(ctx.database.db, sid, ctx.now());
      return found?.data.kind === 'phone' ? found.data.phone : null;
    })();
    sessionCache.set(request, pending);
  }
  return pending;
}

/** The phone linked to the signed-in user's account, or null (also for a visitor). */
export function linkedPhone(request: FastifyRequest): Promise<string | null> {
  let pending = linkedCache.get(request);
  if (!pending) {
    pending = (async () => {
      const user = await request.currentUser();
      return user ? findLinkedPhone(request.server.ctx.database.db, user.id) : null;
    })();
    linkedCache.set(request, pending);
  }
  return pending;
}

export function phoneUnverified() {
  return unauthorized(t('phone.error.unverified'), { code: 'phone_unverified' });
}

/** 401 `phone_unverified` unless `phone` (normalised digits) is one of the caller's verified phones. */
export async function requireVerifiedPhone(request: FastifyRequest, phone: string): Promise<void> {
  if ((await sessionPhone(request)) === phone) return;
  if ((await linkedPhone(request)) === phone) return;
  throw phoneUnverified();
}

function cookieOptions(request: FastifyRequest, expires: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.server.ctx.config.NODE_ENV === 'production',
    signed: true,
    expires,
  };
}

/** Starts a verified-phone session (a new sid; the request's old phone session is removed). */
export async function startPhoneSession(request: FastifyRequest, reply: FastifyReply, phone: string): Promise<void> {
  const ctx = request.server.ctx;
  const old = readSid(request);
  if (old) await deleteSession(ctx.database.db, old);
  const { sid, expire } = await createSession(ctx.database.db, { kind: 'phone', phone }, ctx.now(), PHONE_SESSION_TTL_MS);
  reply.setCookie(PHONE_COOKIE, sid, cookieOptions(request, expire));
  sessionCache.set(request, Promise.resolve(phone));
}

export async function endPhoneSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const sid = readSid(request);
  if (sid) await deleteSession(request.server.ctx.database.db, sid);
  reply.clearCookie(PHONE_COOKIE, { path: '/' });
  sessionCache.set(request, Promise.resolve(null));
}
