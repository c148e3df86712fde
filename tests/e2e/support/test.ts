/**
 * Playwright's `test` for this suite: after a page loads a document (goto, reload), it waits until
 * React has taken in the streamed parts of the page. Since React 19.2 a streamed part's reveal can
 * be held back for up to ~300 ms; when hydration meets such a part it renders it itself, and the
 * server's copy stays in a hidden container until the held reveal runs. A person never sees that
 * copy (it is hidden), but a query by label or text in that window finds the form twice.
 */
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

const PENDING_STREAMED_PART = 'div[hidden][id^="S:"]';
const patched = new WeakSet<Page>();

async function settled(page: Page): Promise<void> {
  await page.waitForFunction((selector) => !document.querySelector(selector), PENDING_STREAMED_PART, { timeout: 5_000 }).catch(() => undefined);
}

function settleAfterLoads(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    await settled(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    await settled(page);
    return response;
  };
}

function watchContext(context: BrowserContext): void {
  for (const page of context.pages()) settleAfterLoads(page);
  context.on("page", settleAfterLoads);
}

export const test = base.extend<object, object>({
  context: async ({ context }, provide) => {
    watchContext(context);
    await provide(context);
  },
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const context = await newContext(...args);
        watchContext(context);
        return context;
      };
      browser.newPage = async (...args: Parameters<typeof browser.newPage>) => {
        const page = await newPage(...args);
        settleAfterLoads(page);
        return page;
      };
      await provide(browser);
    },
    { scope: "worker" },
  ],
});

export { expect };
