/**
 * The shop in Nepali (app/[locale], messages/ne.json): every Nepali page of the sitemap shows no
 * English interface text and every picture loads; the pages say their language to browsers and
 * search engines (html lang, hreflang, canonical, og:locale); the language switch keeps the
 * visitor on the same view; a browser asking for Nepali is offered it, never redirected.
 *
 * "English interface text" is any English message of the catalogue (messages/en.json) whose
 * Nepali message differs, found in the page's visible text or in its labels (aria-label,
 * placeholder, title, alt). The artist's own content (titles, descriptions) may still be in
 * English where no Nepali has been written: it is not in the catalogue, so it is allowed.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectEveryImageLoaded, watchImageResponses } from "./support/images";
import { e2eQuery } from "../support/e2e-db";
import { englishLeftIn } from "./support/nepali-text";

type Catalogue = { [key: string]: string | Catalogue };

const catalogue = (locale: string): Catalogue => JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8"));
const ne = catalogue("ne");

async function nepaliSitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => {
      const url = new URL(m[1].replace(/&amp;/g, "&"));
      return url.pathname + url.search;
    })
    .filter((path) => path === "/ne" || path.startsWith("/ne/"));
}

async function walk(page: Page, paths: string[]) {
  const watch = watchImageResponses(page);
  const problems: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "ne");
    problems.push(...(await englishLeftIn(page)).map((p) => `${path} ${p}`));
    await expectEveryImageLoaded(page, path);
  }
  expect(problems, "English interface text on Nepali pages").toEqual([]);
  expect(watch.failures, "image requests that failed").toEqual([]);
}

test.describe("the shop in Nepali", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.241" } });

  test("every Nepali page of the sitemap but the artworks' is in Nepali, its pictures loaded", async ({ page }) => {
    test.setTimeout(90_000);
    const paths = (await nepaliSitemapPaths(page)).filter((p) => !p.startsWith("/ne/gallery/"));
    expect(paths).toEqual(expect.arrayContaining(["/ne", "/ne/gallery", "/ne/services", "/ne/about", "/ne/contact"]));
    // An opened service is the services page with a dialog: one of them is enough. The 404 and the cart too.
    const firstService = paths.find((p) => p.startsWith("/ne/services?"));
    const walked = paths.filter((p) => !p.startsWith("/ne/services?") || p === firstService);
    await walk(page, [...walked, "/ne/gallery?page=2", "/ne/cart"]);
  });

  test("every Nepali artwork page of the sitemap is in Nepali, its pictures loaded", async ({ page }) => {
    test.setTimeout(120_000);
    const paths = (await nepaliSitemapPaths(page)).filter((p) => p.startsWith("/ne/gallery/"));
    expect(paths.length).toBeGreaterThan(5);
    await walk(page, paths);
  });

  test("a cart with lines, the server's check of it and the footer sign-up speak Nepali", async ({ page }) => {
    const artwork = async (slug: string) =>
      (await e2eQuery<{ id: string; title: string; price_paisa: number }>("SELECT id::text, title, price_paisa FROM artworks WHERE slug = $1", [slug]))[0];
    const sold = await artwork("rhododendron-season");
    // A work no other browser test orders (they may hold Bandipur in a pending order meanwhile).
    const available = await artwork("langtang-valley-study");
    const lines = [
      { id: sold.id, title: sold.title, price: sold.price_paisa, quantity: 1, addedAt: 1 },
      { id: available.id, title: available.title, price: 100, fullPrice: 100, quantity: 1, addedAt: 2 },
    ];
    await page.addInitScript((value) => window.localStorage.setItem("art_portfolio_cart", value), JSON.stringify(lines));
    await page.goto("/ne/cart");
    await expect(page.getByTestId("removed-notice")).toContainText(`"${sold.title}" बिकिसकेको छ।`);
    await expect(page.getByText(`"${sold.title}" अब उपलब्ध छैन, त्यसैले तपाईंको कार्टबाट हटाइयो`)).toBeVisible();
    const line = page.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId("line-note")).toHaveText(/^मूल्य रू\s१ बाट रू\s[०-९,]+ मा बदलियो$/);
    await expect(line.getByTestId("line-quantity")).toHaveText("१");
    await expect(page.getByTestId("summary-total")).toHaveText(/^रू\s[०-९,]+$/);
    await expect(line.getByRole("button", { name: `${available.title} को सङ्ख्या बढाउनुहोस्` })).toBeVisible();
    await expect(page.getByTestId("cart-button")).toHaveAttribute("aria-label", "कार्ट, १ वटा सामान");
    expect(await englishLeftIn(page), "English interface text on the Nepali cart").toEqual([]);

    // The footer's sign-up answers in Nepali.
    const signUp = page.getByTestId("list-sign-up-list");
    await signUp.getByLabel("तपाईंको इमेल").fill("not-an-address");
    await signUp.getByRole("button", { name: "साइन अप गर्नुहोस्" }).click();
    await expect(page.getByTestId("list-sign-up-error")).toContainText("कृपया name@example.com जस्तो सही इमेल ठेगाना लेख्नुहोस्।");
  });

  test("checkout step 1 in Nepali: no English, Nepali checks, and the order goes on to the Nepali payment step", async ({ page }) => {
    test.setTimeout(60_000);
    // A work no other browser test orders: placing the order here holds it.
    const [work] = await e2eQuery<{ id: string; title: string; price_paisa: number }>("SELECT id::text, title, price_paisa FROM artworks WHERE slug = $1", ["patan-rooftops"]);
    const line = { id: work.id, title: work.title, price: work.price_paisa, fullPrice: work.price_paisa, quantity: 1, addedAt: 1 };
    await page.addInitScript((value) => window.localStorage.setItem("art_portfolio_cart", value), JSON.stringify([line]));
    await page.goto("/ne/checkout");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText((ne.checkout as Catalogue).heading as string);
    await expect(page.getByTestId("checkout-lines")).toContainText(/रू\s[०-९,]+/);
    expect(await englishLeftIn(page), "English interface text on the Nepali checkout").toEqual([]);

    // A blank submit: the checks answer in Nepali, under each field and above the form.
    const errors = ne.checkoutErrors as Catalogue;
    await page.getByRole("button", { name: (ne.checkout as Catalogue).proceed as string }).click();
    await expect(page.getByTestId("checkout-error")).toHaveText(errors.required as string);
    await expect(page.locator("#checkout-name-error")).toHaveText(errors.nameRequired as string);
    await expect(page.locator("#checkout-phone-error")).toHaveText(errors.phoneRequired as string);
    await expect(page.locator("#checkout-email-error")).toHaveText(errors.emailRequired as string);
    await expect(page.getByText(`${(ne.checkout as Catalogue).fullName} *`)).toBeVisible();
    await expect(page.getByTestId("delivery-choice")).toContainText(errors.districtRequired as string);
    expect(await englishLeftIn(page), "English interface text on the Nepali checkout's checks").toEqual([]);

    // Filled: the order is placed and the payment step opens under /ne.
    await page.locator("#checkout-name").fill("सीता गुरुङ");
    await page.locator("#checkout-phone").fill("9801234567");
    await page.locator("#checkout-email").fill("sita.nepali-checkout@example.com");
    await page.locator("#checkout-address").fill("मङ्गलबजार, ललितपुर");
    await page.getByTestId("district-select").click();
    await page.getByRole("option", { name: "Lalitpur", exact: true }).click();
    await expect(page.getByTestId("district-select")).toHaveText(/Lalitpur/);
    expect(await englishLeftIn(page), "English interface text on the filled Nepali checkout").toEqual([]);
    await page.getByRole("button", { name: (ne.checkout as Catalogue).proceed as string }).click();
    await page.waitForURL(/\/ne\/checkout\/pay\/[A-Za-z0-9_-]+$/);
  });

  test("the commission dialog and the sharing cards speak Nepali", async ({ page, request }) => {
    // Three cards drawn on first request (a few seconds each on a busy machine).
    test.setTimeout(120_000);
    const words = ne.commissionDialog as Record<string, string>;
    await page.goto("/ne/services");
    await page.getByRole("link", { name: /कार्टमा राख्नुहोस्/ }).first().click();
    const dialog = page.getByTestId("commission-dialog");
    await expect(dialog).toContainText(words.description);
    await expect(dialog.getByRole("group", { name: words.frame })).toBeVisible();
    await expect(dialog).toContainText(words.photosLabel);
    await dialog.getByRole("button", { name: words.addToCart }).click();
    await expect(dialog.getByTestId("commission-error")).toHaveText(words.selection);
    expect(await englishLeftIn(page), "English interface text in the Nepali commission dialog").toEqual([]);

    // The Nepali artwork page's card: its own PNG, 1200x630, with a Nepali alt text.
    const cardOf = async (path: string) => {
      await page.goto(path);
      const url = await page.locator('meta[property="og:image"]').first().getAttribute("content");
      const alt = await page.locator('meta[property="og:image:alt"]').first().getAttribute("content");
      const response = await request.get(url!);
      expect(response.headers()["content-type"]).toBe("image/png");
      const body = await response.body();
      // The PNG header's width and height.
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
      return { url: url!, alt: alt ?? "", body };
    };
    const nepali = await cardOf("/ne/gallery/dawn-over-machhapuchhre");
    // The work's VAT rate in the artist's digits (it read "13%" in Latin digits).
    await expect(page.getByText(/१३%/).first()).toBeVisible();
    const english = await cardOf("/gallery/dawn-over-machhapuchhre");
    expect(new URL(nepali.url).pathname).toMatch(/^\/ne\/gallery\/dawn-over-machhapuchhre\/opengraph-image/);
    expect(nepali.alt).toMatch(/रू\s[०-९,]+$/);
    expect(nepali.body.equals(english.body)).toBe(false);
    // The Nepali pages' default card is the Nepali one.
    const home = await cardOf("/ne");
    expect(new URL(home.url).pathname).toBe("/opengraph-image-ne");
  });

  test("a workshop's inquiry form answers in Nepali; a post refused before it is read, too", async ({ page, request }) => {
    const inquiry = ne.inquiry as Record<string, string>;
    await page.goto("/ne/services?service=watercolour-weekend-workshop&inquiry=1");
    // Once the page has its script the server's <dialog> becomes the site's dialog (a fresh form).
    const dialog = page.locator('[role="dialog"][data-state="open"]');
    await expect(dialog.getByLabel(inquiry.phoneOptional)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^सन्देश/ })).toHaveAttribute("placeholder", inquiry.messagePlaceholder);
    await dialog.getByRole("button", { name: (ne.services as Catalogue).sendBooking as string }).click();
    await expect(dialog.getByTestId("inquiry-error")).toHaveText((ne.contactMessages as Catalogue).required as string);
    expect(await englishLeftIn(page), "English interface text in the Nepali inquiry form").toEqual([]);
    // Closing it keeps the visitor on the Nepali page.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/ne\/services$/);
    // What a visitor without JavaScript would read: the server's refusal of a post sent to a Nepali page from elsewhere.
    const refused = await request.post("/ne/contact", { headers: { origin: "https://elsewhere.example", "next-action": "0", "content-type": "text/plain" }, data: "[]" });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toBe((ne.requestRefusals as Catalogue).foreignOrigin);
  });

  test("the catalogue check finds English interface text", async ({ page }) => {
    // The English page is full of it: the check is not blind.
    await page.goto("/gallery");
    expect((await englishLeftIn(page)).length).toBeGreaterThan(5);
  });

  test("each page says its language: html lang, hreflang, canonical, og:locale; the sitemap lists both", async ({ page, request, baseURL }) => {
    for (const [english, nepali] of [
      ["/", "/ne"],
      ["/gallery", "/ne/gallery"],
      ["/gallery/dawn-over-machhapuchhre", "/ne/gallery/dawn-over-machhapuchhre"],
      ["/about", "/ne/about"],
    ]) {
      for (const [path, lang, og] of [
        [english, "en", "en_US"],
        [nepali, "ne", "ne_NP"],
      ]) {
        await page.goto(path);
        await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
        // Next writes the site's root without its trailing slash.
        const href = async (selector: string) => (await page.locator(selector).getAttribute("href"))?.replace(/\/$/, "");
        const absolute = (p: string) => `${baseURL}${p}`.replace(/\/$/, "");
        expect(await href('link[rel="canonical"]'), path).toBe(absolute(path));
        expect(await href('link[rel="alternate"][hreflang="en"]'), path).toBe(absolute(english));
        expect(await href('link[rel="alternate"][hreflang="ne"]'), path).toBe(absolute(nepali));
        expect(await href('link[rel="alternate"][hreflang="x-default"]'), path).toBe(absolute(english));
        await expect(page.locator('meta[property="og:locale"]'), path).toHaveAttribute("content", og);
      }
    }
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${baseURL}/ne/gallery</loc>`);
    expect(xml).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="ne" href="${baseURL}/ne/gallery" />`));
    expect(xml).toMatch(new RegExp(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/gallery" />`));
  });

  test("the language switch keeps the view; a browser asking for Nepali is offered it, not sent", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ne-NP", extraHTTPHeaders: { "Accept-Language": "ne-NP,ne;q=0.9,en;q=0.5", "X-Forwarded-For": "198.51.100.242" } });
    const page = await context.newPage();
    const response = await page.goto("/gallery?sort=oldest");
    // The shared address opens as it is, in English.
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/gallery");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const offer = page.getByTestId("language-offer");
    await expect(offer).toBeVisible();
    await offer.getByRole("link").click();
    await expect(page).toHaveURL(/\/ne\/gallery\?sort=oldest$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ne");
    await expect(page.locator("#gallery-sort")).toHaveValue("oldest");
    // Back to English from the header, the same view.
    await page.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/gallery\?sort=oldest$/);
    expect(new URL(page.url()).pathname).toBe("/gallery");
    // Dismissed, the offer stays away.
    await page.getByTestId("language-offer").getByRole("button").click();
    await page.reload();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
    await context.close();
  });
});
