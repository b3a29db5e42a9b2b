import type { Language } from '#shared/constants.ts';
import type { SharedMailRow } from './repository.ts';

/** How long a shared mail's page is kept rendered: a link opened by an alliance at once. */
export const SHARE_PAGE_TTL_MS = 60_000;
/** Links kept at most; the one kept longest goes first. */
export const SHARE_PAGE_CACHE_SIZE = 500;

/** A link as the page shows it: its row (null: no such link) and its screen per language. */
export interface CachedSharePage {
  row: SharedMailRow | null;
  rendered: Map<Language, Promise<{ root: string; state: string }>>;
  expiresAt: number;
}

/**
 * The shared mails' pages this process rendered, for SHARE_PAGE_TTL_MS: fifty readers of one link
 * cost one database read and one render per language. Deleting a link or the cleanup forgets it
 * here at once; another process behind the same load balancer may show it until its copy expires.
 */
export class SharePageCache {
  readonly #entries = new Map<string, CachedSharePage>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** The link's entry while it is fresh. */
  get(id: string): CachedSharePage | undefined {
    const entry = this.#entries.get(id);
    if (entry && entry.expiresAt > this.#now()) return entry;
    this.#entries.delete(id);
    return undefined;
  }

  /** Keeps `row` (null: no such link) for SHARE_PAGE_TTL_MS; its renders start empty. */
  put(id: string, row: SharedMailRow | null): CachedSharePage {
    const entry = { row, rendered: new Map(), expiresAt: this.#now() + SHARE_PAGE_TTL_MS };
    this.#entries.delete(id);
    this.#entries.set(id, entry);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= SHARE_PAGE_CACHE_SIZE) break;
      this.#entries.delete(oldest);
    }
    return entry;
  }

  forget(id: string): void {
    this.#entries.delete(id);
  }

  clear(): void {
    this.#entries.clear();
  }
}
