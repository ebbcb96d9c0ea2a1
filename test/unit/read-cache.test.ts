import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/server/read-cache.js';

describe('ReadCache', () => {
  it('serves a second read from memory and reloads after an invalidation', async () => {
    let loads = 0;
    const cache = new ReadCache(10, 60_000);
    const load = async () => ({ n: ++loads });
    expect(await cache.get('v1', 'v1|a', load)).toBe('{"n":1}');
    expect(await cache.get('v1', 'v1|a', load)).toBe('{"n":1}');
    cache.invalidate('v1');
    expect(await cache.get('v1', 'v1|a', load)).toBe('{"n":2}');
  });

  it('invalidates only the named group', async () => {
    const cache = new ReadCache(10, 60_000);
    await cache.get('v1', 'v1|a', async () => 'one');
    await cache.get('v1', 'v1|b', async () => 'one b');
    await cache.get('v2', 'v2|a', async () => 'two');
    cache.invalidate('v1');
    cache.invalidate('v3');
    expect(cache.size).toBe(1);
    expect(await cache.get('v2', 'v2|a', async () => 'reloaded')).toBe('"two"');
    expect(await cache.get('v1', 'v1|a', async () => 'reloaded')).toBe('"reloaded"');
  });

  it('does not store a load that raced an invalidation', async () => {
    const cache = new ReadCache(10, 60_000);
    let release: () => void = () => {};
    const slow = cache.get('g', 'g|k', () => new Promise((r) => (release = () => r({ stale: true }))));
    cache.invalidate('g');
    release();
    expect(await slow).toBe('{"stale":true}');
    expect(await cache.get('g', 'g|k', async () => ({ fresh: true }))).toBe('{"fresh":true}');
  });

  it('expires entries and keeps at most maxEntries', async () => {
    let now = 0;
    const cache = new ReadCache(2, 1000, () => now);
    await cache.get('a', 'a|1', async () => 1);
    await cache.get('b', 'b|1', async () => 2);
    await cache.get('c', 'c|1', async () => 3);
    expect(cache.size).toBe(2);
    now = 2000;
    expect(await cache.get('c', 'c|1', async () => 33)).toBe('33');
  });

  it('shares one load among concurrent readers', async () => {
    let loads = 0;
    const cache = new ReadCache(10, 60_000);
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return loads;
    };
    await Promise.all([cache.get('g', 'g|x', load), cache.get('g', 'g|x', load), cache.get('g', 'g|x', load)]);
    expect(loads).toBe(1);
  });
});
