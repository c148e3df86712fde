import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { e2eQuery } from "../support/e2e-db";
import { placeOrderAsVisitor, signInThroughDialog } from "./support/admin";
import { brokenImages, expectEveryImageLoaded, visitAndCheckImages, watchImageResponses } from "./support/images";

/*
 * Every picture loads, on a phone (390x844 at 3x, so the optimiser is asked for the large
 * widths) and on a desktop: every page of the sitemap, the cart page and panel and the
 * checkout with a line in the cart, the order-success page, and the back office's lists with
 * items present. A picture that shows nothing (naturalWidth 0) or any 4xx/5xx answer from
 * /_next/image, /media or /private-files fails the test.
 */

const CART_KEY = "art_portfolio_cart";

const VIEWPORTS = [
  { name: "phone", use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.231" } }, slug: "thamel-after-rain" },
  { name: "desktop", use: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.232" } }, slug: "monsoon-memory" },
] as const;

async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&amp;/g, "&"));
    return url.pathname + url.search;
  });
  // /services?service=<slug> is the services page with one opened: one of them is enough.
  const firstService = paths.find((p) => p.startsWith("/services?"));
  // The Nepali pages show the same pictures; nepali-pages.spec.ts walks them.
  const english = paths.filter((p) => p !== "/ne" && !p.startsWith("/ne/"));
  return [...new Set(english.filter((p) => !p.startsWith("/services?") || p === firstService))];
}

for (const viewport of VIEWPORTS) {
  test.describe(`every image loads (${viewport.name})`, () => {
    test.use(viewport.use);

    test(`every page of the sitemap (${viewport.name})`, async ({ page }) => {
      test.setTimeout(600_000);
      const watch = watchImageResponses(page);
      const paths = await sitemapPaths(page);
      expect(paths).toContain("/gallery");
      expect(paths.filter((p) => p.startsWith("/gallery/")).length).toBeGreaterThan(5);
      for (const path of [...paths, "/gallery?sort=price-asc", "/gallery?page=2", "/cart"]) await visitAndCheckImages(page, path);
      expect(watch.failures, "image requests that failed").toEqual([]);
    });

    test(`cart, checkout, order success and the back office (${viewport.name})`, async ({ page }) => {
      test.setTimeout(600_000);
      const watch = watchImageResponses(page);

      // A line in the cart: the panel, the cart page and the checkout show its picture.
      await page.goto(`/gallery/${viewport.slug}`);
      await page.getByRole("main").getByRole("button", { name: /^Add to Cart/ }).first().click();
      await page.getByRole("dialog", { name: "Customize Your Order" }).getByRole("button", { name: "Add to Cart" }).click();
      const panel = page.getByTestId("cart-panel");
      await expect(panel.getByTestId("cart-line")).toHaveCount(1);
      await expect(panel.locator("img")).toHaveCount(1);
      await expectEveryImageLoaded(page, "the cart panel");
      await visitAndCheckImages(page, "/cart");
      await expect(page.getByTestId("cart-line").locator("img")).toHaveCount(1);
      await visitAndCheckImages(page, "/checkout");

      // The order-success page of a real order.
      await page.evaluate((key) => localStorage.setItem(key, "[]"), CART_KEY);
      const orderNumber = await placeOrderAsVisitor(page, viewport.slug, { name: "Image Check", email: `images-${viewport.name}@example.com` });
      await expect(page.getByTestId("order-lines").locator("img")).toHaveCount(1);
      await expectEveryImageLoaded(page, "the order-success page");

      // The back office's lists, with that order among them.
      await signInThroughDialog(page);
      const [order] = await e2eQuery<{ id: string }>("SELECT id::text FROM orders WHERE order_number = $1", [orderNumber]);
      for (const path of [
        "/admin",
        "/admin/artworks",
        "/admin/services",
        "/admin/about",
        "/admin/orders",
        "/admin/orders/verification",
        "/admin/customers",
        "/admin/inquiries",
        "/admin/settings",
      ]) {
        await visitAndCheckImages(page, path);
      }
      // The order's page shows the payment screenshot.
      await page.goto(`/admin/orders/${order.id}`);
      await expect(page.getByRole("main").locator("img").first()).toBeVisible();
      await expectEveryImageLoaded(page, "the order's page");

      expect(watch.failures, "image requests that failed").toEqual([]);
    });
  });
}

test.describe("the image check itself", () => {
  // A page whose script replaces a lazy picture before the check reaches it, as a service's
  // dialog drawn by the server is replaced once its code arrives. The check waited on the
  // replaced picture, which never loads, until the test's 10 minutes ran out.
  test("a picture replaced while the check waits on another is left for its successor, which is checked", async ({ page }) => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==",
      "base64",
    );
    await page.route("http://pictures.test/*.png", async (route) => {
      if (route.request().url().endsWith("/slow.png")) await new Promise((resolve) => setTimeout(resolve, 1_500));
      if (route.request().url().endsWith("/missing.png")) return route.fulfill({ status: 404, body: "" });
      await route.fulfill({ body: png, contentType: "image/png" });
    });
    await page.route("http://pictures.test/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<img src="/slow.png" width="40" height="40" alt=""><div style="height:3000px"></div>
          <div id="box"><img loading="lazy" src="/first.png" width="40" height="40" alt=""></div>
          <script>setTimeout(() => { document.getElementById("box").innerHTML = '<img src="/missing.png" width="40" height="40" alt="">'; }, 300);</script>`,
      }),
    );
    await page.goto("http://pictures.test/", { waitUntil: "domcontentloaded" });
    // The successor is broken on purpose: reported, so it was checked.
    expect(await brokenImages(page)).toEqual(["http://pictures.test/missing.png"]);
  });
});
