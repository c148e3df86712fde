import { test } from "./support/test";
import { e2eQuery } from "../support/e2e-db";

for (const scheme of ["light", "dark"] as const) {
  for (const [w, h] of [[390, 844], [1440, 900]]) {
    test(`shots ${scheme} ${w}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
      const page = await context.newPage();
      const [a] = await e2eQuery<{ id: string; title: string }>("SELECT id::text, title FROM artworks WHERE slug = $1", ["terraced-fields-of-bandipur"]);
      const [s] = await e2eQuery<{ id: string; title: string; price_paisa: number }>("SELECT id::text, title, price_paisa FROM artworks WHERE slug = $1", ["rhododendron-season"]);
      const lines = [
        { id: s.id, title: s.title, price: s.price_paisa, quantity: 1, addedAt: 1 },
        { id: a.id, title: a.title, price: 100, fullPrice: 100, quantity: 1, addedAt: 2 },
      ];
      await page.addInitScript((v) => window.localStorage.setItem("art_portfolio_cart", v), JSON.stringify(lines));
      await page.goto("/ne/cart");
      await page.getByTestId("cart-line").first().waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/i18n31c/shot-cart-${scheme}-${w}.png`, fullPage: false });
      // The panel: open through the header? add via the quantity + (original: max toast).
      await page.getByTestId("cart-line").first().getByRole("button", { name: /बढाउनुहोस्/ }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/i18n31c/shot-cart-toast-${scheme}-${w}.png` });
      // Footer: track order and sign-up, with answers.
      const footer = page.getByTestId("track-order-form").last();
      await footer.scrollIntoViewIfNeeded();
      await footer.getByRole("button").click();
      const signUp = page.getByTestId("list-sign-up-list");
      await signUp.getByRole("textbox").fill("bad");
      await signUp.getByRole("button").click();
      await page.getByTestId("list-sign-up-error").waitFor();
      await page.waitForTimeout(300);
      await page.locator("footer").screenshot({ path: `/tmp/i18n31c/shot-footer-${scheme}-${w}.png` });
      await page.goto("/ne/list/confirm?token=abc");
      await page.screenshot({ path: `/tmp/i18n31c/shot-confirm-${scheme}-${w}.png` });
      await context.close();
    });
  }
}
