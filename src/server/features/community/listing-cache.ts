/**
 * Visitors' gallery listings, kept for a moment. Every visitor who asks for the same
 * page gets the same answer (no vote of their own, no rights), so one process answers them from
 * memory for `ttlMs` instead of asking the database each time: under load that is most listing
 * requests. A write through this process (a vote, a comment, a moderation, a share, a deletion)
 * empties it at once; a write through another process shows within `ttlMs`. Signed-in players are
 * never answered from it.
 */
export class ListingCache {
  readonly #entries = new Map<string, { expiresAt: number; body: string }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(ttlMs: number, { maxEntries = 500, now = Date.now } = {}) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  /** The answer kept for `key`, while it is fresh. */
  get(key: string): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.#now()) return entry.body;
    this.#entries.delete(key);
    return undefined;
  }

  /** Keeps `body` for `key`; the oldest entry goes when the cache is full. Off when ttlMs is 0. */
  set(key: string, body: string): void {
    if (this.#ttlMs <= 0) return;
    if (this.#entries.size >= this.#maxEntries && !this.#entries.has(key)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { expiresAt: this.#now() + this.#ttlMs, body });
  }

  clear(): void {
    this.#entries.clear();
  }
}
