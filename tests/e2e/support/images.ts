/** Checks that every picture a page shows really loaded (browser tests). */
import { expect, type Page } from "@playwright/test";

/** Image traffic whose failure shows as a broken picture: the optimiser, public and private files. */
const IMAGE_PATHS = /\/(_next\/image|media|private-files)(\/|\?|$)/;

/**
 * Records every 4xx/5xx answer to an image request of the page from now on. Read `failures`
 * after the pages were visited.
 */
export function watchImageResponses(page: Page): { failures: string[] } {
  const watch = { failures: [] as string[] };
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (IMAGE_PATHS.test(url.pathname + url.search) && response.status() >= 400) {
      watch.failures.push(`${response.status()} ${url.pathname}${url.search} (on ${page.url()})`);
    }
  });
  return watch;
}

/**
 * Brings every rendered <img> of the page into view in turn (so lazy ones load), waits until
 * each has loaded or failed, and returns the sources of those that show nothing
 * (naturalWidth === 0). Images in closed menus or dialogs (not rendered) are left out.
 */
export async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const broken: string[] = [];
    const images = [...document.querySelectorAll("img")].filter((img) => img.getClientRects().length > 0);
    for (const img of images) {
      img.scrollIntoView({ block: "center" });
      // decode() settles once the picture is loaded (or failed); lazy ones start when in view.
      await img.decode().catch(() => undefined);
      if (img.naturalWidth === 0) broken.push(img.currentSrc || img.src || img.outerHTML.slice(0, 200));
    }
    window.scrollTo(0, 0);
    return broken;
  });
}

/** Fails when a picture of the page did not load. */
export async function expectEveryImageLoaded(page: Page, what: string) {
  expect(await brokenImages(page), `broken images on ${what}`).toEqual([]);
}

/** Opens a page, waits for it to settle and checks every picture on it. */
export async function visitAndCheckImages(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("load");
  await expectEveryImageLoaded(page, path);
}
