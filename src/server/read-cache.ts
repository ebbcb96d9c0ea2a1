/**
 * A small cache for hot reads whose answers change only when an order event says so (tracking
 * pages, vendor analytics). It stores the serialised JSON, so a hit costs no SQL and no
 * serialisation. Entries are grouped (by tracking token, by vendor); an order event invalidates
 * its group on every instance through LISTEN/NOTIFY (the realtime hub). A load that raced an
 * invalidation is answered but not stored. Entries also expire after `maxAgeMs`.
 */
export class ReadCache {
  private entries = new Map<string, { json: string; group: string; storedAt: number }>();
  private pending = new Map<string, Promise<string>>();
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

  async get(group: string, key: string, load: () => Promise<unknown>): Promise<string> {
    const found = this.entries.get(key);
    if (found && this.clock() - found.storedAt < this.maxAgeMs) {
      this.hits += 1;
      // Refresh recency (Map keeps insertion order: oldest first).
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.json;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    this.misses += 1;
    const promise: Promise<string> = load()
      .then((value) => {
        const json = JSON.stringify(value);
        // Stored only if no invalidation removed this load meanwhile.
        if (this.pending.get(key) === promise) {
          this.entries.set(key, { json, group, storedAt: this.clock() });
          while (this.entries.size > this.maxEntries) this.evict(this.entries.keys().next().value as string);
        }
        return json;
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
