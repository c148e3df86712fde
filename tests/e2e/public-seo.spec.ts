import { expect, test } from "./support/test";

test.describe("sitemap, robots, icons", () => {
  test("sitemap.xml lists every public page, every artwork and every available service", async ({ page, request, baseURL }) => {
    // Every artwork, as the gallery lists them (all pages).
    const slugs = new Set<string>();
    for (let n = 1; n <= 10; n++) {
      await page.goto(`/gallery?page=${n}`);
      const hrefs = await page.getByTestId("artwork-card").getByRole("heading").getByRole("link").evaluateAll((links) =>
        links.map((a) => a.getAttribute("href") ?? ""),
      );
      hrefs.forEach((href) => slugs.add(href.replace("/gallery/", "")));
      if (!(await page.getByRole("link", { name: "Next" }).count())) break;
    }
    expect(slugs.size).toBeGreaterThanOrEqual(18);

    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
    for (const path of ["/", "/gallery", "/services", "/about", "/contact"]) expect(locs).toContain(`${baseURL}${path}`);
    for (const slug of slugs) expect(locs).toContain(`${baseURL}/gallery/${slug}`);
    for (const service of ["custom-portrait-commission", "watercolour-weekend-workshop", "art-consultation", "kids-sketching-class"]) {
      expect(locs).toContain(`${baseURL}/services?service=${service}`);
    }
    expect(locs.join(" ")).not.toContain("painting-restoration");
    expect(locs.join(" ")).not.toMatch(/\/(admin|cart|checkout|order-success)/);
  });

  test("robots.txt keeps crawlers out of the back office and the shopping steps", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain("User-Agent: *");
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of ["/admin", "/cart", "/checkout", "/order-success"]) expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, "m"));
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("favicon, icons, manifest and the default sharing image exist", async ({ request, page }) => {
    const favicon = await request.get("/favicon.ico");
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["content-type"]).toContain("image/");
    await page.goto("/");
    for (const selector of ['link[rel="icon"][type="image/png"]', 'link[rel="apple-touch-icon"]', 'link[rel="manifest"]']) {
      const href = await page.locator(selector).first().getAttribute("href");
      expect(href, selector).toBeTruthy();
      expect((await request.get(href!)).status(), selector).toBe(200);
    }
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest.icons.length).toBeGreaterThan(0);
    const og = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect((await request.get(og!)).status()).toBe(200);
  });

  test("each public page has its own title, description and canonical URL", async ({ page, baseURL }) => {
    for (const [path, title] of [
      ["/gallery", /^Gallery \| /],
      ["/services", /^Art Services \| /],
      ["/about", /^About \| /],
      ["/contact", /^Contact \| /],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    }
  });
});
