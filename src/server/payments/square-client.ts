/**
 * A small client of Square's API (DESIGN §11): JSON over fetch to SQUARE_API_BASE, the
 * Square-Version header on every request, a time-out, and errors that name Square's error codes.
 * Tokens travel only in the Authorization header; nothing here logs a request or a token.
 */
import type { Config } from '../config.js';

export interface SquareErrorItem {
  category: string;
  code: string;
  detail?: string;
  field?: string;
}

/** Square answered with an error (4xx or 5xx): its status and `errors`. */
export class SquareApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: SquareErrorItem[],
    readonly body: Record<string, unknown>,
  ) {
    super(`Square answered ${status}: ${errors.map((e) => e.code).join(', ') || 'no error code'}`);
    this.name = 'SquareApiError';
  }
  /** Whether Square's answer says the card or wallet was refused (not our request, not an outage). */
  get declined(): boolean {
    return this.errors.some((e) => e.category === 'PAYMENT_METHOD_ERROR');
  }
}

/** Square could not be reached, timed out, or answered 5xx: nothing is known of the outcome. */
export class SquareUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`Square unavailable: ${reason}`);
    this.name = 'SquareUnavailableError';
  }
}

type SquareConfig = Pick<Config, 'SQUARE_API_BASE' | 'SQUARE_VERSION' | 'SQUARE_TIMEOUT_MS'>;

export type SquareAuth = { bearer: string } | { client: string } | null;

export async function squareRequest<T = Record<string, unknown>>(
  config: SquareConfig,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { auth: SquareAuth; body?: unknown },
): Promise<T> {
  const headers: Record<string, string> = {
    'square-version': config.SQUARE_VERSION,
    accept: 'application/json',
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.auth && 'bearer' in options.auth) headers.authorization = `Bearer ${options.auth.bearer}`;
  if (options.auth && 'client' in options.auth) headers.authorization = `Client ${options.auth.client}`;
  let res: Response;
  try {
    res = await fetch(new URL(path, config.SQUARE_API_BASE), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(config.SQUARE_TIMEOUT_MS),
    });
  } catch (err) {
    throw new SquareUnavailableError((err as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable');
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    if (res.ok) throw new SquareUnavailableError('answer was not JSON');
  }
  if (res.status >= 500) throw new SquareUnavailableError(`status ${res.status}`);
  if (!res.ok) {
    const errors = Array.isArray(body.errors) ? (body.errors as SquareErrorItem[]) : [];
    throw new SquareApiError(res.status, errors, body);
  }
  return body as T;
}

export type Money = { amount: number; currency: 'USD' };
export const usd = (cents: number): Money => ({ amount: cents, currency: 'USD' });
