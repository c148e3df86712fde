import path from "node:path";
import { expect, test } from "./support/test";
import { placeOrderAsVisitor, query, signInThroughDialog } from "./support/admin";

/*
 * The order's money as the artist and the buyer see it: a shipped order refunded by half (the
 * buyer's email and order page show the refund, the work stays Sold), and a sale recorded in
 * the studio (the original sold at once).
 */

const stamp = Date.now();
const REFUND_SLUG = `refund-study-${stamp}`;
const STUDIO_TITLE = `Studio Sale Study ${stamp}`;
const STUDIO_SLUG = `studio-sale-study-${stamp}`;

test.beforeAll(async () => {
  for (const [slug, title] of [
    [REFUND_SLUG, "Refund Study"],
    [STUDIO_SLUG, STUDIO_TITLE],
  ]) {
    await query(
      `INSERT INTO artworks (id, slug, title, price_paisa, status, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, 1200000, 'available', now() - interval '40 days', now())`,
      [slug, title],
    );
  }
});

test("refund half of a shipped order: the buyer's email and order page show it, and the work stays Sold", async ({ browser }) => {
  test.setTimeout(150_000);
  const visitor = await browser.newPage();
  const email = `refund-${stamp}@example.com`;
  const orderNumber = await placeOrderAsVisitor(visitor, REFUND_SLUG, { name: "Pasang Sherpa", email });
  const orderPage = visitor.url();
  await visitor.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughDialog(page);
  const [order] = await query<{ id: string }>("SELECT id::text FROM orders WHERE order_number = $1", [orderNumber]);
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByRole("button", { name: "Mark Paid" }).click();
  await page.getByRole("dialog", { name: "Mark Paid" }).getByRole("button", { name: "Mark Paid" }).click();
  await expect(page.getByText("Payment status updated to paid")).toBeVisible();
  // Paid: no Mark Paid, no Reject any more.
  await expect(page.getByRole("button", { name: "Mark Paid" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reject payment" })).toHaveCount(0);

  await page.getByTestId("fulfilment").getByRole("button", { name: "Mark shipped" }).click();
  const ship = page.getByRole("alertdialog", { name: `Mark shipped: ${orderNumber}?` });
  await ship.getByLabel("Courier").fill("Nepal Post");
  await ship.getByLabel("Tracking number").fill("EE998877NP");
  await ship.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByText("Order marked shipped")).toBeVisible();
  await expect(ship).toBeHidden();

  await page.getByTestId("refund").click();
  const refund = page.getByRole("dialog", { name: "Refund" });
  await refund.getByLabel(/Amount in rupees/).fill("6000");
  await refund.getByLabel(/Paid back by/).selectOption("bank");
  await refund.getByLabel(/Reference/).fill("NABIL-5521");
  await refund.getByLabel(/Reason/).fill("The frame arrived cracked.");
  await refund.getByRole("button", { name: "Record refund" }).click();
  await expect(page.getByText(/Refund of NPR\s?6,000 recorded/)).toBeVisible();
  await expect(page.getByTestId("ledger")).toContainText("Refund · Bank transfer · ref NABIL5521");
  await expect(page.getByTestId("money-summary")).toContainText("Refunded");
  // The shipped order offers no cancelling and no payment change; the return is its own step.
  await expect(page.getByTestId("cancel-order")).toHaveCount(0);
  await expect(page.getByTestId("void-payment")).toHaveCount(0);
  await expect(page.getByTestId("restock")).toBeVisible();
  await page.screenshot({ path: path.join(test.info().outputDir, "admin-order-refunded.png"), fullPage: true });

  const emails = await query<{ to: string[]; payload: { kind: string; amount: number; method: string; reason: string } }>(
    "SELECT \"to\", payload FROM email_outbox WHERE type = 'payment_update' AND payload->>'orderId' = $1",
    [orderNumber],
  );
  expect(emails.map((e) => [e.to, e.payload.kind, e.payload.amount, e.payload.method])).toEqual([[[email], "refund_issued", 600000, "bank transfer"]]);

  // The buyer's order page on a phone: the refund, the payment, and the tracking kept.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const buyer = await phone.newPage();
  await buyer.goto(orderPage);
  await expect(buyer.getByTestId("order-payments")).toContainText("Refunded by bank transfer, ref NABIL5521");
  await expect(buyer.getByTestId("order-payments")).toContainText("The frame arrived cracked.");
  await expect(buyer.getByTestId("order-tracking")).toContainText("EE998877NP");
  await buyer.screenshot({ path: path.join(test.info().outputDir, "order-refunded-phone.png"), fullPage: true });

  // The public work still shows Sold: the buyer has it.
  await buyer.goto(`/gallery/${REFUND_SLUG}`);
  await expect(buyer.getByRole("main").getByRole("button", { name: "Sold Out" }).first()).toBeVisible();
  await expect(buyer.getByRole("main").getByRole("button", { name: /^Add to Cart/ })).toHaveCount(0);
  await phone.close();
  await context.close();
});

test("record a studio sale: the original is sold at once and the order is paid", async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughDialog(page);
  await page.goto("/admin/orders");
  await page.getByRole("link", { name: "Record a studio sale" }).click();
  await expect(page.getByRole("heading", { name: "Record a studio sale" })).toBeVisible();
  await page.getByLabel("Original to add").selectOption({ label: `${STUDIO_TITLE} · NPR 12,000` });
  await page.getByRole("button", { name: "Add original" }).click();
  await page.getByRole("button", { name: "Add a line" }).click();
  await page.getByLabel("Line", { exact: true }).fill("A4 print of Boudha");
  await page.getByLabel("Price (NPR)").nth(1).fill("2500");
  await page.getByLabel("Name").fill("Gita Rai");
  await page.getByLabel("How").selectOption("cash");
  await expect(page.getByText(/Total NPR\s?14,500/)).toBeVisible();
  await page.getByRole("button", { name: "Record the sale" }).click();
  // The toast is raised when the sale is stored, then the order's page opens (a toast lasts a few
  // seconds: looked for first, it cannot have gone while a slow page loads).
  await expect(page.getByText(/Sale recorded as order ORD-/)).toBeVisible();
  await page.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("ledger")).toContainText("Payment · Cash");
  const [work] = await query<{ status: string; sold_to: string | null }>("SELECT status::text, sold_to_order_id::text AS sold_to FROM artworks WHERE slug = $1", [STUDIO_SLUG]);
  expect(work.status).toBe("sold");
  expect(page.url()).toContain(work.sold_to!);
  await page.goto(`/gallery/${STUDIO_SLUG}`);
  await expect(page.getByRole("main").getByRole("button", { name: "Sold Out" }).first()).toBeVisible();
});
