/**
 * Passwords: scrypt (node:crypto) with a per-user random salt, compared in constant time.
 * Cost: OWASP's current scrypt parameters, N = 2^17, r = 8, p = 1 (about 0.45 s and 128 MiB per
 * hash on the 2-core test machine). Each stored hash names its own parameters, so a hash made at
 * an older cost still verifies, and sign-in stores a new one at the current cost (`needsRehash`).
 * `PASSWORD_HASH_COST` (log2 N) lowers the cost for tests only; config refuses it in production.
 *
 * Hashes run one fewer at a time than the machine has cores (at least one), the rest wait their
 * turn: scrypt runs on libuv's four threads, and four at once took both cores of a 2-core server,
 * so 20 sign-ins at once held the server-rendered pages for 16-27 s (docs/decisions/0014). A burst
 * of sign-ins now waits for itself, and pages keep a core.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

const KEY_LENGTH = 64;
/** log2 N by default (OWASP: N = 2^17). */
export const DEFAULT_PASSWORD_COST = 17;
const BLOCK = 8;
const PARALLEL = 1;
/** The largest N accepted from a stored hash (2^20: 1 GiB of memory at r = 8). */
const MAX_N = 2 ** 20;

/** The hashes running and waiting (exported for its test). */
export const passwordWork = pLimit(Math.max(1, availableParallelism() - 1));

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return passwordWork(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        // scrypt needs 128 · N · r bytes (plus a little); maxmem is set from the parameters in use.
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r * p }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

/** Returns `scrypt$N$r$p$salt$hash` (base64url parts); `cost` is log2 N. */
export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_COST): Promise<string> {
  const N = 2 ** cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, BLOCK, PARALLEL);
  return ['scrypt', N, BLOCK, PARALLEL, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  if (!Number.isInteger(N) || N < 2 || N > MAX_N || (N & (N - 1)) !== 0) return undefined;
  if (!Number.isInteger(R) || R < 1 || R > 32 || !Number.isInteger(P) || P < 1 || P > 16) return undefined;
  return { N, r: R, p: P, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** Whether a stored hash was made with other parameters than the current ones (re-hash on sign-in). */
export function needsRehash(stored: string, cost = DEFAULT_PASSWORD_COST): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== 2 ** cost || parsed.r !== BLOCK || parsed.p !== PARALLEL;
}

const dummyHashes = new Map<number, Promise<string>>();
/**
 * A hash of a random password at the current cost: a sign-in for a missing user (or one without
 * a password) costs as much time as a real one.
 */
export function dummyHash(cost = DEFAULT_PASSWORD_COST): Promise<string> {
  let pending = dummyHashes.get(cost);
  if (!pending) {
    pending = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, pending);
  }
  return pending;
}
