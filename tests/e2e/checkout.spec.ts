import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import QRCode from "qrcode";
import sharp from "sharp";
import { parseEmvco, readPaymentFields } from "../../lib/domain/emvco";
import { e2eEnv, e2eQuery } from "../support/e2e-db";
import { signInThroughDialog } from "./support/admin";
import { fonepayStaticPayload } from "../support/emvco-fixtures";
import { DEMO_MERCHANT_QR } from "../../prisma/seed-data";
import { chooseDistrict } from "./support/district";

/*
 * The whole purchase journey against the production build with freshly seeded data:
 * gallery -> artwork with a customisation -> commission from the services page -> cart ->
 * checkout (both steps, a real image uploaded) -> order success; then the order, its lines and
 * its screenshot are checked in the database and the storage folder, and a second visitor sees
 * the artwork as not available.
 *
 * Demo data used: "Prayer Flags in the Wind" (NPR 36,000, fixed shipping NPR 1,000, no tax)
 * and the "Custom Portrait Commission" (Couple A3 NPR 6,000, frame NPR 500, shipping NPR 300).
 */

const ARTWORK = "Prayer Flags in the Wind";
const ARTWORK_SLUG = "prayer-flags-in-the-wind";
const SCREENSHOT = path.join(process.cwd(), "tests", "fixtures", "images", "artwork.png");
const CART_KEY = "art_portfolio_cart";

const query = e2eQuery;

/** "NPR 43,845" as the page prints it (a no-break space after NPR). */
function npr(amount: string): RegExp {
  return new RegExp(`^NPR\\s${amount}$`);
}

async function closePanel(page: Page) {
  const panel = page.getByTestId("cart-panel");
  await expect(panel).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
}

test.describe.configure({ mode: "serial" });

test.describe("purchase journey", () => {
  test("gallery, customised artwork, commission, cart, checkout, success; stored order and screenshot; artwork then not available", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const email = `buyer-${Date.now()}@example.com`;

    // 1. Gallery: 'Add to Cart' opens the customisation dialog.
    await page.goto("/gallery?search=prayer%20flags");
    const card = page.getByTestId("artwork-card").filter({ hasText: ARTWORK });
    await card.getByRole("button", { name: /^Add to Cart/ }).click();
    const options = page.getByRole("dialog", { name: "Customize Your Order" });
    await expect(options).toBeVisible();
    await expect(options.getByTestId("options-price")).toHaveText(npr("36,000"));
    await options.getByRole("radio", { name: /Wooden frame/ }).check();
    await options.getByLabel(/Notes/).fill("Please sign the back.");
    await expect(options.getByTestId("options-price")).toHaveText(npr("36,045"));
    await options.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText(`"${ARTWORK}" added to cart`)).toBeVisible();
    // After the 500 ms add delay the cart panel opens (100 ms later) with the line.
    const panel = page.getByTestId("cart-panel");
    await expect(panel.getByTestId("cart-line")).toHaveCount(1);
    await expect(panel.getByTestId("line-options")).toHaveText("Original · Wooden frame");
    await closePanel(page);
    await expect(card.getByRole("link", { name: /^In Cart/ })).toBeVisible();
    await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText("1");

    // 2. Services: the commission dialog.
    await page.goto("/services");
    const serviceCard = page.getByTestId("service-card").filter({ hasText: "Custom Portrait Commission" }).first();
    await serviceCard.getByRole("link", { name: /^Add/ }).click();
    const commission = page.getByRole("dialog", { name: "Custom Portrait Commission" });
    await expect(commission.getByRole("radio", { name: "Couple" })).toBeVisible();
    await commission.getByRole("button", { name: "Add to Cart" }).click();
    await expect(commission.getByTestId("commission-error")).toHaveText("Please select a category and size option");
    await commission.getByRole("radio", { name: "Single Person" }).check();
    await commission.getByRole("radio", { name: /^A4/ }).check();
    // Choosing another category resets the size.
    await commission.getByRole("radio", { name: "Couple" }).check();
    await expect(commission.getByTestId("commission-price")).toHaveText("—");
    await commission.getByRole("radio", { name: /^A3/ }).check();
    await expect(commission.getByRole("radio", { name: "Without frame" })).toBeChecked();
    await expect(commission.getByTestId("commission-price")).toHaveText(npr("6,000"));
    await commission.getByRole("radio", { name: /With frame/ }).check();
    await expect(commission.getByTestId("commission-price")).toHaveText(npr("6,500"));
    await commission.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-panel").getByTestId("cart-line")).toHaveCount(2);
    await closePanel(page);

    // 3. Cart: lines and the order summary (36,045 + 6,500; shipping 1,000 + 300; no tax).
    await page.goto("/cart");
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1).getByTestId("line-options")).toContainText("Couple · A3");
    await expect(page.getByTestId("summary-subtotal")).toHaveText(npr("42,545"));
    await expect(page.getByTestId("summary-shipping")).toHaveText(npr("1,300"));
    await expect(page.getByTestId("summary-total")).toHaveText(npr("43,845"));
    // An original is one of a kind.
    await lines.first().getByRole("button", { name: `Increase quantity of ${ARTWORK}` }).click();
    await expect(page.getByText("Maximum quantity is 1 per item")).toBeVisible();
    await expect(lines.first().getByTestId("line-quantity")).toHaveText("1");
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // 4. Checkout step 1: Customer Info.
    await expect(page.getByRole("heading", { name: "Customer Info" })).toBeVisible();
    await chooseDistrict(page);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page.getByTestId("checkout-error")).toHaveText("Please fill in all required fields");
    // Said once; each field names what is missing (an artwork is shipped: the address too).
    await expect(page.getByText("Please fill in all required fields")).toHaveCount(1);
    await expect(page.locator("#checkout-name-error")).toHaveText("Enter your full name");
    await expect(page.locator("#checkout-email-error")).toHaveText("Enter your email address");
    await expect(page.locator("#checkout-phone-error")).toHaveText("Enter your phone number");
    await expect(page.locator("#checkout-address-error")).toHaveText("Enter the delivery address: your order includes items that are shipped");
    await page.getByLabel(/Full name/).fill("Sita Gurung");
    await page.getByLabel(/^Email/).fill("sita@");
    await page.getByLabel(/^Phone/).fill("+977 980-1234567");
    await chooseDistrict(page);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await expect(page.getByTestId("checkout-error")).toHaveText("Please fill in all required fields");
    await expect(page.locator("#checkout-email-error")).toHaveText("Invalid Email. Please enter a valid email address");
    await expect(page.locator("#checkout-address-error")).toHaveText("Enter the delivery address: your order includes items that are shipped");
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/Delivery address/).fill("Lazimpat, Kathmandu");
    await chooseDistrict(page);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();

    // 5. Step 2: Payment, on the order's own page: the order exists from 'Proceed to Payment' on.
    await page.waitForURL(/\/checkout\/pay\/[A-Za-z0-9_-]{32}$/);
    const paymentUrl = page.url();
    await expect(page.getByRole("heading", { name: /^Payment/ })).toBeVisible();
    await expect(page.getByTestId("payment-badge")).toHaveText("Pending Approval");
    const placedNumber = (await page.getByTestId("payment-order-number").textContent())?.trim() ?? "";
    expect(placedNumber).toMatch(/^ORD-\d{8}-\d{5}$/);
    // Due now: the order less the commission's balance, held until the work is ready (its line,
    // NPR 6,500 + NPR 300 shipping, at the default 50 % deposit: NPR 3,400 held).
    await expect(page.getByTestId("payment-amount")).toHaveText(npr("40,445"));
    await expect(page.getByTestId("commission-balance")).toHaveText(npr("3,400"));
    await expect(page.getByTestId("payment-time-left")).toContainText("held for you");
    // The cart is cleared once the order exists.
    await expect(page.getByRole("banner").getByTestId("cart-button")).toHaveAttribute("aria-label", "Cart, 0 items");
    // One tab per method of the demo; the step opens on the one with a scannable QR code (the
    // demo's merchant QR), whose payload carries the amount and the order number.
    const methods = page.getByTestId("payment-methods");
    await expect(methods.getByRole("tab")).toHaveText(["eSewa", "Khalti", "IME Pay", "Fonepay / NepalPay", "Bank transfer"]);
    await expect(methods.getByRole("tab", { name: "Fonepay / NepalPay" })).toHaveAttribute("aria-selected", "true");
    const demoQr = methods.getByRole("tabpanel").getByTestId("payment-qr");
    await expect(demoQr).toBeVisible();
    expect(readPaymentFields((await demoQr.getAttribute("data-payload"))!)).toEqual({ amount: "40445", billNumber: placedNumber });
    // eSewa: details only (no QR code uploaded).
    await methods.getByRole("tab", { name: "eSewa" }).click();
    await expect(methods.getByRole("tabpanel").getByTestId("payment-qr")).toHaveCount(0);
    await expect(methods.getByRole("tabpanel")).toContainText("9801234567");
    await expect(methods.getByRole("tabpanel")).toContainText("40445");
    await methods.getByRole("tab", { name: "Bank transfer" }).click();
    await expect(methods.getByRole("tabpanel")).toContainText("0101017500123");
    // The remark to write: the order number first.
    await expect(methods.getByRole("tabpanel")).toContainText(`${placedNumber} Sita Gurung`);
    await expect(page.getByTestId("customer-journey")).toContainText("1. Order Placed");
    await expect(page.getByTestId("customer-journey").locator('[data-state="completed"]')).toHaveCount(1);
    await expect(page.getByTestId("customer-journey")).toContainText("4. Delivery");
    const pay = page.getByRole("button", { name: "I've Made the Payment" });
    // Without a screenshot the button is disabled, with the warning.
    await expect(pay).toBeDisabled();
    await expect(page.getByTestId("screenshot-warning")).toHaveText("Please upload your payment screenshot to continue");
    await expect(page.getByTestId("order-placed")).toHaveCount(0);

    // A reload (or a return from the wallet app) shows the same order; so does Back then Forward.
    await page.reload();
    await expect(page.getByTestId("payment-order-number")).toHaveText(placedNumber);
    await expect(page.getByTestId("payment-amount")).toHaveText(npr("40,445"));
    await expect(page.getByTestId("payment-lines").getByRole("listitem")).toHaveCount(2);
    // The remembered way to pay opens again.
    await expect(methods.getByRole("tab", { name: "Bank transfer" })).toHaveAttribute("aria-selected", "true");

    // 'Back' returns to step 1 with the details kept and the lines back in the cart; the
    // unpaid order is cancelled and its original released, so proceeding places it anew.
    await page.getByRole("button", { name: "Back" }).click();
    await page.waitForURL(/\/checkout$/);
    await expect(page.getByLabel(/Full name/)).toHaveValue("Sita Gurung");
    await expect(page.getByTestId("checkout-lines").getByRole("listitem")).toHaveCount(2);
    const [first] = await query<{ status: string; cancel_reason: string }>("SELECT status::text, cancel_reason FROM orders WHERE order_number = $1", [placedNumber]);
    expect(first).toEqual({ status: "cancelled", cancel_reason: "changed at checkout" });
    await chooseDistrict(page);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await page.waitForURL(/\/checkout\/pay\/[A-Za-z0-9_-]{32}$/);
    expect(page.url()).not.toBe(paymentUrl);

    const fileInput = page.locator('input[type="file"][name="screenshot"]');
    await fileInput.setInputFiles({ name: "receipt.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
    await expect(page.getByTestId("screenshot-error")).toHaveText("Please upload an image file");
    await expect(pay).toBeDisabled();
    await fileInput.setInputFiles(SCREENSHOT);
    await expect(page.getByTestId("screenshot-preview")).toBeVisible();
    await expect(page.getByTestId("screenshot-error")).toHaveCount(0);
    await expect(page.getByTestId("screenshot-warning")).toHaveCount(0);
    await pay.click();
    await expect(page.getByRole("button", { name: "Processing..." }).or(page.getByTestId("order-placed"))).toBeVisible();
    await expect(page.getByTestId("order-placed")).toBeVisible();

    // 6. Two seconds later: the success page, read through the order's access token.
    await page.waitForURL(/\/order-success\?token=[A-Za-z0-9_-]{32}$/, { timeout: 15_000 });
    const orderNumber = (await page.getByTestId("order-number").textContent())?.trim() ?? "";
    expect(orderNumber).toMatch(/^ORD-\d{8}-\d{5}$/);
    await expect(page.getByTestId("order-email")).toHaveText(email);
    await expect(page.getByTestId("order-total")).toHaveText(npr("43,845"));
    await expect(page.getByTestId("order-lines").getByRole("listitem")).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/gallery");
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await page.getByRole("button", { name: "Copy order number" }).click();
    await expect(page.getByText("Copied!")).toBeVisible();
    await expect(page.getByText("Copied!")).toBeHidden({ timeout: 4_000 });
    // The cart was cleared.
    await expect(page.getByRole("banner").getByTestId("cart-button")).toHaveAttribute("aria-label", "Cart, 0 items");
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBe("[]");
    // It survives a reload.
    await page.reload();
    await expect(page.getByTestId("order-number")).toHaveText(orderNumber);
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

    // 7. The order, its lines and its screenshot are stored; the original is reserved for it.
    const [order] = await query<{ id: string; total_paisa: number; status: string; payment_status: string; metadata: Record<string, unknown>; customer_email: string }>(
      "SELECT id, total_paisa, status::text, payment_status::text, metadata, customer_email FROM orders WHERE order_number = $1",
      [orderNumber],
    );
    expect(order).toMatchObject({ total_paisa: 4_384_500, status: "pending", payment_status: "pending", customer_email: email });
    const orderLines = await query<{ title: string; unit_price_paisa: number; quantity: number; customizations: unknown; commission: unknown }>(
      "SELECT title, unit_price_paisa, quantity, customizations, commission FROM order_lines WHERE order_id = $1 ORDER BY position",
      [order.id],
    );
    expect(orderLines).toHaveLength(2);
    expect(orderLines[0]).toMatchObject({
      title: ARTWORK,
      unit_price_paisa: 3_604_500,
      quantity: 1,
      customizations: { size: "original", framing: "wooden", notes: "Please sign the back." },
    });
    expect(orderLines[1]).toMatchObject({
      title: "Custom Portrait Commission",
      unit_price_paisa: 650_000,
      commission: { commissionCategory: "Couple", size: "A3", withFrame: true, framePricePaisa: 50_000, basePricePaisa: 600_000 },
    });
    const screenshotPath = order.metadata.payment_screenshot;
    expect(typeof screenshotPath).toBe("string");
    expect(screenshotPath).toMatch(new RegExp(`^payment-screenshots/${orderNumber}/`));
    const stored = path.join(e2eEnv().work, "uploads", screenshotPath as string);
    expect(fs.existsSync(stored)).toBe(true);
    expect(fs.readFileSync(stored).subarray(1, 4).toString("latin1")).toBe("PNG");
    const [artwork] = await query<{ reserved_by_order_id: string | null; status: string }>(
      "SELECT reserved_by_order_id, status::text FROM artworks WHERE slug = $1",
      [ARTWORK_SLUG],
    );
    expect(artwork).toEqual({ reserved_by_order_id: order.id, status: "available" });
    const emails = await query<{ type: string }>("SELECT type::text FROM email_outbox WHERE payload->>'orderId' = $1 ORDER BY type", [orderNumber]);
    expect(emails.map((e) => e.type)).toEqual(["admin_notification", "order_confirmation", "payment_link"]);

    // 8. A second visitor sees the artwork as reserved and not available.
    const other = await browser.newContext();
    try {
      const visitor = await other.newPage();
      await visitor.goto("/gallery?search=prayer%20flags");
      const otherCard = visitor.getByTestId("artwork-card").filter({ hasText: ARTWORK });
      await expect(otherCard.getByRole("button", { name: "Not Available" })).toBeDisabled();
      await expect(otherCard.getByRole("button", { name: /^Add to Cart/ })).toHaveCount(0);
      // Marked 'Reserved', not a green 'Available' beside a disabled button.
      await expect(otherCard.getByTestId("status-badge")).toHaveText("Reserved");
      // 'Available' lists only what can be added to the cart.
      await visitor.goto("/gallery?search=prayer%20flags&status=available");
      await expect(visitor.getByTestId("artwork-card").filter({ hasText: ARTWORK })).toHaveCount(0);
      await visitor.goto(`/gallery/${ARTWORK_SLUG}`);
      await expect(visitor.getByRole("main").getByRole("button", { name: "Not Available" })).toBeDisabled();
      await expect(visitor.getByRole("main").getByTestId("status-badge")).toHaveText("Reserved");
      await expect(visitor.getByTestId("reserved-note")).toContainText("awaiting the buyer's payment check");
    } finally {
      await other.close();
    }
  });

  test("the same original in an old cart is refused at checkout and taken out of the cart", async ({ page }) => {
    const [row] = await query<{ id: string; price_paisa: number }>("SELECT id::text, price_paisa FROM artworks WHERE slug = $1", [ARTWORK_SLUG]);
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [CART_KEY, JSON.stringify([{ id: row.id, title: ARTWORK, price: row.price_paisa, quantity: 1, addedAt: 1 }])] as const,
    );
    await page.goto("/checkout");
    await expect(page.getByTestId("removed-notice")).toContainText(`"${ARTWORK}" has just been reserved by another order`);
    await expect(page.getByTestId("checkout-empty").getByRole("link", { name: "Browse Gallery" })).toHaveAttribute("href", "/gallery");
  });

  test("two buyers of one original: the second is told at 'Proceed to Payment' and never sees payment instructions", async ({ browser }) => {
    test.setTimeout(90_000);
    const [art] = await query<{ id: string; title: string; price_paisa: number }>(
      "SELECT id::text, title, price_paisa FROM artworks WHERE status = 'available' AND reserved_by_order_id IS NULL AND price_paisa > 0 AND slug <> $1 ORDER BY title DESC LIMIT 1",
      [ARTWORK_SLUG],
    );
    const buyers = await Promise.all([0, 1].map((i) => browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${10 + i}` } })));
    try {
      const pages = await Promise.all(buyers.map((context) => context.newPage()));
      for (const [i, buyer] of pages.entries()) {
        await buyer.goto("/");
        await buyer.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
          CART_KEY,
          JSON.stringify([{ id: art.id, title: art.title, price: art.price_paisa, quantity: 1, addedAt: 1 }]),
        ] as const);
        await buyer.goto("/checkout");
        await buyer.getByLabel(/Full name/).fill(`Buyer ${i}`);
        await buyer.getByLabel(/^Email/).fill(`two-buyers-${i}-${Date.now()}@example.com`);
        await buyer.getByLabel(/^Phone/).fill("9812345678");
        await buyer.getByLabel(/Delivery address/).fill("Patan, Lalitpur");
      }
      const [a, b] = pages;
      await chooseDistrict(a);
      await a.getByRole("button", { name: "Proceed to Payment" }).click();
      await a.waitForURL(/\/checkout\/pay\//);
      await expect(a.getByTestId("payment-methods")).toBeVisible();
      // The second buyer, whose page still shows the work in the cart, is told now, before paying.
      await chooseDistrict(b);
      await b.getByRole("button", { name: "Proceed to Payment" }).click();
      // Told in the form's message (and, once the cart is brought up to date, in its notice).
      await expect(b.getByTestId("checkout-error").or(b.getByTestId("removed-notice")).first()).toContainText(
        `"${art.title}" has just been reserved by another order`,
      );
      await expect(b).toHaveURL(/\/checkout$/);
      await expect(b.getByTestId("payment-methods")).toHaveCount(0);
      await expect(b.getByRole("button", { name: "I've Made the Payment" })).toHaveCount(0);
    } finally {
      await Promise.all(buyers.map((context) => context.close()));
    }
  });

  test("an expired order's page says so and puts its lines back in the cart", async ({ browser }) => {
    const [art] = await query<{ id: string; title: string; price_paisa: number }>(
      // Not a work other tests need available (the Nepali pages' card, cart and checkout): this
      // order holds its work until the expiry worker releases it.
      "SELECT id::text, title, price_paisa FROM artworks WHERE status = 'available' AND reserved_by_order_id IS NULL AND price_paisa > 0 AND slug <> $1 AND slug <> ALL($2) ORDER BY title LIMIT 1 OFFSET 1",
      [ARTWORK_SLUG, ["dawn-over-machhapuchhre", "langtang-valley-study", "patan-rooftops", "rhododendron-season"]],
    );
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.40" } });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        CART_KEY,
        JSON.stringify([{ id: art.id, title: art.title, price: art.price_paisa, quantity: 1, addedAt: 1 }]),
      ] as const);
      await page.goto("/checkout");
      await page.getByLabel(/Full name/).fill("Late Payer");
      await page.getByLabel(/^Email/).fill(`late-${Date.now()}@example.com`);
      await page.getByLabel(/^Phone/).fill("9812345678");
      await page.getByLabel(/Delivery address/).fill("Bhaktapur");
      await chooseDistrict(page);
      await page.getByRole("button", { name: "Proceed to Payment" }).click();
      await page.waitForURL(/\/checkout\/pay\//);
      const orderNumber = (await page.getByTestId("payment-order-number").textContent())!.trim();
      // The payment window passes (the worker may not have run yet: the page decides on reading).
      await query("UPDATE orders SET payment_due_at = now() - interval '1 minute' WHERE order_number = $1", [orderNumber]);
      await page.reload();
      await expect(page.getByTestId("order-expired")).toContainText(`Order ${orderNumber} has expired`);
      await expect(page.getByTestId("payment-methods")).toHaveCount(0);
      await page.getByTestId("restore-cart").click();
      await page.waitForURL(/\/cart$/);
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      await expect(page.getByTestId("cart-line")).toContainText(art.title);
    } finally {
      await context.close();
    }
  });

  test("while an eSewa payment is being confirmed, the step offers no other way to pay and no Back", async ({ browser }) => {
    // A print (it holds no original that another test may want).
    const [art] = await query<{ id: string; title: string; price_paisa: number }>("SELECT id::text, title, price_paisa FROM artworks WHERE slug = 'mandala-of-the-five-elements'");
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.41" } });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        CART_KEY,
        JSON.stringify([{ id: art.id, title: art.title, price: 150_000, fullPrice: art.price_paisa, quantity: 1, addedAt: 1, customizations: { size: "small", framing: "none", notes: "" } }]),
      ] as const);
      await page.goto("/checkout");
      await page.getByLabel(/Full name/).fill("Pending Payer");
      await page.getByLabel(/^Email/).fill(`pending-${Date.now()}@example.com`);
      await page.getByLabel(/^Phone/).fill("9812345678");
      await page.getByLabel(/Delivery address/).fill("Patan");
      await chooseDistrict(page);
      await page.getByRole("button", { name: "Proceed to Payment" }).click();
      await page.waitForURL(/\/checkout\/pay\//);
      const orderNumber = (await page.getByTestId("payment-order-number").textContent())!.trim();
      await expect(page.getByTestId("payment-methods")).toBeVisible();
      // The buyer went to eSewa; the provider has not answered yet.
      await query(
        `INSERT INTO payment_attempts (id, order_id, provider, reference, amount_paisa, status, updated_at)
         SELECT gen_random_uuid(), id, 'esewa', $2, total_paisa, 'pending', now() FROM orders WHERE order_number = $1`,
        [orderNumber, `e2e-pending-${Date.now()}`],
      );
      await page.reload();
      const pending = page.getByTestId("online-payment-pending");
      await expect(pending).toBeVisible();
      await expect(pending).toContainText("eSewa");
      await expect(pending.getByTestId("check-payment-again")).toBeEnabled();
      await expect(page.getByTestId("payment-methods")).toHaveCount(0);
      await expect(page.locator('input[type="file"][name="screenshot"]')).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
    } finally {
      await context.close();
    }
  });

  // Changes the payment methods every visitor sees: runs alone, after the other browser tests.
  test("on a phone: the artist uploads a merchant QR; the payment step has tabs, copy buttons, a Save QR with the order's amount, and the confirmation in view", { tag: "@exclusive" }, async ({ browser }) => {
    test.setTimeout(120_000);
    const merchant = fonepayStaticPayload();
    const admin = await browser.newContext();
    try {
      // 1. Settings -> Payment: a picture without a QR is refused; the merchant QR is read and kept.
      const page = await admin.newPage();
      await signInThroughDialog(page);
      await page.goto("/admin/settings");
      const card = page.getByTestId("payment-merchant_qr");
      const blank = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#ddd3c4" } }).png().toBuffer();
      await card.getByLabel("Account name").fill("Aarav Shrestha Art");
      await card.getByLabel("QR code image").setInputFiles({ name: "blank.png", mimeType: "image/png", buffer: blank });
      await card.getByRole("button", { name: "Save Fonepay / NepalPay" }).click();
      await expect(card.getByText(/^No readable QR code was found in this image/)).toBeVisible();
      // Refused: the demo's merchant QR is left as it was.
      expect(await query("SELECT qr_payload FROM payment_methods WHERE kind = 'merchant_qr'")).toEqual([{ qr_payload: DEMO_MERCHANT_QR.payload }]);
      const png = await QRCode.toBuffer(merchant, { type: "png", width: 480, margin: 4 });
      await card.getByLabel("QR code image").setInputFiles({ name: "fonepay.png", mimeType: "image/png", buffer: png });
      await card.getByRole("button", { name: "Save Fonepay / NepalPay" }).click();
      // The demo's QR already shows a preview: wait for the saved payload itself.
      await expect.poll(() => query("SELECT qr_payload FROM payment_methods WHERE kind = 'merchant_qr'")).toEqual([{ qr_payload: merchant }]);
      await expect(page.getByTestId("payment-merchant_qr").getByTestId("qr-preview")).toBeVisible();

      // 2. A visitor on a phone.
      const phone = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        permissions: ["clipboard-read", "clipboard-write"],
        acceptDownloads: true,
        // Another visitor, on another connection: the test server trusts one proxy hop, so this is
        // the phone's client address (one address may hold originals with one unverified order).
        extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${1 + (Date.now() % 250)}` },
      });
      try {
        const visitor = await phone.newPage();
        const [art] = await query<{ id: string; title: string; price_paisa: number }>(
          "SELECT id::text, title, price_paisa FROM artworks WHERE status = 'available' AND reserved_by_order_id IS NULL AND price_paisa > 0 AND slug <> $1 ORDER BY title LIMIT 1",
          [ARTWORK_SLUG],
        );
        await visitor.goto("/");
        await visitor.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
          CART_KEY,
          JSON.stringify([{ id: art.id, title: art.title, price: art.price_paisa, quantity: 1, addedAt: 1 }]),
        ] as const);
        await visitor.goto("/checkout");
        await visitor.getByLabel(/Full name/).fill("Hari Rai");
        await visitor.getByLabel(/^Email/).fill(`phone-${Date.now()}@example.com`);
        await visitor.getByLabel(/^Phone/).fill("9812345678");
        await visitor.getByLabel(/Delivery address/).fill("Jhamsikhel, Lalitpur");
        await chooseDistrict(visitor);
        await visitor.getByRole("button", { name: "Proceed to Payment" }).click();

        await visitor.waitForURL(/\/checkout\/pay\//);
        const orderNumber = (await visitor.getByTestId("payment-order-number").textContent())!.trim();
        const methods = visitor.getByTestId("payment-methods");
        await expect(methods.getByRole("tab")).toHaveText(["eSewa", "Khalti", "IME Pay", "Fonepay / NepalPay", "Bank transfer"]);
        // The step opens on the method with a scannable QR code.
        await expect(methods.getByRole("tab", { name: "Fonepay / NepalPay" })).toHaveAttribute("aria-selected", "true");
        // eSewa has no uploaded QR: its details only.
        await methods.getByRole("tab", { name: "eSewa" }).click();
        await expect(methods.getByRole("tabpanel").getByTestId("no-qr")).toBeVisible();
        await methods.getByRole("tab", { name: "Fonepay / NepalPay" }).click();
        const panel = methods.getByRole("tabpanel");
        const qr = panel.getByTestId("payment-qr");
        await expect(qr).toBeVisible();
        const amount = (await panel.getByTestId("pay-amount").textContent())!.trim();
        expect(amount).toMatch(/^\d+$/);
        const payload = (await qr.getAttribute("data-payload"))!;
        const parsed = parseEmvco(payload);
        expect(parsed.ok).toBe(true);
        const tags = parsed.ok ? Object.fromEntries(parsed.fields.map((f) => [f.tag, f.value])) : {};
        expect(tags).toMatchObject({ "01": "12", "54": amount, "59": "AARAV SHRESTHA ART" });
        // The order number is the bill number (tag 62, sub-tag 01).
        expect(readPaymentFields(payload)).toEqual({ amount, billNumber: orderNumber });
        // The QR as drawn on the 390 px screen decodes to that same payload.
        const onScreen = await sharp(await qr.screenshot()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        const decoded = jsQR(new Uint8ClampedArray(onScreen.data.buffer, onScreen.data.byteOffset, onScreen.data.byteLength), onScreen.info.width, onScreen.info.height);
        expect(decoded?.data).toBe(payload);

        // Copy the exact amount and the remark.
        await panel.getByRole("button", { name: "Copy amount (npr)" }).click();
        await expect(panel.getByRole("button", { name: "Copy amount (npr)" })).toHaveText("Copied");
        expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe(amount);
        await panel.getByRole("button", { name: "Copy write in the remarks" }).click();
        expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe(`${orderNumber} Hari Rai`);

        // Save QR: a PNG a wallet app can scan, with the same payload.
        const [download] = await Promise.all([visitor.waitForEvent("download"), panel.getByTestId("save-qr").click()]);
        const saved = await download.path();
        const { data, info } = await sharp(saved).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        expect(info.width).toBeGreaterThanOrEqual(1000);
        expect(jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data).toBe(payload);
        await visitor.screenshot({ path: "test-results/payment-step-390.png", fullPage: true });

        // 3. Pay: the screenshot, then the confirmation in view on the phone.
        await visitor.locator('input[type="file"][name="screenshot"]').setInputFiles(SCREENSHOT);
        await visitor.getByRole("button", { name: "I've Made the Payment" }).click();
        await expect(visitor.getByTestId("order-placed")).toBeInViewport();
        await expect(visitor.getByTestId("order-placed").locator(".font-mono")).toHaveText(orderNumber);
        const [order] = await query<{ total_paisa: number }>("SELECT total_paisa FROM orders WHERE order_number = $1", [orderNumber]);
        // The amount inside the QR is the total the server charged.
        expect(order.total_paisa).toBe(Math.round(Number(amount) * 100));
      } finally {
        await phone.close();
      }
    } finally {
      await query("DELETE FROM payment_methods WHERE kind = 'merchant_qr'");
      await admin.close();
    }
  });

  // Changes a site-wide setting: runs alone, after every other browser test (playwright.config.ts).
  test("while orders are paused, checkout says so and places none", { tag: "@exclusive" }, async ({ page }) => {
    // A work of this test's own: a demo work may still be held by an order another test placed,
    // and the cart would then drop it (an empty cart has nothing to pause).
    const slug = `paused-orders-study-${Date.now()}`;
    const [row] = await query<{ id: string; price_paisa: number }>(
      `INSERT INTO artworks (id, slug, title, price_paisa, status, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, 'Paused Orders Study', 750000, 'available', now() - interval '45 days', now())
       RETURNING id::text, price_paisa`,
      [slug],
    );
    await query("UPDATE settings SET enable_orders = false WHERE id = 1");
    try {
      await page.addInitScript(
        ([key, value]) => window.localStorage.setItem(key, value),
        [CART_KEY, JSON.stringify([{ id: row.id, title: "Paused Orders Study", price: row.price_paisa, quantity: 1, addedAt: 1 }])] as const,
      );
      await page.goto("/checkout");
      await expect(page.getByTestId("orders-paused")).toContainText("Orders are paused");
      await expect(page.getByRole("button", { name: "Proceed to Payment" })).toHaveCount(0);
    } finally {
      await query("UPDATE settings SET enable_orders = true WHERE id = 1");
      await query("DELETE FROM artworks WHERE slug = $1", [slug]);
    }
  });

  test("the success page without a valid token shows N/A", async ({ page }) => {
    await page.goto("/order-success");
    await expect(page.getByTestId("order-missing")).toBeVisible();
    await expect(page.getByTestId("order-number")).toHaveText("N/A");
    await page.goto("/order-success?token=ORD-20261122-00001");
    await expect(page.getByTestId("order-number")).toHaveText("N/A");
  });
});
