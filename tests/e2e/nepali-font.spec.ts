import { expect, test } from "@playwright/test";
import { DEVANAGARI_FONT } from "@/lib/font-files/devanagari";

/**
 * The Nepali pages' Devanagari face: declared and preloaded on Nepali pages (so it is there before
 * the first paint and does not re-wrap the page when it arrives), never on English pages, and
 * served with a year's caching under its hashed name.
 */
test("a Nepali page preloads its Devanagari face and draws its text in it; an English page never fetches it", async ({ page, request }) => {
  const fontRequests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/fonts/")) fontRequests.push(new URL(r.url()).pathname);
  });

  await page.goto("/");
  await expect(page.locator("h1").first()).toBeVisible();
  await page.waitForLoadState("load");
  expect(fontRequests, "English pages fetch no Devanagari font").toEqual([]);
  expect(await page.locator(`link[rel="preload"][href="${DEVANAGARI_FONT.url}"]`).count()).toBe(0);

  await page.goto("/ne");
  const preload = page.locator(`link[rel="preload"][as="font"][href="${DEVANAGARI_FONT.url}"]`);
  await expect(preload).toHaveCount(1);
  await page.waitForLoadState("load");
  expect(fontRequests).toEqual([DEVANAGARI_FONT.url]);
  // The face is loaded and used for the page's Devanagari (the system has no Devanagari font here).
  await expect
    .poll(() =>
      page.evaluate(() => [...document.fonts].filter((f) => f.family.includes("Noto Sans Devanagari Nepali")).map((f) => f.status)),
    )
    .toEqual(["loaded"]);
  const family = await page.locator("h1").first().evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toContain("Noto Sans Devanagari Nepali");

  const font = await request.get(DEVANAGARI_FONT.url);
  expect(font.status()).toBe(200);
  expect(font.headers()["cache-control"]).toContain("immutable");
  expect((await font.body()).byteLength).toBe(DEVANAGARI_FONT.bytes);
});
