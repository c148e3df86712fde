import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/*
 * The site shell: header navigation, cart badge, theme (no flash), 404 page, footer, error-free a11y.
 * Only the layout and the 404 page are assumed to exist: for other routes we check the URL, not content.
 */

const UNKNOWN_PATH = "/this-page-does-not-exist-e2e";
const CART_KEY = "art_portfolio_cart";
const THEME_KEY = "art-portfolio-ui-theme";

const NAV = [
  { label: "Gallery", path: "/gallery" },
  { label: "Services", path: "/services" },
  { label: "About", path: "/about" },
  { label: "Contact", path: "/contact" },
  { label: "Home", path: "/" },
] as const;

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
}

function cartLine(id: string, quantity: number) {
  return { id, title: `Artwork ${id}`, price: 100_000, quantity, addedAt: 1_760_000_000_000 };
}

async function seedCart(page: Page, lines: ReturnType<typeof cartLine>[]) {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [CART_KEY, JSON.stringify(lines)] as const,
  );
}

/** Records <html>'s class at the moment <body> is first parsed: before paint and before any React code. */
async function recordClassAtFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __classAtBody?: string };
    const observer = new MutationObserver(() => {
      if (document.body && w.__classAtBody === undefined) {
        w.__classAtBody = document.documentElement.className;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

async function classAtFirstPaint(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __classAtBody?: string }).__classAtBody);
}

test.describe("header navigation", () => {
  test("each header link navigates to its page and is marked as current", async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    for (const { label, path } of NAV) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe(path);
      // A route that is not built yet shows the (statically prerendered) 404 page, which cannot know
      // its URL on the server; the current-link mark is only checked on real pages.
      await page.waitForLoadState();
      const isNotFound = await page.getByRole("heading", { level: 1, name: "Page not found" }).isVisible();
      if (isNotFound) continue;
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
      for (const other of NAV.filter((link) => link.label !== label)) {
        await expect(nav.getByRole("link", { name: other.label, exact: true })).not.toHaveAttribute("aria-current", "page");
      }
    }
  });

  test("the cart icon links to /cart", async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await page.getByRole("banner").getByRole("link", { name: /^Cart/ }).click();
    await expect.poll(() => pathOf(page)).toBe("/cart");
  });

  test("on small screens a menu button opens and closes the navigation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(UNKNOWN_PATH);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Services", exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe("/services");
    await expect(menu).toBeHidden();
  });

  test("the open menu sits right under the header, full width, and a tap outside it closes it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(UNKNOWN_PATH);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    const header = (await page.getByRole("banner").boundingBox())!;
    const panel = (await menu.boundingBox())!;
    expect(Math.abs(panel.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    expect(panel.x).toBe(0);
    expect(panel.width).toBe(390);
    // Every link is in view, in the menu's order.
    const links = menu.getByRole("link");
    await expect(links).toHaveText(["Home", "Gallery", "Services", "About", "Contact"]);
    for (const link of await links.all()) await expect(link).toBeInViewport();

    await page.mouse.click(200, 800);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test.describe("before the page's script runs (here: none at all)", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu button still opens the navigation, and its links lead there", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(UNKNOWN_PATH);
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("link", { name: "Gallery", exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe("/gallery");
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    });
  });

  test("a skip link leads to the main content", async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute("href", "#main");
    await expect(page.locator("main#main")).toHaveCount(1);
  });
});

test.describe("cart badge", () => {
  test('shows "99+" when the stored cart holds 120 items', async ({ page }) => {
    await seedCart(page, [cartLine("a", 100), cartLine("b", 15), cartLine("c", 5)]);
    await page.goto(UNKNOWN_PATH);
    const cart = page.getByRole("banner").getByTestId("cart-button");
    await expect(cart.getByTestId("cart-count")).toHaveText("99+");
    await expect(cart).toHaveAttribute("aria-label", "Cart, 120 items");
  });

  test("shows the exact count for 3 items", async ({ page }) => {
    await seedCart(page, [cartLine("a", 2), cartLine("b", 1)]);
    await page.goto(UNKNOWN_PATH);
    const cart = page.getByRole("banner").getByTestId("cart-button");
    await expect(cart.getByTestId("cart-count")).toHaveText("3");
    await expect(cart).toHaveAttribute("aria-label", "Cart, 3 items");
  });

  test("has no badge for an empty or unreadable cart", async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, "{not json"), CART_KEY);
    await page.goto(UNKNOWN_PATH);
    const cart = page.getByRole("banner").getByTestId("cart-button");
    await expect(cart).toHaveAttribute("aria-label", "Cart, 0 items");
    await expect(cart.getByTestId("cart-count")).toHaveCount(0);
  });

  test("follows changes made in another tab", async ({ page, context }) => {
    await page.goto(UNKNOWN_PATH);
    const cart = page.getByRole("banner").getByTestId("cart-button");
    await expect(cart).toHaveAttribute("aria-label", "Cart, 0 items");
    const other = await context.newPage();
    await other.goto(UNKNOWN_PATH);
    await other.evaluate(
      ([key, value]) => window.localStorage.setItem(key, value),
      [CART_KEY, JSON.stringify([cartLine("a", 7)])] as const,
    );
    await expect(cart.getByTestId("cart-count")).toHaveText("7");
    await other.close();
  });
});

/**
 * Opens the theme menu with `press` (a click, or Enter on the focused switch). A press made before
 * the page's script has taken the switch over does nothing, as for a person on a slow phone, who
 * presses again: so does this, while the switch is still closed.
 */
async function openThemeMenu(page: Page, press?: () => Promise<void>) {
  const toggle = page.getByRole("button", { name: "Toggle theme" });
  await expect(async () => {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await (press ?? (() => toggle.click()))();
    await expect(page.getByRole("menuitemradio").first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe("theme", () => {
  test("a chosen dark theme is on <html> before the first paint after a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await recordClassAtFirstPaint(page);
    await page.goto(UNKNOWN_PATH);
    const html = page.locator("html");
    await expect(html).toHaveClass(/\blight\b/);

    await openThemeMenu(page);
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).not.toHaveClass(/\blight\b/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), THEME_KEY)).toBe("dark");

    await page.reload();
    expect(await classAtFirstPaint(page)).toMatch(/\bdark\b/);
    await expect(html).toHaveClass(/\bdark\b/);
    await openThemeMenu(page);
    await expect(page.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
  });

  test("system (the default) follows prefers-color-scheme, also when it changes", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await recordClassAtFirstPaint(page);
    await page.goto(UNKNOWN_PATH);
    expect(await classAtFirstPaint(page)).toMatch(/\bdark\b/);
    const html = page.locator("html");
    await expect(html).toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).toHaveClass(/\blight\b/);
    await expect(html).not.toHaveClass(/\bdark\b/);

    await openThemeMenu(page);
    await expect(page.getByRole("menuitemradio", { name: "System" })).toHaveAttribute("aria-checked", "true");
  });

  test("an explicit light choice wins over a dark OS preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.addInitScript((key) => window.localStorage.setItem(key, "light"), THEME_KEY);
    await recordClassAtFirstPaint(page);
    await page.goto(UNKNOWN_PATH);
    expect(await classAtFirstPaint(page)).toMatch(/\blight\b/);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });

  test("the theme menu works from the keyboard", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(UNKNOWN_PATH);
    const toggle = page.getByRole("button", { name: "Toggle theme" });
    await openThemeMenu(page, async () => {
      await toggle.focus();
      await page.keyboard.press("Enter");
    });
    await expect(page.getByRole("menuitemradio", { name: "System" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("menuitemradio", { name: "Dark" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });
});

test.describe("not-found page", () => {
  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto(UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });

  test("the search form goes to /gallery?search={term}", async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    const form = page.getByRole("search", { name: "Search the gallery" });
    await form.getByRole("searchbox", { name: "Search artworks" }).fill("term");
    await form.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => pathOf(page)).toBe("/gallery?search=term");
  });

  test("lists every quick search and link with the right href", async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    const main = page.getByRole("main");
    const hrefs = [
      "/gallery?search=paintings",
      "/gallery?search=portraits",
      "/gallery?search=digital%20art",
      "/gallery?search=commissions",
      "/gallery?filter=recent",
      "/services#commission",
      "/about#bio",
      "/contact#form",
      "/gallery",
      "/services",
      "/about",
      "/contact",
      "/",
    ];
    for (const href of hrefs) {
      await expect(main.locator(`a[href="${href}"]`), href).toHaveCount(1);
    }
    await expect(main.getByRole("link", { name: "digital art" })).toHaveAttribute("href", "/gallery?search=digital%20art");
  });

  test("Go Back returns to the previous page", async ({ page }) => {
    await page.goto("/gallery?category=paintings");
    await page.goto(UNKNOWN_PATH);
    // The not-found content's code arrives after the page (lazy-not-found-view.tsx): the button
    // works once it has, as for a person who presses it after the page is there.
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect.poll(() => pathOf(page)).toBe("/gallery?category=paintings");
  });

  test("Go Back without history on this site goes home", async ({ page }) => {
    // A fresh tab: the only earlier entry is about:blank, which is not part of the site.
    await page.goto(UNKNOWN_PATH);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect.poll(() => pathOf(page)).toBe("/");
  });
});

test.describe("footer", () => {
  test("shows quick links, contact details and the copyright line", async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    const footer = page.getByRole("contentinfo");
    const year = new Date().getFullYear();
    await expect(footer.getByText(/^© \d{4} .+\. All rights reserved\.$/)).toHaveText(
      new RegExp(`^© ${year} .+\\. All rights reserved\\.$`),
    );
    const siteName = (await page.getByRole("banner").getByRole("link").first().textContent())?.trim();
    await expect(footer.getByText(`© ${year} ${siteName}. All rights reserved.`)).toBeVisible();
    const quickLinks = footer.getByRole("navigation", { name: "Quick links" });
    for (const { label, path } of NAV) {
      await expect(quickLinks.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", path);
    }
    await expect(footer.locator('a[href^="mailto:"]')).not.toHaveCount(0);
  });
});

test.describe("accessibility", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`the 404 page has no serious or critical axe violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await page.goto(UNKNOWN_PATH);
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(
        severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        "serious/critical axe violations",
      ).toEqual([]);
    });
  }

  test("the open theme menu and mobile menu have no serious or critical axe violations", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(UNKNOWN_PATH);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(severe.map((v) => v.id)).toEqual([]);
  });
});
