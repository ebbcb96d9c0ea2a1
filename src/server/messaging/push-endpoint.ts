/**
 * Where the server may send a Web Push (issue 43 item 9, decision 0046). The endpoint comes from
 * the browser, so anyone holding a tracking link can name any URL: in production it must be
 * https on a host name (never an IP literal or localhost), and every address that name resolves
 * to must be public, checked when the subscription is made and again on the connection of every
 * send. The second check is the connection's own DNS lookup (`guardedLookup`), so a name that
 * answers a public address at subscribe time and 127.0.0.1 afterwards (DNS rebinding) never
 * gets a connection to the internal one. Outside production http to loopback works too (tests
 * stand a push service up on 127.0.0.1).
 */
import { promises as dns } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Every address a host name resolves to (node:dns's lookup, all: true); tests pass their own. */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolveHost: ResolveHost = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * Addresses no push service has: this host, private networks, carrier-grade NAT, link-local
 * (cloud metadata at 169.254.169.254), multicast, documentation, benchmarking and reserved
 * ranges. IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are checked against the IPv4 rules.
 */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');
}
const NAT64 = new BlockList();
NAT64.addSubnet('64:ff9b::', 96, 'ipv6');

/** Whether an IP address is one a push service could have (a public unicast address). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (NOT_PUBLIC.check(address, 'ipv6')) return false;
  // The well-known NAT64 prefix carries an IPv4 address in its last 32 bits: judge that one.
  if (NAT64.check(address, 'ipv6')) {
    const groups = new URL(`http://[${address}]`).hostname.slice(1, -1).split(':');
    const [hi, lo] = groups.slice(-2).map((g) => Number.parseInt(g || '0', 16));
    return isPublicAddress([hi >> 8, hi & 255, lo >> 8, lo & 255].join('.'));
  }
  return true;
}

/**
 * Whether the endpoint's URL may be sent to at all: http(s) without credentials; in production
 * https on a host name with a dot, never an IP literal or localhost.
 */
export function pushEndpointAllowed(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!production) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return url.protocol === 'https:' && !isIP(host) && host !== 'localhost' && !host.endsWith('.localhost') && host.includes('.');
}

/** Why a host name cannot take pushes (for the log and the outbox's lastError), or undefined. */
export async function pushHostProblem(hostname: string, resolve: ResolveHost): Promise<string | undefined> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host) ? undefined : `not a public address: ${host}`;
  let addresses: { address: string }[];
  try {
    addresses = await resolve(host);
  } catch (err) {
    return `does not resolve (${(err as { code?: string }).code ?? 'lookup failed'})`;
  }
  if (addresses.length === 0) return 'does not resolve';
  const internal = addresses.find((a) => !isPublicAddress(a.address));
  return internal ? `resolves to a non-public address: ${internal.address}` : undefined;
}

/** The error a guarded connection fails with when its host resolves to a non-public address. */
export class PrivatePushAddressError extends Error {
  readonly code = 'EPUSHNOTPUBLIC';
}

/**
 * A DNS lookup for a connection (net's `lookup` option) that resolves with `resolve` and fails
 * unless every address is public: the connection goes only to an address this check passed.
 */
export function guardedLookup(resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const internal = addresses.find((a) => !isPublicAddress(a.address));
        if (addresses.length === 0 || internal) {
          const err = new PrivatePushAddressError(
            internal ? `resolves to a non-public address: ${internal.address}` : 'does not resolve',
          );
          callback(err as NodeJS.ErrnoException, '', 0);
          return;
        }
        const family = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = family ? addresses.filter((a) => a.family === family) : addresses;
        if (usable.length === 0) {
          callback(Object.assign(new Error(`no IPv${family} address`), { code: 'ENOTFOUND' }), '', 0);
          return;
        }
        if (options.all) (callback as unknown as (e: null, a: typeof usable) => void)(null, usable);
        else callback(null, usable[0].address, usable[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

export interface PushResponse {
  status: number;
  location?: string;
}

/**
 * POSTs one push. With `resolve` (production) the connection's lookup is `guardedLookup`; an IP
 * literal host is checked here, since a connection to a literal looks nothing up.
 */
export function postPush(
  endpoint: string,
  request: { method: string; headers: Record<string, string>; body?: Uint8Array; signal: AbortSignal },
  resolve?: ResolveHost,
): Promise<PushResponse> {
  const url = new URL(endpoint);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (resolve && isIP(literal) && !isPublicAddress(literal)) {
    return Promise.reject(new PrivatePushAddressError(`not a public address: ${literal}`));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((fulfil, reject) => {
    const req = client.request(
      url,
      {
        method: request.method,
        headers: request.headers,
        signal: request.signal,
        // A connection of its own for each push: never a pooled socket checked for another.
        agent: false,
        ...(resolve ? { lookup: guardedLookup(resolve) } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => fulfil({ status: res.statusCode ?? 0, location: res.headers.location }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body ? Buffer.from(request.body) : undefined);
  });
}
