/**
 * A small cache for hot reads whose answers change only when an order event says so (tracking
 * pages, vendor analytics). It stores the serialised JSON, so a hit costs no SQL and no
 * serialisation. Entries are grouped (by tracking token, by vendor); an order event invalidates
 * its group on every instance through LISTEN/NOTIFY (the realtime hub). A load that raced an
 * invalidation is answered but not stored. Entries also expire after `maxAgeMs`.
 */
export class ReadCache {
  private entries = new Map<string, { json: string; group: string; storedAt: number }>();
  private generations = new Map<string, number>();
  private pending = new Map<string, Promise<string>>();
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
    const generation = this.generations.get(group) ?? 0;
    const promise = load()
      .then((value) => {
        const json = JSON.stringify(value);
        if ((this.generations.get(group) ?? 0) === generation) {
          this.entries.set(key, { json, group, storedAt: this.clock() });
          while (this.entries.size > this.maxEntries) {
            const oldest = this.entries.keys().next().value as string;
            this.entries.delete(oldest);
          }
        }
        return json;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  invalidate(group: string): void {
    this.generations.set(group, (this.generations.get(group) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.group === group) this.entries.delete(key);
    for (const key of this.pending.keys()) if (key.startsWith(`${group}|`)) this.pending.delete(key);
  }

  clear(): void {
    for (const group of new Set([...this.entries.values()].map((e) => e.group))) this.invalidate(group);
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Sends already-serialised JSON (Fastify skips serialisation for a string with a JSON type). */
export function sendJson(reply: { type(t: string): unknown }, json: string): never {
  return (reply.type('application/json') as { send(p: string): unknown }).send(json) as never;
}
