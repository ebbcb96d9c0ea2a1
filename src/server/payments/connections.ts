/**
 * A vendor's Square connection (DESIGN §11): the OAuth code exchanged for tokens, the location
 * chosen, tokens sealed at rest (secret-box.ts), refreshed before they expire, revoked on
 * disconnect. Tokens leave this module only as the Authorization header of a request to Square.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import type { PrepayPolicy } from '../../shared/schemas/payments.js';
import { squareOauthStates, vendors, vendorSquareConnections } from '../db/schema.js';
import { open, seal } from './secret-box.js';
import { SquareApiError, squareRequest } from './square-client.js';

/** What the app asks a seller to allow: take payments and write orders; read the locations. */
export const SQUARE_SCOPES = ['MERCHANT_PROFILE_READ', 'PAYMENTS_WRITE', 'PAYMENTS_READ', 'ORDERS_WRITE', 'ORDERS_READ'];
/** A Connect click's state lasts this long. */
const STATE_TTL_MS = 15 * 60_000;
/** Tokens are refreshed when they have less than this left (Square's access tokens last 30 days). */
export const REFRESH_BEFORE_MS = 7 * 24 * 3600_000;

export const hashSession = (sid: string) => createHash('sha256').update(`square-state:${sid}`).digest('base64url');

export async function newConnectState(db: Db, vendorId: number, sid: string, now: Date): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  await db.delete(squareOauthStates).where(lt(squareOauthStates.expiresAt, now));
  await db.insert(squareOauthStates).values({
    state,
    vendorId,
    sessionHash: hashSession(sid),
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    createdAt: now,
  });
  return state;
}

/** Spends a state (single use): its vendor when it was issued to this session and is not expired. */
export async function spendConnectState(db: Db, state: string, sid: string | undefined, now: Date): Promise<number | null> {
  const rows = await db
    .delete(squareOauthStates)
    .where(and(eq(squareOauthStates.state, state), gt(squareOauthStates.expiresAt, now)))
    .returning();
  const row = rows[0];
  if (!row || !sid || row.sessionHash !== hashSession(sid)) return null;
  return row.vendorId;
}

export function authorizeUrl(config: Config, state: string): string {
  const url = new URL('/oauth2/authorize', config.SQUARE_API_BASE);
  url.searchParams.set('client_id', config.SQUARE_APPLICATION_ID ?? '');
  url.searchParams.set('scope', SQUARE_SCOPES.join(' '));
  url.searchParams.set('session', 'false');
  url.searchParams.set('state', state);
  return url.toString();
}

interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  expires_at?: string;
  merchant_id: string;
}
interface LocationAnswer {
  locations?: { id: string; name: string; status: string; capabilities?: string[] }[];
}

/** The callback's work: the code for tokens, the first active location, all kept sealed. */
export async function connectWithCode(db: Db, config: Config, vendorId: number, code: string, now: Date) {
  const token = await squareRequest<TokenAnswer>(config, 'POST', '/oauth2/token', {
    auth: null,
    body: {
      client_id: config.SQUARE_APPLICATION_ID,
      client_secret: config.SQUARE_APPLICATION_SECRET,
      code,
      grant_type: 'authorization_code',
    },
  });
  const { locations = [] } = await squareRequest<LocationAnswer>(config, 'GET', '/v2/locations', { auth: { bearer: token.access_token } });
  const location = locations.find((l) => l.status === 'ACTIVE' && (l.capabilities ?? ['CREDIT_CARD_PROCESSING']).includes('CREDIT_CARD_PROCESSING'));
  if (!location) return null;
  const key = config.SQUARE_TOKEN_KEY ?? '';
  const values = {
    merchantId: token.merchant_id,
    locationId: location.id,
    locationName: location.name,
    accessTokenEnc: seal(key, token.access_token),
    refreshTokenEnc: token.refresh_token ? seal(key, token.refresh_token) : null,
    expiresAt: token.expires_at ? new Date(token.expires_at) : null,
    updatedAt: now,
  };
  await db
    .insert(vendorSquareConnections)
    .values({ vendorId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: vendorSquareConnections.vendorId, set: values });
  return { merchantId: token.merchant_id, locationId: location.id, locationName: location.name };
}

export type ConnectionRow = typeof vendorSquareConnections.$inferSelect;

export async function findConnection(db: Db, vendorId: number): Promise<ConnectionRow | undefined> {
  return (await db.select().from(vendorSquareConnections).where(eq(vendorSquareConnections.vendorId, vendorId)).limit(1))[0];
}

/**
 * The connection's access token, refreshed first when it expires within REFRESH_BEFORE_MS. Null
 * when the vendor is not connected or its tokens no longer open (SQUARE_TOKEN_KEY changed).
 */
export async function accessToken(db: Db, config: Config, vendorId: number, now: Date): Promise<{ token: string; row: ConnectionRow } | null> {
  const row = await findConnection(db, vendorId);
  if (!row) return null;
  const key = config.SQUARE_TOKEN_KEY ?? '';
  const token = open(key, row.accessTokenEnc);
  if (!token) return null;
  const refresh = row.refreshTokenEnc ? open(key, row.refreshTokenEnc) : null;
  if (!refresh || !row.expiresAt || row.expiresAt.getTime() - now.getTime() > REFRESH_BEFORE_MS) return { token, row };
  const fresh = await squareRequest<TokenAnswer>(config, 'POST', '/oauth2/token', {
    auth: null,
    body: {
      client_id: config.SQUARE_APPLICATION_ID,
      client_secret: config.SQUARE_APPLICATION_SECRET,
      refresh_token: refresh,
      grant_type: 'refresh_token',
    },
  });
  const set = {
    accessTokenEnc: seal(key, fresh.access_token),
    refreshTokenEnc: seal(key, fresh.refresh_token ?? refresh),
    expiresAt: fresh.expires_at ? new Date(fresh.expires_at) : null,
    updatedAt: now,
  };
  const [updated] = await db.update(vendorSquareConnections).set(set).where(eq(vendorSquareConnections.vendorId, vendorId)).returning();
  return { token: fresh.access_token, row: updated ?? row };
}

/** Disconnect: revoke at Square (an already revoked token is fine), then forget the tokens. */
export async function disconnect(db: Db, config: Config, vendorId: number): Promise<boolean> {
  const row = await findConnection(db, vendorId);
  if (!row) return false;
  const token = open(config.SQUARE_TOKEN_KEY ?? '', row.accessTokenEnc);
  try {
    await squareRequest(config, 'POST', '/oauth2/revoke', {
      auth: { client: config.SQUARE_APPLICATION_SECRET ?? '' },
      body: token
        ? { client_id: config.SQUARE_APPLICATION_ID, access_token: token }
        : { client_id: config.SQUARE_APPLICATION_ID, merchant_id: row.merchantId },
    });
  } catch (err) {
    // A token Square no longer knows is as good as revoked; anything else keeps the connection.
    if (!(err instanceof SquareApiError && (err.status === 401 || err.status === 404))) throw err;
  }
  await db.delete(vendorSquareConnections).where(eq(vendorSquareConnections.vendorId, vendorId));
  return true;
}

/** Customers can pay when they order on this site (Square configured): the one test of it. */
export function payingOnlineIsOn(config: Config): config is Config & { SQUARE_APPLICATION_ID: string } {
  return config.PAYMENTS_PROVIDER === 'square' && Boolean(config.SQUARE_APPLICATION_ID);
}

/** A vendor's prepay policy as stored (issue 40). */
export async function prepayOf(db: Db, vendorId: number): Promise<PrepayPolicy> {
  const [row] = await db.select({ prepay: vendors.prepay }).from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  return row?.prepay ?? 'never';
}

/** GET /api/vendors/:id `payOnline`: what the checkout's SDK needs, or null (pay at pickup only). */
export async function payOnlineOf(db: Db, config: Config, vendorId: number) {
  if (!payingOnlineIsOn(config)) return null;
  const row = await findConnection(db, vendorId);
  if (!row) return null;
  return {
    provider: 'square' as const,
    prepay: await prepayOf(db, vendorId),
    applicationId: config.SQUARE_APPLICATION_ID,
    locationId: row.locationId,
    sdkUrl: config.SQUARE_WEB_SDK_URL,
  };
}
