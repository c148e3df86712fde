import crypto from "node:crypto";
import { expect, test } from "./support/test";
import type { Locator } from "@playwright/test";
import { e2eQuery as query } from "../support/e2e-db";

/*
 * 'Track your order' on the contact page and in the footer: the same sentence for an order that
 * exists and for one that does not, the link emailed (the outbox gets it) only when the number
 * and the email match, and the footer's form working without JavaScript.
 */

const ANSWER = "If this order exists, we have emailed its link";

async function placedOrder(): Promise<{ orderNumber: string; email: string; token: string }> {
  const orderNumber = `ORD-20261125-${String(crypto.randomInt(10_000, 99_999))}`;
  const email = `tracker-${crypto.randomUUID()}@example.com`;
  const token = crypto.randomBytes(24).toString("base64url");
  await query(
    `INSERT INTO orders (id, order_number, access_token, customer_email, customer_email_canonical, customer_info,
       subtotal_paisa, tax_paisa, shipping_paisa, total_paisa, updated_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $3, $4, 250000, 0, 30000, 280000, now())`,
    [orderNumber, token, email, JSON.stringify({ name: "Maya Tamang", email })],
  );
  return { orderNumber, email, token };
}

async function linkEmails(orderNumber: string) {
  return query<{ to: string[]; payload: { orderUrl: string } }>(
    `SELECT "to", payload FROM email_outbox WHERE type = 'order_link' AND payload->>'orderId' = $1`,
    [orderNumber],
  );
}

async function track(formArea: Locator, orderNumber: string, email: string) {
  await formArea.getByLabel("Order number").fill(orderNumber);
  await formArea.getByLabel("Order email").fill(email);
  await formArea.getByRole("button", { name: "Email me the link" }).click();
  // The answer re-creates the form with empty fields: until then this submission is in flight,
  // and the same sentence from the one before is still on screen, so wait for the fields.
  await expect(formArea.getByLabel("Order number")).toHaveValue("");
}

test.describe("track your order", () => {
  test("the contact page answers the same sentence, and the outbox gets the link only for a matching order", async ({ page }) => {
    const order = await placedOrder();
    await page.goto("/contact");
    const section = page.locator("#track-order");
    await expect(section.getByRole("heading", { name: "Track your order" })).toBeVisible();

    await track(section, order.orderNumber, "someone-else@example.com");
    await expect(section.getByTestId("track-order-answer")).toHaveText(ANSWER);
    await track(section, "ORD-20200101-00001", order.email);
    await expect(section.getByTestId("track-order-answer")).toHaveText(ANSWER);
    expect(await linkEmails(order.orderNumber)).toEqual([]);

    await track(section, order.orderNumber, order.email.toUpperCase());
    await expect(section.getByTestId("track-order-answer")).toHaveText(ANSWER);
    await expect.poll(async () => (await linkEmails(order.orderNumber)).length).toBe(1);
    const [email] = await linkEmails(order.orderNumber);
    expect(email.to).toEqual([order.email]);
    expect(email.payload.orderUrl).toMatch(new RegExp(`/checkout/pay/${order.token}$`));
    // Nothing of the order is shown on the spot.
    await expect(page.getByText("Maya Tamang")).toHaveCount(0);
    await expect(page.getByText(order.token)).toHaveCount(0);
  });

  test("the footer's form works without JavaScript", async ({ browser }) => {
    const order = await placedOrder();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Track your order" })).toBeVisible();
    await track(footer, order.orderNumber, order.email);
    await expect(page.getByRole("contentinfo").getByTestId("track-order-answer")).toHaveText(ANSWER);
    await expect.poll(async () => (await linkEmails(order.orderNumber)).length).toBe(1);
    await context.close();
  });
});
