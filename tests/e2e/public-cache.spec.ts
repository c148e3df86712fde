/**
 * Public pages come from Next's full-route cache with headers a CDN can use; pages for one
 * visitor never do. Views that differ only in parameters a page ignores share one cached page.
 */
import { expect, test } from "./support/test";
import type { APIRequestContext } from "@playwright/test";

const CACHED_PAGES = ["/", "/gallery", "/gallery?page=2", "/gallery?category=paintings", "/services", "/about", "/contact", "/cart"];
/** The same pages in Nepali (app/[locale]): cached the same way. */
const NEPALI_PAGES = ["/ne", "/ne/gallery", "/ne/gallery?category=paintings", "/ne/services", "/ne/about", "/ne/contact", "/ne/cart"];

async function get(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

test("every public page is served from the cache with s-maxage and stale-while-revalidate", async ({ request }) => {
  for (const path of [...CACHED_PAGES, ...NEPALI_PAGES]) {
    await get(request, path); // rendered here unless another test already did
    const { status, headers } = await get(request, path);
    expect(status, path).toBe(200);
    // STALE: served from the cache while a fresh copy is rendered (older than 60 s).
    expect(["HIT", "STALE"], path).toContain(headers["x-nextjs-cache"]);
    expect(headers["cache-control"], path).toMatch(/^s-maxage=60, stale-while-revalidate=\d+$/);
    expect(headers["set-cookie"], path).toBeUndefined();
  }
});

test("an artwork page is cached after its first visit", async ({ request }) => {
  const gallery = await get(request, "/gallery");
  const slug = /href="\/gallery\/([a-z0-9-]+)"/.exec(gallery.html)?.[1];
  expect(slug).toBeTruthy();
  await get(request, `/gallery/${slug}`);
  const again = await get(request, `/gallery/${slug}`);
  expect(again.status).toBe(200);
  expect(["HIT", "STALE"]).toContain(again.headers["x-nextjs-cache"]);
  expect(again.headers["cache-control"]).toContain("s-maxage=60");
});

test("parameters a page ignores do not make another cached page", async ({ request }) => {
  const plain = await get(request, "/gallery?page=2");
  // A tracking parameter: sent to the canonical address, which is the cached page 2.
  const tracked = await get(request, `/gallery?utm_source=share-${Date.now()}&page=2`);
  expect(tracked.status).toBe(308);
  expect(tracked.headers["location"]).toMatch(/\/gallery\?page=2$/);
  const followed = await request.get(tracked.headers["location"]);
  expect(["HIT", "STALE"]).toContain(followed.headers()["x-nextjs-cache"]);
  const canonical = /<link rel="canonical" href="([^"]+)"/;
  expect(canonical.exec(plain.html)?.[1]).toMatch(/\/gallery\?page=2$/);
  expect(canonical.exec(await followed.text())?.[1]).toBe(canonical.exec(plain.html)?.[1]);
  // A real difference is a different page.
  const newest = await get(request, "/gallery?sort=oldest");
  expect(newest.status).toBe(200);
});

test("pages for one visitor and the back office are never stored by shared caches", async ({ request }) => {
  for (const path of ["/checkout", "/order-success?order=ORD-20260101-00000"]) {
    const { headers } = await get(request, path);
    expect(headers["cache-control"], path).toContain("no-store");
    expect(headers["x-nextjs-cache"], path).toBeUndefined();
  }
  const admin = await get(request, "/admin");
  expect(admin.status).toBe(307);
});

test("the internal routes of the cached views are not addresses of their own", async ({ request }) => {
  for (const path of ["/views/gallery/index", "/views/services/index", "/views/maintenance", "/views"]) {
    const { status } = await get(request, path);
    expect(status, path).toBe(404);
  }
});
