// Next's server cache (the full-route cache of the public pages and their tagged data), see
// next.config.ts `cacheHandler` and docs/architecture.md (How the shop works).
//
// - REDIS_URL unset (one instance, the default): entries live in this process's memory (an LRU
//   bounded in count and bytes). Nothing is read from the build's prerendered files: a page is
//   rendered from the database on its first visit after a start, then served from memory.
// - REDIS_URL set (several instances): entries and tag invalidations live in Redis, so a change
//   made through one instance (revalidateTag) is seen by every instance at its next request.
//   Keys are prefixed with the build id: a new deployment never serves pages of the old one.
//   When Redis cannot answer within REDIS_TIMEOUT_MS a request is a cache miss (the page is
//   rendered) rather than an error.
// - During `next build` nothing is kept: public pages are rendered on demand at run time.
// - A page's lifetime (its `revalidate` and `expire`) is kept with its entry. Next remembers it
//   only in the memory of the process that rendered the page, so another instance serving the
//   page from Redis had none: it sent the page without Cache-Control (no s-maxage for nginx)
//   and counted it stale. It reads the entry's own lifetime first, when there is one.
import fs from "node:fs";
import path from "node:path";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";

const REDIS_TIMEOUT_MS = 1000;
const holder = globalThis;

function buildId() {
  try {
    return fs.readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return "development";
  }
}

function memoryHandler() {
  return createLruHandler({ maxItemsNumber: 5000, maxItemSizeBytes: 256 * 1024 * 1024 });
}

async function redisHandler(url) {
  const { createClient } = await import("redis");
  const client = createClient({
    url,
    socket: {
      connectTimeout: REDIS_TIMEOUT_MS,
      // Keep trying in the background; commands meanwhile fail fast (a cache miss).
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
    disableOfflineQueue: true,
  });
  client.on("error", (error) => {
    const now = Date.now();
    // One line per 10 s at most while Redis is away.
    if (!holder.__shopRedisLoggedAt || now - holder.__shopRedisLoggedAt > 10_000) {
      holder.__shopRedisLoggedAt = now;
      console.error(`[cache] Redis unavailable (${error?.message ?? error}); pages are rendered without the shared cache.`);
    }
  });
  // Never hold a request for longer than the timeout: without Redis, pages are rendered.
  const connecting = client.connect().catch((error) => {
    console.error(`[cache] could not connect to Redis at start (${error?.message ?? error}); retrying in the background.`);
  });
  await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, REDIS_TIMEOUT_MS).unref())]);
  return createRedisHandler({ client, keyPrefix: `art-shop:${buildId()}:`, timeoutMs: REDIS_TIMEOUT_MS });
}

CacheHandler.onCreation(() => {
  // One configuration per process, however many handler instances Next creates.
  holder.__shopCacheConfig ??= (async () => {
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [memoryHandler()] };
    const url = process.env.REDIS_URL?.trim();
    return { handlers: [url ? await redisHandler(url) : memoryHandler()] };
  })();
  return holder.__shopCacheConfig;
});

/** Where an entry's lifetime travels inside its stored value (JSON through Redis). */
const LIFETIME = "shopCacheControl";

class ShopCacheHandler extends CacheHandler {
  async set(key, value, ctx) {
    const cacheControl = ctx?.cacheControl;
    const kept =
      value && typeof value === "object" && value.kind !== "FETCH" && typeof cacheControl?.revalidate === "number"
        ? { ...value, [LIFETIME]: { revalidate: cacheControl.revalidate, expire: cacheControl.expire } }
        : value;
    return super.set(key, kept, ctx);
  }

  async get(key, ctx) {
    const data = await super.get(key, ctx);
    const lifetime = data?.value?.[LIFETIME];
    if (!lifetime) return data;
    const value = { ...data.value };
    delete value[LIFETIME];
    return { ...data, value, cacheControl: data.cacheControl ?? lifetime };
  }
}

export default ShopCacheHandler;
