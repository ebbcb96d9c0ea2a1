/**
 * Which addresses a Web Push may go to in production (issue 43 item 9): the address table, and
 * the connection's lookup that passes only public addresses (test/api/push.test.ts covers the
 * routes and the outbox). No real DNS: the resolver is a table.
 */
import { describe, expect, it } from 'vitest';
import { guardedLookup, isPublicAddress, pushHostProblem, type ResolveHost } from '../../src/server/messaging/push-endpoint.js';

const table =
  (entries: Record<string, string[]>): ResolveHost =>
  async (hostname) => {
    const addresses = entries[hostname];
    if (!addresses) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.168.0.1',
    '198.18.0.1',
    '198.51.100.1',
    '203.0.113.1',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::127.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '64:ff9b::127.0.0.1',
    '64:ff9b:1::1',
    '100::1',
    '2001::1',
    '2001:db8::1',
    '2002:a00:1::1',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    'febf::1',
    'fec0::1',
    'ff02::1',
    'not-an-address',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '142.250.72.10', '100.63.255.255', '100.128.0.0', '172.32.0.1', '2607:f8b0:4007:80e::200a', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('pushHostProblem', () => {
  it('judges IP literals without a lookup, and every address a name resolves to', async () => {
    const resolve = table({ 'push.example': ['142.250.72.10'], 'mixed.example': ['142.250.72.10', '192.168.1.1'] });
    expect(await pushHostProblem('push.example', resolve)).toBeUndefined();
    expect(await pushHostProblem('[::1]', resolve)).toBe('not a public address: ::1');
    expect(await pushHostProblem('mixed.example', resolve)).toBe('resolves to a non-public address: 192.168.1.1');
    expect(await pushHostProblem('nowhere.example', resolve)).toBe('does not resolve (ENOTFOUND)');
  });
});

describe('guardedLookup (the lookup of every send’s connection)', () => {
  const lookup = guardedLookup(table({ 'push.example': ['142.250.72.10', '2607:f8b0:4007:80e::200a'], 'inward.example': ['10.0.0.1'] }));
  const call = (host: string, options: { family?: number; all?: boolean }) =>
    new Promise<{ err: NodeJS.ErrnoException | null; result: unknown; family?: number }>((resolve) => {
      lookup(host, options as never, (err: NodeJS.ErrnoException | null, result: unknown, family?: number) =>
        resolve({ err, result, family }),
      );
    });

  it('answers with the public addresses, one or all, of the family asked for', async () => {
    expect(await call('push.example', {})).toEqual({ err: null, result: '142.250.72.10', family: 4 });
    expect(await call('push.example', { family: 6 })).toEqual({ err: null, result: '2607:f8b0:4007:80e::200a', family: 6 });
    expect((await call('push.example', { all: true })).result).toEqual([
      { address: '142.250.72.10', family: 4 },
      { address: '2607:f8b0:4007:80e::200a', family: 6 },
    ]);
  });

  it('fails the connection for a name with a non-public address, or none', async () => {
    const inward = await call('inward.example', {});
    expect(inward.err?.code).toBe('EPUSHNOTPUBLIC');
    expect(inward.err?.message).toBe('resolves to a non-public address: 10.0.0.1');
    expect((await call('nowhere.example', {})).err?.code).toBe('ENOTFOUND');
  });
});
