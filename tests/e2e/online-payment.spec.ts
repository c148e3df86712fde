import { expect, test } from "./support/test";
import type { Browser } from "@playwright/test";
import { e2eQuery as query } from "../support/e2e-db";
import { signInThroughDialog } from "./support/admin";
import { chooseDistrict } from "./support/district";

/*
 * Online payment through the local stand-ins for eSewa and Khalti (started by the e2e server,
 * tests/support/payment-providers.ts; each pays at once): the administrator switches them on in
 * Settings -> Payment, a buyer on a phone places an order and pays with the wallet in the same
 * tab, comes back to the order paid, with the original sold and the approval email queued.
 */

const CART_KEY = "art_portfolio_cart";

test.describe.configure({ mode: "serial" });

async function payOnPhone(browser: Browser, provider: "esewa" | "khalti", art: { id: string; title: string; price_paisa: number }) {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${1 + ((Date.now() + (provider === "esewa" ? 0 : 97)) % 250)}` },
  });
  try {
    const visitor = await phone.newPage();
    await visitor.goto("/");
    await visitor.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      CART_KEY,
      JSON.stringify([{ id: art.id, title: art.title, price: art.price_paisa, quantity: 1, addedAt: 1 }]),
    ] as const);
    await visitor.goto("/checkout");
    const email = `${provider}-${Date.now()}@example.com`;
    await visitor.getByLabel(/Full name/).fill("Maya Tamang");
    await visitor.getByLabel(/^Email/).fill(email);
    await visitor.getByLabel(/^Phone/).fill("9801234567");
    await visitor.getByLabel(/Delivery address/).fill("Baneshwor, Kathmandu");
    await chooseDistrict(visitor);
    await visitor.getByRole("button", { name: "Proceed to Payment" }).click();
    await visitor.waitForURL("**/checkout/pay/**");

    // The online options first, the QR methods below them.
    const esewa = visitor.getByRole("button", { name: "Pay with eSewa" });
    const khalti = visitor.getByRole("button", { name: "Pay with Khalti" });
    const qrHeading = visitor.getByRole("heading", { name: "Or pay by QR and upload a screenshot" });
    await expect(esewa).toBeVisible();
    await expect(khalti).toBeVisible();
    await expect(qrHeading).toBeVisible();
    const buttonTop = (await esewa.boundingBox())!.y;
    const headingTop = (await qrHeading.boundingBox())!.y;
    expect(buttonTop).toBeLessThan(headingTop);
    const orderNumber = (await visitor.getByTestId("payment-order-number").textContent())!.trim();

    // Same tab: the wallet, then back to the order, paid.
    await (provider === "esewa" ? esewa : khalti).click();
    await visitor.waitForURL("**/order-success?token=**");
    expect(phone.pages()).toHaveLength(1);

    // The landing page tells the truth of this path: paid online, with the reference; nothing
    // about a screenshot, a check by hand or an email that failed.
    const label = provider === "esewa" ? "eSewa" : "Khalti";
    await expect(visitor.getByTestId("paid-online-summary")).toContainText(new RegExp(`paid online via ${label}, ref \\S+`));
    await expect(visitor.getByTestId("order-payment-status")).toHaveText(`Paid online via ${label}`);
    await expect(visitor.getByTestId("order-payments")).toContainText(`Paid by ${label}, ref`);
    const body = await visitor.locator("main").innerText();
    expect(body).not.toMatch(/screenshot|checked by hand|verify your payment|Email not sent/i);
    await expect(visitor.getByTestId("receipt-link")).toHaveAttribute("href", /^\/receipt\//);

    const [order] = await query<{ id: string; payment_status: string; transaction_reference: string | null; metadata: { payment_method?: string } }>(
      "SELECT id::text, payment_status::text, transaction_reference, metadata FROM orders WHERE order_number = $1",
      [orderNumber],
    );
    expect(order.payment_status).toBe("paid");
    expect(order.metadata.payment_method).toBe(provider);
    expect(order.transaction_reference).toBeTruthy();
    expect(await query("SELECT status::text FROM artworks WHERE id = $1", [art.id])).toEqual([{ status: "sold" }]);
    const emails = await query<{ to: string[] }>("SELECT \"to\" FROM email_outbox WHERE type = 'payment_approved' AND idempotency_key LIKE $1", [`%${order.id}%`]);
    expect(emails.map((e) => e.to)).toEqual([[email]]);
    const attempts = await query<{ provider: string; status: string }>("SELECT provider::text, status::text FROM payment_attempts WHERE order_id = $1", [order.id]);
    expect(attempts).toEqual([{ provider, status: "completed" }]);
    return { orderId: order.id, orderNumber };
  } finally {
    await phone.close();
  }
}

test.describe("online payment", () => {
  test("the administrator enables eSewa and Khalti; a buyer on a phone pays with each and the order is paid", { tag: "@exclusive" }, async ({ browser }) => {
    test.setTimeout(150_000);
    const admin = await browser.newContext();
    try {
      const page = await admin.newPage();
      await signInThroughDialog(page);
      await page.goto("/admin/settings");
      const settings = page.getByTestId("online-payment-settings");
      await expect(settings.getByText("Configured on the server.")).toHaveCount(2);
      await settings.getByTestId("online-esewa-enabled").check();
      await settings.getByTestId("online-khalti-enabled").check();
      await settings.getByRole("button", { name: "Save online payment" }).click();
      await expect.poll(async () => query("SELECT esewa_enabled, khalti_enabled FROM settings WHERE id = 1")).toEqual([{ esewa_enabled: true, khalti_enabled: true }]);

      const originals = await query<{ id: string; title: string; price_paisa: number }>(
        `SELECT id::text, title, price_paisa::int AS price_paisa FROM artworks
          WHERE status = 'available' AND reserved_by_order_id IS NULL AND price_paisa > 0 AND price_paisa % 100 = 0
            AND (tax_rate_bps = 0 OR tax_included) AND shipping_charge_paisa % 100 = 0 AND slug <> 'prayer-flags-in-the-wind'
          ORDER BY title DESC LIMIT 2`,
      );
      expect(originals).toHaveLength(2);

      const paidWithEsewa = await payOnPhone(browser, "esewa", originals[0]);
      await payOnPhone(browser, "khalti", originals[1]);

      // The back office shows how it was paid, and the attempt.
      await page.goto(`/admin/orders/${paidWithEsewa.orderId}`);
      await expect(page.getByTestId("paid-online")).toHaveText(/^Paid online via eSewa, ref \S+$/);
      await expect(page.getByTestId("payment-attempts")).toContainText("completed");
      await page.goto("/admin/orders/verification");
      await expect(page.getByText(paidWithEsewa.orderNumber)).toHaveCount(0);
    } finally {
      await query("UPDATE settings SET esewa_enabled = false, khalti_enabled = false WHERE id = 1");
      await admin.close();
    }
  });
});
