/**
 * The one cache for hot reads whose answers change only when a write says so: the public vendor
 * list and details (vendors/cache.ts), tracking pages, vendor analytics.
 *
 * - Entries are grouped (a vendor, a tracking token); `invalidate(group)` forgets the group's
 *   entries and its loads in flight, and nothing else. Who invalidates on every instance is the
 *   user's business (LISTEN/NOTIFY: the realtime hub's order events, the vendor cache channel).
 * - A load that raced an invalidation of its group is answered but not stored, so a read that
 *   raced a write cannot put stale data back. Concurrent readers of one key share one load.
 * - A load that answers `null` (nothing found) is not stored.
 * - At most `maxEntries` are kept; the least recently read goes first. Entries also expire after
 *   `maxAgeMs`, in case a notification is ever lost.
 */
export class ReadCache<T> {
  private entries = new Map<string, { value: T; group: string; storedAt: number }>();
  private pending = new Map<string, Promise<T>>();
  /** The keys stored or in flight per group, so an invalidation touches only its own group. */
  private keysByGroup = new Map<string, Set<string>>();
  /** Answers from the cache / loads started (a joined in-flight load is neither); /metrics reads them. */
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The stored answer for `key`, or `load()`'s, stored under `group` for next time. */
  async get(group: string, key: string, load: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found && this.clock() - found.storedAt < this.maxAgeMs) {
      this.hits += 1;
      // Refresh recency (Map keeps insertion order: the least recently read first).
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.value;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    this.misses += 1;
    const promise: Promise<T> = load()
      .then((value) => {
        // Stored only if no invalidation removed this load meanwhile.
        if (value !== null && this.pending.get(key) === promise) {
          this.entries.delete(key);
          this.entries.set(key, { value, group, storedAt: this.clock() });
          while (this.entries.size > this.maxEntries) this.evict(this.entries.keys().next().value as string);
        }
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
        if (!this.entries.has(key) && !this.pending.has(key)) this.forgetKey(group, key);
      });
    this.pending.set(key, promise);
    let keys = this.keysByGroup.get(group);
    if (!keys) {
      keys = new Set();
      this.keysByGroup.set(group, keys);
    }
    keys.add(key);
    return promise;
  }

  invalidate(group: string): void {
    const keys = this.keysByGroup.get(group);
    if (!keys) return;
    this.keysByGroup.delete(group);
    for (const key of keys) {
      this.entries.delete(key);
      this.pending.delete(key);
    }
  }

  clear(): void {
    for (const group of [...this.keysByGroup.keys()]) this.invalidate(group);
  }

  get size(): number {
    return this.entries.size;
  }

  private evict(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    if (!this.pending.has(key)) this.forgetKey(entry.group, key);
  }

  private forgetKey(group: string, key: string): void {
    const keys = this.keysByGroup.get(group);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.keysByGroup.delete(group);
  }
}

/** Sends already-serialised JSON (Fastify skips serialisation for a string with a JSON type). */
export function sendJson(reply: { type(t: string): unknown }, json: string): never {
  return (reply.type('application/json') as { send(p: string): unknown }).send(json) as never;
}
