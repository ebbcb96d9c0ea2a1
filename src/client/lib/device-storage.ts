/**
 * What this browser keeps for itself in localStorage (the cart, the orders placed here): guarded
 * reads and writes (blocked storage, a private window or a full quota keep nothing and never
 * throw) and the versioned JSON record both are written as.
 */

/** localStorage, or null where reading it throws (blocked storage, a sandboxed frame). */
export function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The text kept under `key`, or null (none, or storage that cannot be read). */
export function readKept(key: string): string | null {
  try {
    return deviceStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `text` under `key`, or removes the entry for null; quota or a private window: nothing kept. */
export function keep(key: string, text: string | null): void {
  const store = deviceStorage();
  if (!store) return;
  try {
    if (text === null) store.removeItem(key);
    else store.setItem(key, text);
  } catch {
    // Nothing kept.
  }
}

/** The fields of a record this version wrote (`{ v: version, … }`), or null for anything else. */
export function parseVersioned(text: string | null, version: number): Record<string, unknown> | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  return record.v === version ? record : null;
}

/** Whether a time written at `at` is a number within `ttlMs` before `now` (not in the future). */
export function isFresh(at: unknown, now: number, ttlMs: number): at is number {
  if (typeof at !== 'number' || !Number.isFinite(at)) return false;
  const age = now - at;
  return age >= 0 && age < ttlMs;
}
