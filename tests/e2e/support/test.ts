/**
 * Playwright's `test` for this suite: after a page loads a document (goto, reload), it waits until
 * React has taken in the streamed parts of the page. Since React 19.2 a streamed part's reveal can
 * be held back for up to ~300 ms; when hydration meets such a part it renders it itself, and the
 * server's copy stays in a hidden container until the held reveal runs. A person never sees that
 * copy (it is hidden), but a query by label or text in that window finds the form twice.
 */
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";

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

const retrying = new WeakSet<APIRequestContext>();

/**
 * A GET sent on a kept-alive connection that the server closed at that moment fails with
 * ECONNRESET (the server's idle timeout and the request cross). A browser sends such a GET again
 * on a new connection; Node's client, which Playwright's request API uses, does not: this does it
 * once, for GET only (nothing is changed by sending it twice).
 */
function retryResetGets(api: APIRequestContext): void {
  if (retrying.has(api)) return;
  retrying.add(api);
  const get = api.get.bind(api);
  api.get = async (...args: Parameters<APIRequestContext["get"]>) => {
    try {
      return await get(...args);
    } catch (error) {
      if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
      return get(...args);
    }
  };
}

function watchContext(context: BrowserContext): void {
  for (const page of context.pages()) settleAfterLoads(page);
  context.on("page", settleAfterLoads);
  retryResetGets(context.request);
}

export const test = base.extend<object, object>({
  context: async ({ context }, provide) => {
    watchContext(context);
    await provide(context);
  },
  request: async ({ request }, provide) => {
    retryResetGets(request);
    await provide(request);
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
