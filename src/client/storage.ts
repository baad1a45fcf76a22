/**
 * Key-value storage behind a small interface (the subset of Web Storage we use), so state can be
 * cached in localStorage in a browser and in a fake (or in memory) elsewhere.
 */

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage when the page has one (and it works, e.g. not blocked), else a per-call in-memory map. */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage) return storage;
  } catch {
    // Accessing localStorage throws when the host blocks storage: fall through to memory.
  }
  return createMemoryStorage();
}

/** A storage that lives as long as the client; never shared between clients. */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** Reads a JSON value; a missing or corrupt entry reads as null instead of breaking the widget. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Writes a JSON value; a full or blocked storage only loses the cache. */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the in-memory state still holds the value.
  }
}
