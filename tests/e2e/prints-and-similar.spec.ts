import { expect, test } from "./support/test";

/*
 * A sold original still sells its prints: the page says the original is sold and offers
 * 'Order a Print' (prints only), the cart keeps the print after the server's check. Each
 * artwork page ends with 'More works like this': up to four works of its category or with a
 * shared tag, those that can be ordered first. Demo data: "Sherpa Elder" (sold, NPR 15,000).
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("a sold work's page offers its prints, and the badge still says the original is sold", async ({ page }) => {
  await page.goto("/gallery/sherpa-elder");
  const main = page.getByRole("main");
  await expect(main.getByText("Sold", { exact: true }).first()).toBeVisible();
  await expect(main.getByRole("button", { name: "Sold Out" })).toBeDisabled();
  await expect(page.getByTestId("prints-note")).toBeVisible();
  await main.getByRole("button", { name: /^Order a Print/ }).click();
  const dialog = page.getByRole("dialog", { name: "Order a Print" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /Original/ })).toHaveCount(0);
  await expect(dialog.getByRole("radio", { name: /Small print/ })).toBeChecked();
  await dialog.getByRole("radio", { name: /Medium print/ }).check();
  // 15 % of NPR 15,000 is below the medium print's floor of NPR 2,500.
  await expect(dialog.getByTestId("options-price")).toHaveText(/^NPR\s2,500$/);
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  const panel = page.getByTestId("cart-panel");
  await expect(panel.getByTestId("cart-line")).toHaveCount(1);
  await expect(panel.getByTestId("line-options")).toHaveText("Medium print (11x14)");

  // The server's check of the cart keeps the print.
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line").getByTestId("line-options")).toHaveText("Medium print (11x14)");
  await expect(page.getByTestId("summary-subtotal")).toHaveText(/^NPR\s2,500$/);
  await expect(page.getByTestId("removed-notice")).toHaveCount(0);
});

test("'More works like this': four at most, alike, the ones that can be ordered first", async ({ page }) => {
  await page.goto("/gallery/dawn-over-machhapuchhre");
  const similar = page.getByTestId("similar-works");
  await expect(similar.getByRole("heading", { name: "More works like this" })).toBeVisible();
  const cards = similar.getByTestId("similar-work");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  await expect(similar.getByText("Dawn over Machhapuchhre")).toHaveCount(0);
  // Available works before any that cannot be ordered.
  const orderable = (await cards.getByTestId("similar-status").allTextContents()).map((status) => status === "Available");
  expect(orderable).toEqual([...orderable].sort((a, b) => Number(b) - Number(a)));
  expect(orderable[0]).toBe(true);
});
