import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { placeOrderAsVisitor, query, signInThroughDialog } from "./support/admin";

/*
 * The back office as the artist uses it every day: an order's ••• menu asks before marking it
 * paid (and refuses on a cancelled order until it is reopened); a paid order is marked shipped
 * with its tracking and the customer's email is in the outbox; a service's pricing typed in
 * rupees shows the same rupees on /services.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now();

async function toast(page: Page, text: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
}

test("••• a cancelled order offers no Mark paid until it is reopened; then Mark paid asks first", async ({ page }) => {
  test.setTimeout(150_000);
  const orderNumber = `ORD-E2E-${stamp}`;
  const [order] = await query<{ id: string }>(
    `INSERT INTO orders (id, order_number, access_token, customer_email, customer_info, subtotal_paisa, tax_paisa, shipping_paisa, total_paisa, status, updated_at)
     VALUES (gen_random_uuid(), $1, $2, 'kamala@example.com', '{"name":"Kamala Rai","email":"kamala@example.com"}', 500000, 0, 0, 500000, 'cancelled', now())
     RETURNING id::text`,
    [orderNumber, `token-${stamp}`],
  );
  await signInThroughDialog(page);
  await page.goto(`/admin/orders?q=${orderNumber}`);
  await page.getByRole("button", { name: `Actions for ${orderNumber}` }).first().click();
  // Only what the order's state allows is offered.
  await expect(page.getByRole("menuitem", { name: "Reopen order" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Mark paid" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Reopen order" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Set status to Pending" }).click();
  await toast(page, "Order status updated to pending");

  await page.getByRole("button", { name: `Actions for ${orderNumber}` }).first().click();
  await page.getByRole("menuitem", { name: "Mark paid" }).click();
  const again = page.getByRole("alertdialog", { name: `Mark paid: ${orderNumber}?` });
  await expect(again).toContainText("kamala@example.com is emailed the payment approval.");
  await again.getByRole("button", { name: "Mark paid" }).click();
  await toast(page, "Payment status updated to paid");
  const [row] = await query<{ payment_status: string }>("SELECT payment_status::text FROM orders WHERE id = $1", [order.id]);
  expect(row.payment_status).toBe("paid");
});

test("a paid order is marked shipped with its tracking, and the customer's email is in the outbox", async ({ page }) => {
  test.setTimeout(150_000);
  const orderNumber = `ORD-E2E-SHIP-${stamp}`;
  const [order] = await query<{ id: string }>(
    `INSERT INTO orders (id, order_number, access_token, customer_email, customer_info, subtotal_paisa, tax_paisa, shipping_paisa, total_paisa, status, payment_status, updated_at)
     VALUES (gen_random_uuid(), $1, $2, 'bina@example.com', '{"name":"Bina Shrestha","email":"bina@example.com","phone":"+977 9801112223"}', 250000, 0, 0, 250000, 'processing', 'paid', now())
     RETURNING id::text`,
    [orderNumber, `token-ship-${stamp}`],
  );
  await query(
    `INSERT INTO order_lines (id, order_id, position, line_type, title, unit_price_paisa, quantity, line_total_paisa, customizations)
     VALUES (gen_random_uuid(), $1::uuid, 0, 'artwork', 'Shipping Study', 250000, 1, 250000, '{"size":"medium","framing":"basic"}')`,
    [order.id],
  );
  await signInThroughDialog(page);
  await page.goto(`/admin/orders/${order.id}`);
  const delivery = page.getByTestId("fulfilment");
  await expect(delivery).toContainText("Not shipped");
  await expect(page.getByRole("link", { name: "bina@example.com" })).toHaveAttribute("href", "mailto:bina@example.com");
  await expect(page.getByRole("link", { name: "+977 9801112223" })).toHaveAttribute("href", "tel:+9779801112223");
  await delivery.getByRole("button", { name: "Mark shipped" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Mark shipped: ${orderNumber}?` });
  await expect(dialog).toContainText("bina@example.com is emailed the courier and the tracking.");
  await dialog.getByLabel("Courier").fill("Nepal Post");
  await dialog.getByLabel("Tracking link").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Mark shipped" }).click();
  await expect(dialog.getByText("The tracking link must be a web address starting with http:// or https://")).toBeVisible();
  await dialog.getByLabel("Tracking number").fill("EE987654321NP");
  await dialog.getByLabel("Tracking link").fill("https://track.example.com/EE987654321NP");
  await dialog.getByRole("button", { name: "Mark shipped" }).click();
  await toast(page, "Order marked shipped");
  await expect(dialog).toBeHidden();
  await expect(delivery).toContainText("Shipped");
  await expect(delivery).toContainText("EE987654321NP");
  await expect(delivery.getByRole("link", { name: /track\.example\.com/ })).toHaveAttribute("href", "https://track.example.com/EE987654321NP");

  await expect
    .poll(async () => {
      const rows = await query<{ to: string[]; courier: string; tracking: string; variant: string }>(
        `SELECT "to", payload->>'courier' AS courier, payload->>'trackingNumber' AS tracking, payload->'orderItems'->0->>'variant' AS variant
           FROM email_outbox WHERE type = 'order_shipped' AND payload->>'orderId' = $1`,
        [orderNumber],
      );
      return rows;
    })
    .toEqual([{ to: ["bina@example.com"], courier: "Nepal Post", tracking: "EE987654321NP", variant: "Medium print (11x14), Basic frame" }]);
  await expect(page.getByText("Delivery: Not shipped → Shipped")).toBeVisible();
});

test("a service's pricing typed in rupees shows the same rupees on /services", { tag: "@exclusive" }, async ({ page }) => {
  test.setTimeout(150_000);
  const title = `E2E Ink Workshop ${stamp}`;
  await signInThroughDialog(page);
  await page.goto("/admin/services");
  await page.getByRole("button", { name: "Add Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Service" });
  await dialog.getByLabel("Title *").fill(title);
  await dialog.getByLabel("Category").selectOption("workshop");
  await dialog.getByLabel("Starting at (NPR)").fill("Rs 6000");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Enter an amount in rupees, such as 6000")).toBeVisible();
  await expect(dialog.getByLabel("Title *")).toHaveValue(title);
  await dialog.getByLabel("Starting at (NPR)").fill("6000");
  await dialog.getByLabel("Pricing note").fill("per person");
  await dialog.getByRole("button", { name: "Create" }).click();
  await toast(page, "Service created successfully");

  await page.goto("/services");
  const card = page.getByRole("article").filter({ hasText: title }).first();
  await expect(card).toContainText(/From NPR\s6,000/);

  await page.goto("/admin/services");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("dialog", { name: "Edit Service" }).getByLabel("Starting at (NPR)")).toHaveValue("6000");
});

test("the phone and the instagram link edited in Settings show in the footer, on /contact and in a new order's email", { tag: "@exclusive" }, async ({ page, browser }) => {
  test.setTimeout(240_000);
  const slug = `settings-contact-study-${stamp}`;
  await query(
    `INSERT INTO artworks (id, slug, title, price_paisa, status, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, 'Settings Contact Study', 650000, 'available', now() - interval '50 days', now())`,
    [slug],
  );
  await signInThroughDialog(page);
  await page.goto("/admin/settings");
  // Role locators see only what is shown: while a streamed page settles, the server's copy of the
  // form can still sit in a hidden container beside the one React rendered.
  const oldPhone = await page.getByRole("textbox", { name: "Phone", exact: true }).inputValue();
  const oldInstagram = await page.getByRole("textbox", { name: "Instagram" }).inputValue();
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("+977 981-7770000");
  await page.getByRole("textbox", { name: "Instagram" }).fill("https://www.instagram.com/e2e.studio");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await toast(page, "Settings saved successfully");

  const visitor = await browser.newPage();
  await visitor.goto("/about");
  const footer = visitor.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "+977 981-7770000" })).toHaveAttribute("href", "tel:+9779817770000");
  await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute("href", "https://www.instagram.com/e2e.studio");
  await visitor.goto("/contact");
  await expect(visitor.getByTestId("contact-phone")).toHaveText("+977 981-7770000");
  await expect(visitor.getByRole("main").getByRole("link", { name: /Instagram/ })).toHaveAttribute("href", "https://www.instagram.com/e2e.studio");

  const email = `phone-${stamp}@example.com`;
  const orderNumber = await placeOrderAsVisitor(visitor, slug, { name: "Hari Thapa", email });
  await visitor.close();
  const [sent] = await query<{ id: string }>("SELECT id::text FROM email_outbox WHERE type = 'order_confirmation' AND payload->>'orderId' = $1", [orderNumber]);
  expect(sent).toBeTruthy();
  // The email as the outbox worker renders it, with the site details it reads from Settings.
  const { renderEmail } = await import("@/lib/email/templates");
  const [row] = await query<{ payload: unknown }>("SELECT payload FROM email_outbox WHERE id = $1", [sent.id]);
  const [settings] = await query<{ contact_phone: string }>("SELECT contact_phone FROM settings WHERE id = 1");
  const rendered = await renderEmail("order_confirmation", row.payload, {
    siteName: "Studio", siteUrl: "http://localhost", contactEmail: "a@b.c", supportEmail: "a@b.c", contactPhone: settings.contact_phone, contactAddress: "",
  });
  expect(rendered.text).toContain("+977 981-7770000");

  // Put the demo details back for the other browser tests.
  await page.goto("/admin/settings");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill(oldPhone);
  await page.getByRole("textbox", { name: "Instagram" }).fill(oldInstagram);
  await page.getByRole("button", { name: "Save Settings" }).click();
  await toast(page, "Settings saved successfully");
});

test("'Save Settings' says when a payment method card still has unsaved edits", async ({ page }) => {
  test.setTimeout(150_000);
  await signInThroughDialog(page);
  await page.goto("/admin/settings");
  const card = page.getByTestId("payment-esewa");
  await card.getByLabel("Account name").fill("Edited but not saved");
  await expect(card).toContainText("Unsaved changes");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await toast(page, "eSewa has unsaved changes: save it with 'Save eSewa'.");
  await expect(card.getByLabel("Account name")).toHaveValue("Edited but not saved");
});

test("a missing artwork category shows the product's message under the field, not the browser's bubble", async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughDialog(page);
  await page.goto("/admin/artworks");
  await page.getByRole("button", { name: "Add Artwork" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Artwork" });
  await dialog.getByLabel("Title *").fill(`E2E No Category ${stamp}`);
  await dialog.getByLabel("Category *").selectOption({ label: "Choose a category" });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByText("Category is required")).toBeVisible();
  await expect(dialog.getByLabel("Title *")).toHaveValue(`E2E No Category ${stamp}`);
  const [row] = await query<{ n: string }>("SELECT count(*)::text AS n FROM artworks WHERE title = $1", [`E2E No Category ${stamp}`]);
  expect(row.n).toBe("0");
});

test.describe("on a phone (390x844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the dashboard shows 'Payments to verify' above the fold, and the About tab bar shows every tab", async ({ page }) => {
    test.setTimeout(120_000);
    await signInThroughDialog(page);
    await page.goto("/admin");
    const payments = page.getByTestId("stat-payments");
    await expect(payments).toBeVisible();
    const box = await payments.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);

    await page.goto("/admin/about");
    const tabs = page.getByRole("tablist", { name: "Sections" }).getByRole("tab");
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(7);
    for (let i = 0; i < count; i++) {
      const tab = await tabs.nth(i).boundingBox();
      expect(tab, `tab ${i + 1}`).not.toBeNull();
      expect(tab!.x).toBeGreaterThanOrEqual(0);
      expect(tab!.x + tab!.width).toBeLessThanOrEqual(390);
    }
  });
});
