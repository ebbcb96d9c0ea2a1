/** The vendor read cache on its own: hits, single flight, loads that raced a write, what goes when full. */
import { describe, expect, it } from 'vitest';
import { MAX_DETAILS, VendorCache } from '../../src/server/vendors/cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function counter<T>(value: () => T) {
  const load = async () => {
    load.calls += 1;
    return value();
  };
  load.calls = 0;
  return load;
}

describe('VendorCache', () => {
  it('goes to the loader every time until it is active', async () => {
    const cache = new VendorCache();
    const load = counter(() => 'list');
    await cache.list(load);
    await cache.list(load);
    expect(load.calls).toBe(2);
  });

  it('stores the list and details, and shares one load between concurrent readers', async () => {
    const cache = new VendorCache();
    cache.active = true;
    const load = counter(() => ['a']);
    const [a, b] = await Promise.all([cache.list(load), cache.list(load)]);
    expect(a).toBe(b);
    await cache.list(load);
    expect(load.calls).toBe(1);

    const detail = counter(() => ({ id: 1 }));
    await cache.detail(1, detail);
    await cache.detail(1, detail);
    expect(detail.calls).toBe(1);
  });

  it('does not store a load that an invalidation overtook', async () => {
    const cache = new VendorCache();
    cache.active = true;
    const gate = deferred<string>();
    const stale = cache.list(() => gate.promise);
    cache.invalidate(7);
    gate.resolve('before the write');
    expect(await stale).toBe('before the write');
    expect(await cache.list(async () => 'after the write')).toBe('after the write');
  });

  it('keeps the list on a menu-only change, and never stores a missing vendor', async () => {
    const cache = new VendorCache();
    cache.active = true;
    const list = counter(() => ['a']);
    const one = counter(() => ({ id: 1 }));
    const two = counter(() => ({ id: 2 }));
    await cache.list(list);
    await cache.detail(1, one);
    await cache.detail(2, two);

    cache.invalidate(1, 'menu');
    await cache.list(list);
    await cache.detail(1, one);
    await cache.detail(2, two);
    expect([list.calls, one.calls, two.calls]).toEqual([1, 2, 1]);

    cache.invalidate(2);
    await cache.list(list);
    await cache.detail(1, one);
    await cache.detail(2, two);
    expect([list.calls, one.calls, two.calls]).toEqual([2, 2, 2]);

    cache.invalidate();
    await cache.detail(1, one);
    expect(one.calls).toBe(3);

    const missing = counter(() => null);
    await cache.detail(3, missing);
    await cache.detail(3, missing);
    expect(missing.calls).toBe(2);
  });

  it('drops the least recently read detail when full, and never the list', async () => {
    const cache = new VendorCache();
    cache.active = true;
    const list = counter(() => ['a']);
    await cache.list(list);
    const loads = new Map<number, number>();
    const detail = (id: number) =>
      cache.detail(id, async () => {
        loads.set(id, (loads.get(id) ?? 0) + 1);
        return { id };
      });
    for (let id = 1; id <= MAX_DETAILS; id++) await detail(id);
    await detail(1); // read again: vendor 2 is now the least recently read
    await detail(MAX_DETAILS + 1);

    await detail(1);
    await detail(3);
    await cache.list(list);
    expect([loads.get(1), loads.get(3), list.calls]).toEqual([1, 1, 1]);
    await detail(2);
    expect(loads.get(2)).toBe(2);
    expect([cache.hits, cache.misses]).toEqual([4, MAX_DETAILS + 3]);
  });
});
