export interface StampedCacheOptions {
  /** The most entries kept; past it the oldest is dropped. */
  maxEntries?: number;
}

/** A kept text with the stamp of what it was built from and the instant (ms) after which it must not be served. */
export interface StampedEntry {
  stamp: string;
  text: string;
  expiresAt: number;
}

/**
 * Texts built from the database (a presented answer), kept with a stamp that the database computes from versions
 * its triggers move in the transaction of every change. A caller serves a text only after reading the stamp again
 * and finding it equal: a change committed anywhere (on any instance) is seen by the next read. `expiresAt` bounds
 * what the stamp cannot see: the clock (a signed URL's lifetime, a grace period's end).
 */
export class StampedCache {
  private readonly entries = new Map<string, StampedEntry>();
  private readonly maxEntries: number;

  constructor(options: StampedCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5_000;
  }

  /** The entry of `key`, unless it has expired at `now` (ms). */
  get(key: string, now: number): StampedEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, entry: StampedEntry): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }
}
