import { expect, test } from "./support/test";

test.describe("artwork page /gallery/{slug}", () => {
  test("opens from the gallery and shows every detail", async ({ page }) => {
    await page.goto("/gallery?search=machhapuchhre");
    await page.getByTestId("artwork-card").getByRole("link", { name: "Dawn over Machhapuchhre" }).click();
    await expect(page).toHaveURL(/\/gallery\/dawn-over-machhapuchhre$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dawn over Machhapuchhre");
    const main = page.getByRole("main");
    await expect(main.getByTestId("artwork-price")).toHaveText(/NPR\s85,000/);
    await expect(main).toContainText("Oil on canvas");
    await expect(main).toContainText('36" x 24"');
    await expect(main).toContainText("2025");
    await expect(main).toContainText(/Shipping NPR\s1,500/);
    await expect(main).toContainText("Plus VAT 13%");
    await expect(main.getByRole("img", { name: /Dawn over Machhapuchhre/ })).toHaveCount(2);
    await expect(main.getByRole("button", { name: "Add to Cart (Dawn over Machhapuchhre)" })).toBeVisible();
  });

  test("has Open Graph, Twitter card, canonical URL and VisualArtwork JSON-LD with an NPR offer", async ({ page, baseURL }) => {
    await page.goto("/gallery/dawn-over-machhapuchhre");
    const url = `${baseURL}/gallery/dawn-over-machhapuchhre`;
    const meta = (selector: string) => page.locator(selector).first().getAttribute("content");

    // The artist is named with the work; the card's alt text says what it shows.
    expect(await meta('meta[property="og:title"]')).toBe("Dawn over Machhapuchhre by Aarav Shrestha Art");
    expect(await meta('meta[name="twitter:title"]')).toBe("Dawn over Machhapuchhre by Aarav Shrestha Art");
    expect(await meta('meta[property="og:image:alt"]')).toBe("Dawn over Machhapuchhre by Aarav Shrestha Art: Oil on canvas, 2025, NPR\u00a085,000");
    expect(await meta('meta[property="og:url"]')).toBe(url);
    expect(await meta('meta[property="og:description"]')).toMatch(/^NPR\s85,000/);
    // The work's own sharing card, made on the server, with its size declared. Its address is the
    // route's in its language: /en/gallery/<slug>/opengraph-image… for the English card.
    const card = `${baseURL}/en/gallery/dawn-over-machhapuchhre`;
    expect(await meta('meta[property="og:image"]')).toMatch(new RegExp(`^${card}/opengraph-image\\b`));
    expect(await meta('meta[property="og:image:width"]')).toBe("1200");
    expect(await meta('meta[property="og:image:height"]')).toBe("630");
    expect(await meta('meta[property="product:price:amount"]')).toBe("85000.00");
    expect(await meta('meta[property="product:price:currency"]')).toBe("NPR");
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await meta('meta[name="twitter:image"]')).toMatch(new RegExp(`^${card}/twitter-image\\b`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);

    const image = await meta('meta[property="og:image"]');
    const response = await page.request.get(image!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    // PNG header: width and height as big-endian integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(json).toMatchObject({
      "@context": "https://schema.org",
      "@type": "VisualArtwork",
      name: "Dawn over Machhapuchhre",
      url,
      artMedium: "Oil on canvas",
      offers: { "@type": "Offer", price: "85000.00", priceCurrency: "NPR", availability: "https://schema.org/InStock", url },
    });
    // Structured data names the work's own image file; the sharing card is a separate picture.
    expect(json.image[0]).toMatch(new RegExp(`^${baseURL}/media/artworks/.+\\.jpg$`));
  });

  test("a sold work says so in its page and its offer", async ({ page }) => {
    await page.goto("/gallery/bagmati-at-dusk");
    await expect(page.getByRole("main").getByRole("button", { name: "Sold Out" })).toBeDisabled();
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(json.offers.availability).toBe("https://schema.org/SoldOut");
  });

  test("an unknown slug answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/gallery/no-such-artwork");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    // One site frame: the public layout's, not a second one from the site-wide 404 page.
    await expect(page.locator("[data-site-shell]")).toHaveCount(1);
    // Its metadata says so too, without throwing (the page itself answers the 404).
    await expect(page).toHaveTitle("Page not found | Aarav Shrestha Art");
    await expect(page.locator('meta[name="robots"][content^="noindex"]').first()).toBeAttached();
  });

  test("an unknown slug's 404 is drawn by the server: frame and content without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto("/gallery/no-such-artwork");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: /Recent works/ })).toBeVisible();
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Gallery" }).first()).toBeVisible();
      await expect(header.getByRole("link", { name: "Contact" }).first()).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("Quick links");
      await expect(page.locator("[data-site-shell]")).toHaveCount(1);
      await expect(page.locator('meta[name="robots"][content^="noindex"]').first()).toBeAttached();
    } finally {
      await context.close();
    }
  });

  test("an unknown slug's 404 stays in place once the browser takes over, without a page error", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto("/gallery/no-such-artwork");
    expect(response?.status()).toBe(404);
    await page.waitForLoadState("load");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Go Back" })).toBeVisible();
    await expect(page.locator("[data-site-shell]")).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
