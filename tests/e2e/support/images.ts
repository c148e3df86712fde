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
 *
 * An image the page's script replaces meanwhile (a dialog the server drew open, taken over once
 * its code arrives) is left for its successor, checked in a further pass: a lazy image taken out
 * of the page never loads, and waiting on it hung a run for ten minutes. No image is waited on
 * for more than 30 s; one still loading then is reported as such.
 */
export async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    /** Until the image has loaded or failed ("done"), left the page ("gone") or 30 s passed. */
    async function settle(img: HTMLImageElement): Promise<"done" | "gone" | "slow"> {
      const deadline = Date.now() + 30_000;
      for (;;) {
        if (!img.isConnected) return "gone";
        if (img.complete) {
          await img.decode().catch(() => undefined);
          return img.isConnected ? "done" : "gone";
        }
        if (Date.now() > deadline) return "slow";
        await wait(100);
      }
    }
    const broken: string[] = [];
    const seen = new Set<HTMLImageElement>();
    for (let pass = 0; pass < 5; pass++) {
      const images = [...document.querySelectorAll("img")].filter((img) => !seen.has(img) && img.getClientRects().length > 0);
      if (!images.length) break;
      for (const img of images) {
        seen.add(img);
        if (!img.isConnected) continue;
        img.scrollIntoView({ block: "center" });
        const state = await settle(img);
        const source = img.currentSrc || img.src || img.outerHTML.slice(0, 200);
        if (state === "slow") broken.push(`${source} (still loading after 30 s)`);
        else if (state === "done" && img.naturalWidth === 0) broken.push(source);
      }
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
