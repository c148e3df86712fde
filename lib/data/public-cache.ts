import "server-only";

/**
 * The public site's data cache: results of read queries kept in this server process and
 * dropped by tag (lib/cache-tags.ts) when the data behind them changes, with a time limit as
 * a safety net. Pages are rendered per request, but an unchanged page never waits on the
 * database.
 *
 * Why not Next's unstable_cache: it persists entries to disk (.next/cache) while its tag
 * invalidations live only in memory, so after a restart an invalidated entry could be served
 * again, and entries outlive the database they came from (a fresh database behind the same
 * build would be shown the old one's rows). Why not 'use cache': it needs `cacheComponents`,
 * which changes how every route of the app (admin included) must be written.
 *
 * Properties:
 * - concurrent misses for the same key share one query;
 * - a query that was running when its tags were invalidated is not stored (its result may
 *   predate the change), though its callers still get it;
 * - failures are never cached;
 * - at most MAX_ENTRIES entries, least recently used evicted first.
 * Invalidation is per process: with several server instances, each drops its entries when
 * its own revalidatePublic() runs, and the others within TTL_MS.
 */

const MAX_ENTRIES = 1000;
/** Entries older than this are fetched again even without an invalidation. */
export const PUBLIC_CACHE_TTL_MS = process.env.NODE_ENV === "development" ? 5_000 : 15 * 60 * 1000;

interface Entry {
  value: unknown;
  tags: readonly string[];
  storedAt: number;
}

interface Store {
  entries: Map<string, Entry>;
  inflight: Map<string, { promise: Promise<unknown>; tags: readonly string[] }>;
  /** Bumped on every invalidation of the tag. */
  versions: Map<string, number>;
  hits: number;
  misses: number;
}

// On globalThis so that every bundle of the server (pages, route handlers, actions) shares it.
const holder = globalThis as unknown as { __publicDataCache?: Store };
const store: Store = (holder.__publicDataCache ??= {
  entries: new Map(),
  inflight: new Map(),
  versions: new Map(),
  hits: 0,
  misses: 0,
});

function versionsOf(tags: readonly string[]): number[] {
  return tags.map((tag) => store.versions.get(tag) ?? 0);
}

function evictIfFull(): void {
  while (store.entries.size > MAX_ENTRIES) {
    const oldest = store.entries.keys().next();
    if (oldest.done) return;
    store.entries.delete(oldest.value);
  }
}

export interface CachedOptions<A extends unknown[]> {
  /** Tags of what the result shows; see lib/cache-tags.ts. */
  tags: (...args: A) => readonly string[];
  ttlMs?: number;
}

/**
 * Wraps a read so that its results are cached per arguments (compared as JSON). The result is
 * shared between requests: treat it as read-only.
 */
export function cached<A extends unknown[], R>(
  name: string,
  read: (...args: A) => Promise<R>,
  options: CachedOptions<A>,
): (...args: A) => Promise<R> {
  const ttl = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
  return async (...args: A): Promise<R> => {
    const key = `${name}:${JSON.stringify(args)}`;
    const now = Date.now();
    const hit = store.entries.get(key);
    if (hit && now - hit.storedAt < ttl) {
      store.hits++;
      // Refresh recency for the LRU order.
      store.entries.delete(key);
      store.entries.set(key, hit);
      return hit.value as R;
    }
    if (hit) store.entries.delete(key);

    const running = store.inflight.get(key);
    if (running) return running.promise as Promise<R>;

    store.misses++;
    const tags = options.tags(...args);
    const before = versionsOf(tags);
    const promise = read(...args).then(
      (value) => {
        if (store.inflight.get(key)?.promise === promise) store.inflight.delete(key);
        const after = versionsOf(tags);
        if (after.every((v, i) => v === before[i])) {
          store.entries.set(key, { value, tags, storedAt: Date.now() });
          evictIfFull();
        }
        return value;
      },
      (error: unknown) => {
        if (store.inflight.get(key)?.promise === promise) store.inflight.delete(key);
        throw error;
      },
    );
    store.inflight.set(key, { promise, tags });
    return promise;
  };
}

/** Drops every entry carrying one of the tags, and keeps queries already running from being stored. */
export function invalidateCacheTags(tags: readonly string[]): void {
  if (tags.length === 0) return;
  const set = new Set(tags);
  for (const tag of set) store.versions.set(tag, (store.versions.get(tag) ?? 0) + 1);
  for (const [key, entry] of store.entries) {
    if (entry.tags.some((tag) => set.has(tag))) store.entries.delete(key);
  }
  for (const [key, running] of store.inflight) {
    // Running queries finish for their callers; later callers start a fresh one.
    if (running.tags.some((tag) => set.has(tag))) store.inflight.delete(key);
  }
}

/** Empties the cache (tests, or after restoring a database). */
export function clearPublicCache(): void {
  store.entries.clear();
  store.inflight.clear();
  store.versions.clear();
  store.hits = 0;
  store.misses = 0;
}

export function publicCacheStats(): { entries: number; hits: number; misses: number } {
  return { entries: store.entries.size, hits: store.hits, misses: store.misses };
}
