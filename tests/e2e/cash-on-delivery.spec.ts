import path from "node:path";
import { expect, test } from "./support/test";
import { query, signInThroughDialog } from "./support/admin";

/*
 * A print to Bhaktapur paid on delivery, on a phone: from the cart to "confirmed". The buyer
 * picks the district from the searchable list, chooses pay on delivery and is told what is paid,
 * when and how; the artist, in a second browser, calls the number shown and confirms; the
 * buyer's order page then says it is confirmed. Then the same with a 20 % deposit before prints:
 * the payment step asks the deposit, the artist checks it (Mark Paid), finds the order under
 * "Awaiting call" with its number as a tel: link, and confirms; the rest is cash on delivery.
 */

const stamp = Date.now();
const SLUG = `cod-print-study-${stamp}`;
const PHONE = "9801234567";

test.beforeAll(async () => {
  await query(
    `INSERT INTO artworks (id, slug, title, price_paisa, status, shipping_type, shipping_charge_paisa, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, 'Pay on Delivery Study', 1200000, 'available', 'fixed', 20000, now() - interval '40 days', now())`,
    [SLUG],
  );
  // Prints paid on delivery inside the valley (the artist's choice in Settings -> Delivery).
  await query(`UPDATE delivery_zones SET cod_types = ARRAY['print'] WHERE name = 'Kathmandu valley'`);
});

test.afterAll(async () => {
  await query(`UPDATE delivery_settings SET cod_deposits = '{}'::jsonb`);
});

test("a print to Bhaktapur paid on delivery, from the cart to confirmed by phone", async ({ browser }) => {
  test.setTimeout(90_000);
  const buyer = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await buyer.newPage();
  await page.goto(`/gallery/${SLUG}`);
  await page.getByRole("main").getByRole("button", { name: /^Add to Cart/ }).first().click();
  const options = page.getByRole("dialog", { name: "Customize Your Order" });
  await options.getByRole("radio", { name: /Small print/ }).check();
  await options.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-panel").getByTestId("cart-line")).toHaveCount(1);

  await page.goto("/checkout");
  await page.getByLabel(/Full name/).fill("Bimala Prajapati");
  await page.getByLabel(/^Email/).fill(`cod-${stamp}@example.com`);
  await page.getByLabel(/^Phone/).fill(PHONE);
  await page.getByLabel(/Delivery address/).fill("Taumadhi Tole, Bhaktapur");
  // Pay on delivery waits for the district.
  await expect(page.getByTestId("pay-cod").getByRole("radio")).toBeDisabled();
  await page.getByTestId("district-select").click();
  await page.getByPlaceholder("Search a district").fill("bhak");
  await page.getByRole("option", { name: "Bhaktapur", exact: true }).click();
  await expect(page.getByTestId("delivery-shipping")).toContainText("Kathmandu valley: shipping NPR 200");
  await page.getByTestId("pay-cod").getByRole("radio").check();
  await expect(page.getByTestId("checkout-plan")).toContainText(`Pay NPR 1,700 in cash when the parcel arrives; we will call you on ${PHONE} to confirm first.`);
  await expect(page.getByTestId("summary-total")).toHaveText("NPR 1,700");
  await page.screenshot({ path: path.join(test.info().outputDir, "checkout-cod-phone.png"), fullPage: true });
  await page.getByRole("button", { name: "Proceed to Payment" }).click();

  await page.waitForURL(/\/checkout\/pay\//);
  await expect(page.getByTestId("delivery-stage")).toContainText("We will call you to confirm it");
  await expect(page.getByTestId("delivery-plan-words")).toHaveText(
    `Pay NPR 1,700 in cash when the parcel arrives; we will call you on ${PHONE} to confirm first. Nothing is paid now.`,
  );
  // No QR and no upload: nothing is paid now.
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  const [order] = await query<{ id: string; order_number: string }>(
    "SELECT o.id::text, o.order_number FROM orders o JOIN order_deliveries d ON d.order_id = o.id WHERE o.customer_email = $1 AND d.cash_on_delivery AND d.district_key = 'bhaktapur'",
    [`cod-${stamp}@example.com`],
  );
  expect(order).toBeDefined();

  // The artist, in a second browser: the number to call, then Confirm.
  const artist = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const admin = await artist.newPage();
  await signInThroughDialog(admin);
  await admin.goto(`/admin/orders/${order.id}`);
  const panel = admin.getByTestId("cod-panel");
  await expect(panel.getByTestId("cod-stage")).toHaveText("Awaiting the phone call");
  await expect(panel.getByTestId("cod-call")).toHaveAttribute("href", `tel:${PHONE}`);
  await admin.screenshot({ path: path.join(test.info().outputDir, "admin-cod-phone.png"), fullPage: true });
  await panel.getByTestId("cod-confirm").click();
  await expect(admin.getByText("Order confirmed by phone: it can ship now")).toBeVisible();
  await expect(panel.getByTestId("cod-stage")).toHaveText("Confirmed by phone");
  // Confirmed, it may ship before the cash comes.
  await expect(admin.getByTestId("fulfilment").getByRole("button", { name: "Mark shipped" })).toBeVisible();
  await artist.close();

  await page.reload();
  await expect(page.getByTestId("delivery-stage")).toContainText("Confirmed by phone");
  await buyer.close();
});

test("a print paid on delivery with a deposit: the deposit first, then the call from the Awaiting call list", async ({ browser }) => {
  test.setTimeout(90_000);
  // 20 % before prints (Settings -> Delivery): NPR 1,700 -> NPR 340 now, NPR 1,360 in cash.
  await query(`UPDATE delivery_settings SET cod_deposits = '{"print": 20}'::jsonb`);
  const email = `cod-deposit-${stamp}@example.com`;
  const buyer = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await buyer.newPage();
  await page.goto(`/gallery/${SLUG}`);
  await page.getByRole("main").getByRole("button", { name: /^Add to Cart/ }).first().click();
  const options = page.getByRole("dialog", { name: "Customize Your Order" });
  await options.getByRole("radio", { name: /Small print/ }).check();
  await options.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-panel").getByTestId("cart-line")).toHaveCount(1);

  await page.goto("/checkout");
  await page.getByLabel(/Full name/).fill("Sunita Shrestha");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill(PHONE);
  await page.getByLabel(/Delivery address/).fill("Dattatreya Square, Bhaktapur");
  await page.getByTestId("district-select").click();
  await page.getByPlaceholder("Search a district").fill("bhak");
  await page.getByRole("option", { name: "Bhaktapur", exact: true }).click();
  await page.getByTestId("pay-cod").getByRole("radio").check();
  const plan = `Pay a deposit of NPR 340 now, online or by QR code; once it is paid, we will call you on ${PHONE} to confirm. Pay the rest, NPR 1,360, in cash when the parcel arrives.`;
  await expect(page.getByTestId("checkout-plan")).toContainText(plan);
  await page.getByRole("button", { name: "Proceed to Payment" }).click();

  // The payment step asks the deposit only, and says what is left for the door.
  await page.waitForURL(/\/checkout\/pay\//);
  await expect(page.getByTestId("cod-deposit-words")).toHaveText(plan);
  await expect(page.getByTestId("payment-amount")).toHaveText("NPR 340");
  await page.screenshot({ path: path.join(test.info().outputDir, "payment-step-cod-deposit-phone.png"), fullPage: true });
  // The deposit by QR: the screenshot of the wallet's payment.
  await page.locator('input[type="file"][name="screenshot"]').setInputFiles(path.join(process.cwd(), "tests", "fixtures", "images", "artwork.png"));
  await page.getByRole("button", { name: "I've Made the Payment" }).click();
  await page.waitForURL(/\/order-success\?token=/, { timeout: 15_000 });
  const [order] = await query<{ id: string; order_number: string }>("SELECT id::text, order_number FROM orders WHERE customer_email = $1", [email]);

  const artist = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await artist.newPage();
  await signInThroughDialog(admin);
  await admin.goto(`/admin/orders/${order.id}`);
  const panel = admin.getByTestId("cod-panel");
  await expect(panel.getByTestId("cod-stage")).toHaveText("Deposit due");
  await expect(panel.getByTestId("cod-confirm")).toHaveCount(0);
  await admin.getByRole("button", { name: "Mark Paid" }).click();
  const dialog = admin.getByRole("dialog", { name: "Mark Paid" });
  await dialog.getByLabel(/Transaction reference/).fill(`ESEWA-DEP-${stamp}`);
  await dialog.getByRole("button", { name: "Mark Paid" }).click();
  await expect(panel.getByTestId("cod-stage")).toHaveText("Awaiting the phone call");

  // The orders to phone, newest first, each number a tel: link.
  await admin.goto("/admin/orders?status=awaiting_call");
  const row = admin.getByRole("row").filter({ hasText: order.order_number });
  await expect(row.getByTestId("order-call")).toHaveAttribute("href", `tel:${PHONE}`);
  await admin.screenshot({ path: path.join(test.info().outputDir, "orders-awaiting-call-desktop.png"), fullPage: true });
  await admin.goto(`/admin/orders/${order.id}`);
  await panel.getByTestId("cod-confirm").click();
  await expect(panel.getByTestId("cod-stage")).toHaveText("Confirmed by phone");
  await artist.close();

  // The buyer's order page: the deposit paid, the rest in cash at the door.
  await page.reload();
  await expect(page.getByTestId("delivery-stage").first()).toContainText("Confirmed by phone");
  await expect(page.getByTestId("delivery-plan-words").first()).toHaveText("Your deposit of NPR 340 is paid. Pay the rest, NPR 1,360, in cash when the parcel arrives.");
  await buyer.close();
});
