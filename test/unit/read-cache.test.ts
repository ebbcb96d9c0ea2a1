/** The one read cache: what it keeps, what it evicts when full, what an invalidation empties. */
import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/server/read-cache.js';

/** A loader that answers `value` and counts its calls. */
function counter<T>(value: T) {
  const load = async () => {
    load.calls += 1;
    return value;
  };
  load.calls = 0;
  return load;
}

/** Reads every key once more and tells which ones had to be loaded again (were not kept). */
async function reloaded(cache: ReadCache<string>, keys: string[]): Promise<string[]> {
  const gone: string[] = [];
  for (const key of keys) {
    await cache.get(key, key, async () => {
      gone.push(key);
      return `${key} again`;
    });
  }
  return gone;
}

describe('ReadCache', () => {
  it('serves a second read from memory and reloads after an invalidation', async () => {
    let loads = 0;
    const cache = new ReadCache<{ n: number }>(10, 60_000);
    const load = async () => ({ n: ++loads });
    expect(await cache.get('v1', 'v1|a', load)).toEqual({ n: 1 });
    expect(await cache.get('v1', 'v1|a', load)).toEqual({ n: 1 });
    expect([cache.hits, cache.misses]).toEqual([1, 1]);
    cache.invalidate('v1');
    expect(await cache.get('v1', 'v1|a', load)).toEqual({ n: 2 });
  });

  it('empties the named group, every key of it, and nothing else', async () => {
    const cache = new ReadCache<string>(10, 60_000);
    await cache.get('v1', 'v1|a', async () => 'one a');
    await cache.get('v1', 'v1|b', async () => 'one b');
    await cache.get('v2', 'v2|a', async () => 'two');
    cache.invalidate('v1');
    cache.invalidate('v3');
    expect(cache.size).toBe(1);
    expect(await cache.get('v2', 'v2|a', async () => 'reloaded')).toBe('two');
    expect(await cache.get('v1', 'v1|a', async () => 'reloaded a')).toBe('reloaded a');
    expect(await cache.get('v1', 'v1|b', async () => 'reloaded b')).toBe('reloaded b');
  });

  it('empties every group on clear', async () => {
    const cache = new ReadCache<string>(10, 60_000);
    await cache.get('a', 'a', async () => 'a');
    await cache.get('b', 'b', async () => 'b');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await reloaded(cache, ['a', 'b'])).toEqual(['a', 'b']);
  });

  it('does not store a load that raced an invalidation of its group', async () => {
    const cache = new ReadCache<string>(10, 60_000);
    let release: () => void = () => {};
    const slow = cache.get('g', 'g|k', () => new Promise((r) => (release = () => r('stale'))));
    cache.invalidate('g');
    release();
    expect(await slow).toBe('stale');
    expect(await cache.get('g', 'g|k', async () => 'fresh')).toBe('fresh');
  });

  it('stores a load that raced an invalidation of another group', async () => {
    const cache = new ReadCache<string>(10, 60_000);
    let release: () => void = () => {};
    const slow = cache.get('g', 'g|k', () => new Promise((r) => (release = () => r('kept'))));
    cache.invalidate('other');
    release();
    await slow;
    expect(await cache.get('g', 'g|k', async () => 'reloaded')).toBe('kept');
  });

  it('evicts the least recently read entry when full', async () => {
    const cache = new ReadCache<string>(2, 60_000);
    await cache.get('a', 'a', async () => 'a');
    await cache.get('b', 'b', async () => 'b');
    await cache.get('a', 'a', async () => 'a again'); // a is now read more recently than b
    await cache.get('c', 'c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await reloaded(cache, ['a', 'c', 'b'])).toEqual(['b']);
  });

  it('counts an entry reloaded after it expired as the newest', async () => {
    let now = 0;
    const cache = new ReadCache<string>(2, 1000, () => now);
    await cache.get('a', 'a', async () => 'a');
    now = 500;
    await cache.get('b', 'b', async () => 'b');
    now = 1200; // a expired, b has not
    expect(await cache.get('a', 'a', async () => 'a2')).toBe('a2');
    await cache.get('c', 'c', async () => 'c');
    expect(await reloaded(cache, ['a', 'c', 'b'])).toEqual(['b']);
  });

  it('reloads an entry once it is older than maxAgeMs', async () => {
    let now = 0;
    const cache = new ReadCache<string>(10, 1000, () => now);
    await cache.get('a', 'a', async () => 'old');
    now = 999;
    expect(await cache.get('a', 'a', async () => 'new')).toBe('old');
    now = 1000;
    expect(await cache.get('a', 'a', async () => 'new')).toBe('new');
  });

  it('does not store a null answer', async () => {
    const cache = new ReadCache<string | null>(10, 60_000);
    const missing = counter(null);
    expect(await cache.get('g', 'k', missing)).toBeNull();
    expect(await cache.get('g', 'k', missing)).toBeNull();
    expect(missing.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('shares one load among concurrent readers, and stores nothing when it fails', async () => {
    const cache = new ReadCache<number>(10, 60_000);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return loads;
    };
    expect(await Promise.all([cache.get('g', 'x', load), cache.get('g', 'x', load), cache.get('g', 'x', load)])).toEqual([
      1, 1, 1,
    ]);
    expect(loads).toBe(1);

    const failing = cache.get('g', 'y', async () => {
      throw new Error('down');
    });
    await expect(failing).rejects.toThrow('down');
    expect(await cache.get('g', 'y', async () => 2)).toBe(2);
  });
});
