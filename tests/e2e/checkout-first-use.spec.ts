import { expect, test } from "./support/test";
import { query } from "./support/admin";

/*
 * /checkout's first load leaves out the district list (Radix Popover, cmdk) and the customer
 * checks (zod): both are fetched on first use. A keyboard buyer still opens, searches and chooses
 * a district with the button keeping focus, and an empty form still says what is missing.
 */
const SLUG = `first-use-study-${Date.now()}`;

test.beforeAll(async () => {
  await query(
    `INSERT INTO artworks (id, slug, title, price_paisa, status, shipping_type, shipping_charge_paisa, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, 'First Use Study', 900000, 'available', 'fixed', 20000, now() - interval '40 days', now())`,
    [SLUG],
  );
});

test("the district list and the customer checks, fetched on first use, work from the keyboard", async ({ page }) => {
  await page.goto(`/gallery/${SLUG}`);
  await page.getByRole("main").getByRole("button", { name: /^Add to Cart/ }).first().click();
  await page.getByRole("dialog", { name: "Customize Your Order" }).getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-panel").getByTestId("cart-line")).toHaveCount(1);

  await page.goto("/checkout");
  const district = page.getByTestId("district-select");
  await expect(district).toHaveText(/Choose your district/);
  await expect(district).toHaveAttribute("role", "combobox");
  await expect(district).toHaveAttribute("aria-expanded", "false");
  await district.focus();
  await page.keyboard.press("Enter");
  const search = page.getByPlaceholder("Search a district");
  await expect(search).toBeFocused();
  await expect(district).toHaveAttribute("aria-expanded", "true");
  await search.fill("lalit");
  await page.keyboard.press("Enter");
  await expect(search).toBeHidden();
  await expect(district).toHaveText(/Lalitpur/);
  await expect(district).toBeFocused();

  // Nothing typed yet: the customer checks arrive with the press and say what is missing.
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page.getByTestId("checkout-error")).toHaveText("Please fill in all required fields");
  await expect(page.locator("#checkout-phone-error")).toHaveText("Enter your phone number");
  await page.getByLabel(/^Email/).fill("not-an-address");
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await expect(page.locator("#checkout-email-error")).not.toHaveText("");
});
