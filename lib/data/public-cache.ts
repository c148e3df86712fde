import "server-only";
import { unstable_cache } from "next/cache";

/**
 * The public site's reads, through Next's data cache.
 *
 * Public pages (home, gallery views, artwork pages, services, about, contact, cart) are served
 * from Next's full-route cache (ISR) and rendered again only when a tag they carry is
 * invalidated (revalidatePublic() in lib/cache-tags.ts) or, as a safety net, every
 * PUBLIC_REVALIDATE_SECONDS in the background. Every read they make goes through cached(): the
 * result is kept in the same store as the pages (cache-handler.mjs: memory for one instance,
 * Redis for several) under the read's tags, and those tags are added to the page that used it,
 * which is how an admin change reaches exactly the pages that show it.
 *
 * - A read that fails (the database is down) is never stored; it marks the page being rendered
 *   so that the degraded page is kept only DEGRADED_REVALIDATE_SECONDS.
 * - While `next build` runs there is no database: reads refuse at once (BuildPhaseRead) and the
 *   pages fall back to their empty states. Those build renders are never served; pages are
 *   rendered from the database on their first visit (see cache-handler.mjs).
 * - Outside a Next request (scripts, tests) reads go straight to the database.
 *
 * Results are stored as JSON: a read must return plain data (strings, numbers, arrays, objects;
 * dates as ISO strings, money as numbers).
 */

/** Seconds a cached public page or read stays fresh. Pages export the same value as `revalidate`. */
export const PUBLIC_REVALIDATE_SECONDS = 60;
/** Seconds a page rendered while a read failed is kept before it is rendered again. */
export const DEGRADED_REVALIDATE_SECONDS = 5;

/** Thrown by every cached read while `next build` prerenders. */
export class BuildPhaseRead extends Error {
  constructor(name: string) {
    super(`${name} is read at run time, not during the build`);
    this.name = "BuildPhaseRead";
  }
}

export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === "phase-production-build";
}

/** Logs a failed public read, except the expected refusals during the build. */
export function reportReadFailure(where: string, error: unknown): void {
  if (error instanceof BuildPhaseRead) return;
  console.error(`[${where}] unavailable:`, error instanceof Error ? error.message : error);
}

const markDegradedRender = unstable_cache(async () => true, ["public-degraded-render"], {
  revalidate: DEGRADED_REVALIDATE_SECONDS,
});

/** Shortens the lifetime of the page being rendered (no effect outside a render). */
async function markDegraded(): Promise<void> {
  try {
    await markDegradedRender();
  } catch {
    // Outside a Next render there is no page to mark.
  }
}

export interface CachedOptions<A extends unknown[]> {
  /** Tags of what the result shows; see lib/cache-tags.ts. */
  tags: (...args: A) => readonly string[];
}

/**
 * Wraps a read so that its results are cached per arguments (compared as JSON) under its tags.
 * The result may be shared between requests: treat it as read-only.
 */
export function cached<A extends unknown[], R>(
  name: string,
  read: (...args: A) => Promise<R>,
  options: CachedOptions<A>,
): (...args: A) => Promise<R> {
  return async (...args: A): Promise<R> => {
    if (isBuildPhase()) throw new BuildPhaseRead(name);
    let readFailed = false;
    const run = unstable_cache(
      async () => {
        try {
          return await read(...args);
        } catch (error) {
          readFailed = true;
          throw error;
        }
      },
      ["public", name, JSON.stringify(args)],
      { tags: [...options.tags(...args)], revalidate: PUBLIC_REVALIDATE_SECONDS },
    );
    try {
      return await run();
    } catch (error) {
      if (readFailed) {
        await markDegraded();
        throw error;
      }
      // No Next cache here (a script or a test): read directly.
      return read(...args);
    }
  };
}
