import { expect, test } from "./support/test";
import type { Locator, Page } from "@playwright/test";

/*
 * The art first, whole, on a phone (390x844): the first gallery work above the fold, no image
 * in a grid cropped, the filters in a sheet that works without JavaScript, the full-screen
 * viewer (swipe, Escape, Back), and the sharing cards' declared size.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Every image in the list, scrolled into view and decoded. */
async function loadedImages(page: Page, list: Locator): Promise<Locator[]> {
  const images = await list.locator("img").all();
  for (const image of images) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  return images;
}

/** [shown box ratio, the image's own ratio, object-fit] of a grid image. */
function ratios(image: Locator) {
  return image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return { shown: box.width / box.height, own: img.naturalWidth / img.naturalHeight, fit: getComputedStyle(img).objectFit };
  });
}

async function expectUncropped(page: Page, list: Locator) {
  const images = await loadedImages(page, list);
  expect(images.length).toBeGreaterThan(0);
  const shapes = new Set<string>();
  for (const image of images) {
    const { shown, own } = await ratios(image);
    // The frame has the work's own shape (within 2%): nothing is cut off, nothing letterboxed.
    expect(Math.abs(shown / own - 1), `${await image.getAttribute("src")}: shown ${shown}, stored ${own}`).toBeLessThan(0.02);
    shapes.add(own > 1.02 ? "landscape" : own < 0.98 ? "portrait" : "square");
  }
  return shapes;
}

test("the first gallery work is above the fold on a phone, with search at hand", async ({ page }) => {
  await page.goto("/gallery");
  const firstImage = page.getByTestId("artwork-card").first().locator("img");
  await expect(firstImage).toBeVisible();
  const box = (await firstImage.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await expect(page.getByRole("searchbox", { name: "Search artworks" })).toBeInViewport();
  // Two masonry columns (filled top to bottom, one after the other).
  const cards = page.getByTestId("artwork-card");
  const xs = new Set<number>();
  for (const card of await cards.all()) xs.add(Math.round((await card.boundingBox())!.x));
  expect(xs.size).toBe(2);
  // The other filters wait in a sheet.
  await expect(page.getByLabel("Status")).toBeHidden();
  await page.getByText("Filters", { exact: true }).click();
  await page.getByLabel("Status").selectOption("sold");
  await expect(page).toHaveURL(/\/gallery\?status=sold$/);
  await expect(page.getByText("Filters (1)")).toBeVisible();
});

test("no image in the gallery or the home page's grid is cropped; portrait and landscape works both appear", async ({ page }) => {
  await page.goto("/gallery");
  const shapes = await expectUncropped(page, page.getByTestId("gallery-grid"));
  expect(shapes).toContain("portrait");
  expect(shapes).toContain("landscape");
  await page.goto("/");
  await expectUncropped(page, page.getByTestId("recent-works"));
});

test("the viewer opens full screen, swipes to the next image, and closes with Escape and with Back", async ({ page }) => {
  await page.goto("/gallery/dawn-over-machhapuchhre");
  const main = page.getByRole("main");
  // Never a link to the bare image file.
  await expect(main.locator('a[href*="/media/"]')).toHaveCount(0);
  const viewerChunks: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") viewerChunks.push(request.url());
  });
  const before = viewerChunks.length;
  await main.getByRole("button", { name: /view full screen/ }).first().click();
  const viewer = page.getByRole("dialog", { name: "Artwork viewer" });
  await expect(viewer).toBeVisible();
  // The viewer's code came on demand.
  expect(viewerChunks.length).toBeGreaterThan(before);
  const current = viewer.locator(".yarl__slide_current");
  await expect(current).toHaveAttribute("aria-label", "1 of 2");
  await expect(current.locator("img")).toHaveAttribute("src", /\/_next\/image\?url=/);

  // Swipe left with a finger-like drag.
  const area = (await current.boundingBox())!;
  const y = area.y + area.height / 2;
  await page.mouse.move(area.x + area.width * 0.8, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(area.x + area.width * (0.8 - step * 0.08), y);
  await page.mouse.up();
  await expect(viewer.locator(".yarl__slide_current")).toHaveAttribute("aria-label", "2 of 2");

  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/gallery\/dawn-over-machhapuchhre$/);

  await main.getByRole("button", { name: /view full screen/ }).first().click();
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/gallery\/dawn-over-machhapuchhre$/);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Dawn over Machhapuchhre");
});

test("the site's default sharing card declares 1200x630 and is that size", async ({ page, request }) => {
  await page.goto("/");
  const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
  expect(await meta('meta[property="og:image:width"]')).toBe("1200");
  expect(await meta('meta[property="og:image:height"]')).toBe("630");
  const response = await request.get((await meta('meta[property="og:image"]'))!);
  expect(response.status()).toBe(200);
  const png = await response.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter sheet opens and its form still filters through the URL", async ({ page }) => {
    await page.goto("/gallery");
    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("Category").selectOption("sketches");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/gallery\?.*category=sketches/);
    await expect(page.getByLabel("Category")).toBeVisible();
    await expect(page.getByLabel("Category")).toHaveValue("sketches");
  });
});
