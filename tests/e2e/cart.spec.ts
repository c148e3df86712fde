import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { e2eQuery } from "../support/e2e-db";
import { chooseDistrict } from "./support/district";

/*
 * The cart: customisation re-prices a line, an original stays at quantity 1, quantity 0
 * removes, clear and the empty state, and the server's check of a stored cart (sold items
 * taken out, changed prices corrected). Demo data: "Terraced Fields of Bandipur" (NPR 52,000,
 * available), "Rhododendron Season" (sold).
 */

const CART_KEY = "art_portfolio_cart";
const ARTWORK = "Terraced Fields of Bandipur";

const query = e2eQuery;

async function artwork(slug: string) {
  const [row] = await query<{ id: string; title: string; price_paisa: number }>(
    "SELECT id::text, title, price_paisa FROM artworks WHERE slug = $1",
    [slug],
  );
  return row;
}

async function seedCart(page: Page, lines: object[]) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [CART_KEY, JSON.stringify(lines)] as const);
}

function npr(amount: string): RegExp {
  return new RegExp(`^NPR\\s${amount}$`);
}

test.describe("cart", () => {
  test("customising a line re-prices it; an original stays at 1; quantity 0 removes; clear empties", async ({ page }) => {
    await page.goto("/gallery?search=bandipur");
    await page.getByTestId("artwork-card").filter({ hasText: ARTWORK }).getByRole("button", { name: /^Add to Cart/ }).click();
    await page.getByRole("dialog", { name: "Customize Your Order" }).getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-panel").getByTestId("cart-line")).toHaveCount(1);
    await page.getByTestId("cart-panel").getByRole("link", { name: "View Cart" }).click();

    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId("line-total")).toHaveText(npr("52,000"));
    await line.getByRole("button", { name: `Increase quantity of ${ARTWORK}` }).click();
    await expect(page.getByText("Maximum quantity is 1 per item")).toBeVisible();
    await expect(line.getByTestId("line-quantity")).toHaveText("1");

    // A large print (20% of 52,000 = 10,400) with a premium frame (+75) can be ordered twice.
    await line.getByRole("button", { name: "Customize" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Customization" });
    await dialog.getByRole("radio", { name: /Large print/ }).check();
    await dialog.getByRole("radio", { name: /Premium frame/ }).check();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(line.getByTestId("line-options")).toHaveText("Large print (16x20) · Premium frame");
    await line.getByRole("button", { name: `Increase quantity of ${ARTWORK}` }).click();
    await expect(line.getByTestId("line-quantity")).toHaveText("2");
    await expect(line.getByTestId("line-total")).toHaveText(npr("20,950"));
    await expect(page.getByTestId("summary-total")).toHaveText(npr("20,950"));

    // Going back to the original brings the quantity back to 1.
    await line.getByRole("button", { name: "Customize" }).click();
    await page.getByRole("dialog", { name: "Edit Customization" }).getByRole("radio", { name: /Original/ }).check();
    await page.getByRole("dialog", { name: "Edit Customization" }).getByRole("button", { name: "Save Changes" }).click();
    await expect(line.getByTestId("line-quantity")).toHaveText("1");

    // Quantity 0 removes the line: the empty cart links to the gallery and home.
    await line.getByRole("button", { name: `Decrease quantity of ${ARTWORK}` }).click();
    await expect(page.getByText(`"${ARTWORK}" removed from cart`)).toBeVisible();
    const empty = page.getByTestId("empty-cart");
    await expect(empty.getByRole("link", { name: "Browse Gallery" })).toHaveAttribute("href", "/gallery");
    await expect(empty.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  test("a stored cart is checked against the database: sold items go, changed prices are corrected", async ({ page }) => {
    const sold = await artwork("rhododendron-season");
    const available = await artwork("terraced-fields-of-bandipur");
    await seedCart(page, [
      { id: sold.id, title: sold.title, price: sold.price_paisa, quantity: 1, addedAt: 1 },
      { id: available.id, title: available.title, price: 100, fullPrice: 100, quantity: 1, addedAt: 2 },
    ]);
    await page.goto("/cart");
    // The notice says the line was removed, and why; it never asks to remove it again.
    await expect(page.getByTestId("removed-notice")).toContainText('"Rhododendron Season" has already been sold.');
    await expect(page.getByTestId("removed-notice")).not.toContainText("Please remove it");
    await expect(page.getByText('"Rhododendron Season" is no longer available and was removed from your cart')).toBeVisible();
    const line = page.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId("line-note")).toHaveText(/^Price updated from NPR\s1 to NPR\s52,000$/);
    await expect(page.getByTestId("summary-total")).toHaveText(npr("52,000"));
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]"), CART_KEY);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: available.id, price: 5_200_000 });

    await page.getByRole("button", { name: "Clear Cart" }).click();
    await expect(page.getByText("Cart cleared")).toBeVisible();
    await expect(page.getByTestId("empty-cart")).toBeVisible();
  });

  test("checkout with an empty cart offers 'Browse Gallery'", async ({ page }) => {
    await page.goto("/checkout");
    await page.getByTestId("checkout-empty").getByRole("link", { name: "Browse Gallery" }).click();
    await expect(page).toHaveURL(/\/gallery$/);
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`cart page, options dialog and payment step have no serious or critical axe violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      // 'Proceed to Payment' places an order that holds the original: the other scheme's run
      // starts with that order cancelled and the work free again.
      await e2eQuery(
        `UPDATE orders SET status = 'cancelled' WHERE id IN (SELECT reserved_by_order_id FROM artworks WHERE slug = $1 AND reserved_by_order_id IS NOT NULL)`,
        ["terraced-fields-of-bandipur"],
      );
      await e2eQuery(`UPDATE artworks SET reserved_by_order_id = NULL WHERE slug = $1`, ["terraced-fields-of-bandipur"]);
      const available = await artwork("terraced-fields-of-bandipur");
      await seedCart(page, [{ id: available.id, title: available.title, price: available.price_paisa, quantity: 1, addedAt: 1 }]);
      const scan = async (what: string) => {
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(
          severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
          `serious/critical axe violations on ${what}`,
        ).toEqual([]);
      };

      await page.goto("/cart");
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      await scan("the cart page");
      await page.getByRole("button", { name: "Customize" }).click();
      await expect(page.getByRole("dialog", { name: "Edit Customization" })).toBeVisible();
      await scan("the customisation dialog");
      await page.keyboard.press("Escape");

      await page.goto("/checkout");
      await page.getByLabel(/Full name/).fill("Sita Gurung");
      await page.getByLabel(/^Email/).fill("sita@example.com");
      await page.getByLabel(/^Phone/).fill("9801234567");
      await page.getByLabel(/Delivery address/).fill("Lazimpat, Kathmandu");
      await chooseDistrict(page);
      await page.getByRole("button", { name: "Proceed to Payment" }).click();
      await expect(page.getByTestId("payment-methods").getByRole("tab").first()).toBeVisible();
      await scan("the payment step");
    });
  }
});
