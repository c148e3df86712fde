import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { placeOrderAsVisitor, query, signInThroughDialog } from "./support/admin";

/*
 * The artist's daily job in the back office, against the production build:
 * a visitor's order is verified (screenshot seen through the private link, Mark Paid with a
 * reference, approval email in the outbox, the work Sold Out in the gallery); another order's
 * payment is rejected and its original is on sale again; an inquiry is answered and closed; a
 * customer's role is switched; every admin page passes axe.
 * The two originals are added by this file (dated 45 days ago, neither newest nor oldest, not
 * featured): selling one never takes a demo work off sale for the other browser tests.
 */

test.describe.configure({ mode: "serial" });

const stamp = Date.now();
const PAID_SLUG = `verification-study-${stamp}`;
const REJECTED_SLUG = `rejected-payment-study-${stamp}`;

test.beforeAll(async () => {
  for (const [slug, title] of [
    [PAID_SLUG, "Verification Study"],
    [REJECTED_SLUG, "Rejected Payment Study"],
  ]) {
    await query(
      `INSERT INTO artworks (id, slug, title, price_paisa, status, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, 750000, 'available', now() - interval '45 days', now())`,
      [slug, title],
    );
  }
});

test("verify a visitor's payment: screenshot, Mark Paid with a reference, approval email, Sold Out", async ({ browser }) => {
  test.setTimeout(120_000);
  const visitor = await browser.newPage();
  const email = `asha-${Date.now()}@example.com`;
  const orderNumber = await placeOrderAsVisitor(visitor, PAID_SLUG, { name: "Asha Tamang", email });
  await visitor.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughDialog(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" }).click();
  await page.getByRole("link", { name: /Payments to verify/ }).click();
  await expect(page.getByRole("heading", { name: "Payments to verify" })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(orderNumber) }).click();
  await expect(page.getByRole("heading", { name: orderNumber })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();

  const screenshot = page.getByRole("img", { name: `Payment screenshot for order ${orderNumber}` }).first();
  await expect.poll(() => screenshot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await screenshot.getAttribute("src")).toMatch(/^\/private-files\/payment-screenshots\/.+\?expires=\d+&sig=/);
  // The same link without its signature is refused.
  const unsigned = (await screenshot.getAttribute("src"))!.split("?")[0];
  expect((await page.request.get(unsigned)).status()).toBe(403);
  await page.getByRole("button", { name: "Zoom", exact: true }).click();
  const zoom = page.getByRole("dialog", { name: "Payment screenshot" });
  await zoom.getByRole("button", { name: "Zoom in" }).click();
  await expect(zoom).toContainText("2x");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Mark Paid" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark Paid" });
  // The confirmation says who is emailed and what becomes sold before anything happens.
  await expect(dialog.getByTestId("mark-paid-effects")).toContainText(`${email} is emailed the payment approval.`);
  await expect(dialog.getByTestId("mark-paid-effects")).toContainText('"Verification Study" becomes sold.');
  await dialog.getByLabel(/Transaction reference/).fill("ESEWA-E2E-0001");
  await dialog.getByRole("button", { name: "Mark Paid" }).click();
  await expect(page.getByText("Payment status updated to paid")).toBeVisible();
  await expect(page.getByText("Approval email sent to customer")).toBeVisible();
  // The payment is a row of the order's ledger, with its reference and who recorded it.
  await expect(page.getByTestId("ledger")).toContainText("ref ESEWAE2E0001");
  await expect(page.getByTestId("money-summary")).not.toContainText("Balance due");
  await expect(page.getByText("Payment status: Pending Approval").or(page.getByText(/Payment status: pending → paid/))).toBeVisible();

  const emails = await query<{ to: string[]; payload: { orderId: string; customerEmail: string; estimatedDelivery: string } }>(
    "SELECT \"to\", payload FROM email_outbox WHERE type = 'payment_approved' AND payload->>'orderId' = $1",
    [orderNumber],
  );
  expect(emails).toHaveLength(1);
  expect(emails[0].to).toEqual([email]);
  expect(emails[0].payload).toMatchObject({ customerEmail: email, estimatedDelivery: "5-7 business days" });

  const shopper = await browser.newPage();
  await shopper.goto(`/gallery/${PAID_SLUG}`);
  await expect(shopper.getByRole("main").getByRole("button", { name: "Sold Out" }).first()).toBeVisible();
  await shopper.close();
  await context.close();
});

test("reject another order's payment: its original is on sale again", async ({ browser }) => {
  test.setTimeout(120_000);
  const visitor = await browser.newPage();
  const email = `bishnu-${Date.now()}@example.com`;
  const orderNumber = await placeOrderAsVisitor(visitor, REJECTED_SLUG, { name: "Bishnu KC", email });
  const [held] = await query<{ reserved: string | null }>("SELECT reserved_by_order_id::text AS reserved FROM artworks WHERE slug = $1", [REJECTED_SLUG]);
  expect(held.reserved).not.toBeNull();

  const page = await browser.newPage();
  await signInThroughDialog(page);
  await page.goto(`/admin/orders?q=${encodeURIComponent(orderNumber)}`);
  await page.getByRole("link", { name: orderNumber }).click();
  await page.getByRole("button", { name: "Reject payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Reject payment" });
  await dialog.getByLabel(/Reason/).fill("The screenshot shows a different amount.");
  await dialog.getByRole("button", { name: "Reject payment" }).click();
  await expect(page.getByText("Payment status updated to failed")).toBeVisible();

  const rejected = await query<{ payload: { reason: string } }>("SELECT payload FROM email_outbox WHERE type = 'payment_rejected' AND payload->>'orderId' = $1", [orderNumber]);
  expect(rejected[0]?.payload.reason).toBe("The screenshot shows a different amount.");
  await visitor.goto(`/gallery/${REJECTED_SLUG}`);
  await expect(visitor.getByRole("main").getByRole("button", { name: /^Add to Cart/ }).first()).toBeEnabled();
  await visitor.close();
  await page.close();
});

test("reply to an inquiry and close it", async ({ page }) => {
  const [row] = await query<{ id: string }>(
    `INSERT INTO contact_submissions (id, name, email, subject, message, service_type, status, metadata, updated_at)
     VALUES (gen_random_uuid(), 'Pema Sherpa', 'pema@example.com', 'Weekend workshop', 'Is there space for two people?', 'workshop', 'new', '{"inquiry_type":"workshop_booking"}', now())
     RETURNING id::text`,
  );
  await signInThroughDialog(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Inquiries" }).click();
  await page.getByLabel("Search", { exact: true }).fill("Pema");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=Pema/);
  const card = page.getByRole("article", { name: "Pema Sherpa" });
  await expect(card).toContainText("New");
  await expect(card).toContainText("Workshop");
  await card.getByRole("button", { name: "View" }).click();
  await expect(page.getByRole("dialog", { name: "Weekend workshop" })).toContainText("workshop_booking");
  await page.keyboard.press("Escape");
  await expect(card).toContainText("Read");

  await card.getByRole("button", { name: "Reply" }).click();
  const reply = page.getByRole("dialog", { name: "Reply to Pema Sherpa" });
  const text = reply.getByLabel("Reply");
  await expect(text).toHaveValue(/^Hi Pema Sherpa,\n\nThank you for your inquiry about our workshop service\./);
  await text.fill("   ");
  await expect(reply.getByRole("button", { name: "Send Reply" })).toBeDisabled();
  await text.fill("Hi Pema, yes: two places are free on Saturday.");
  await reply.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByText("Reply has been sent to the customer")).toBeVisible();
  await expect(card).toContainText("Replied");
  const sent = await query<{ payload: { replyText: string } }>("SELECT payload FROM email_outbox WHERE type = 'inquiry_reply' AND $1 = ANY(\"to\")", ["pema@example.com"]);
  expect(sent[0]?.payload.replyText).toBe("Hi Pema, yes: two places are free on Saturday.");

  await card.getByRole("button", { name: "Close" }).click();
  await expect(card).toContainText("Closed");
  await expect(card.getByRole("button", { name: "Close" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Reply" })).toBeDisabled();
  const [after] = await query<{ status: string }>("SELECT status::text FROM contact_submissions WHERE id = $1", [row.id]);
  expect(after.status).toBe("closed");
});

test("switch a customer's role; the invited administrator sets a password and signs in", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await query(
    `INSERT INTO profiles (id, email, full_name, role, updated_at) VALUES (gen_random_uuid(), 'dawa@example.com', 'Dawa Lama', 'user', now())
     ON CONFLICT (email) DO UPDATE SET role = 'user'`,
  );
  await signInThroughDialog(page);
  await page.goto("/admin/customers?q=dawa");
  const row = page.getByTestId("customer-row").filter({ hasText: "dawa@example.com" });
  await row.getByRole("button", { name: "Make Admin: dawa@example.com" }).click();
  // Nothing happens before the confirmation says what it grants and who is emailed.
  const confirm = page.getByRole("alertdialog", { name: "Make Admin: dawa@example.com?" });
  await expect(confirm).toContainText("dawa@example.com gets full access to the back office");
  await expect(confirm).toContainText("dawa@example.com is emailed a link to set a password.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  const [still] = await query<{ role: string }>("SELECT role::text FROM profiles WHERE email = 'dawa@example.com'");
  expect(still.role).toBe("user");
  await row.getByRole("button", { name: "Make Admin: dawa@example.com" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Make Admin" }).click();
  await expect(page.getByText("Customer role updated to admin")).toBeVisible();
  await expect(page.getByText("Welcome email with a set-password link sent")).toBeVisible();
  await expect(row).toContainText("Admin");

  // The Welcome email's single-use link sets a password, and the new administrator can sign in.
  const [welcome] = await query<{ payload: { setPasswordUrl: string } }>(
    "SELECT payload FROM email_outbox WHERE type = 'welcome' AND 'dawa@example.com' = ANY(\"to\") ORDER BY created_at DESC LIMIT 1",
  );
  const link = new URL(welcome.payload.setPasswordUrl);
  const invited = await browser.newPage();
  await invited.goto(`${link.pathname}${link.search}`);
  await expect(invited.getByText("For dawa@example.com")).toBeVisible();
  await invited.getByLabel(/New password/).fill("dawa-paints-2026");
  await invited.getByLabel(/Repeat the password/).fill("dawa-paints-2026");
  await invited.getByRole("button", { name: "Set password" }).click();
  await expect(invited.getByText("Your password has been set. You can now sign in.")).toBeVisible();
  await invited.goto(`${link.pathname}${link.search}`);
  await expect(invited.getByRole("main").getByRole("alert")).toHaveText("This link is invalid or has expired. Ask an administrator for a new one.");
  await signInThroughDialog(invited, { email: "dawa@example.com", password: "dawa-paints-2026" });
  await invited.close();

  await row.getByRole("button", { name: "Make User: dawa@example.com" }).click();
  await page.getByRole("alertdialog", { name: "Make User: dawa@example.com?" }).getByRole("button", { name: "Make User" }).click();
  await expect(page.getByText("Customer role updated to user")).toBeVisible();
  const [profile] = await query<{ role: string }>("SELECT role::text FROM profiles WHERE email = 'dawa@example.com'");
  expect(profile.role).toBe("user");
});

test("every admin page: no serious or critical axe violations, light and dark", async ({ page }) => {
  test.setTimeout(180_000);
  await signInThroughDialog(page);
  const [order] = await query<{ id: string }>("SELECT id::text FROM orders ORDER BY created_at DESC LIMIT 1");
  const paths = ["/admin", "/admin/orders", "/admin/orders/verification", "/admin/customers", "/admin/inquiries", "/admin/analytics?period=7d", "/admin/activity"];
  if (order) paths.push(`/admin/orders/${order.id}`);
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => window.localStorage.setItem("art-portfolio-ui-theme", t), theme);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("main")).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${theme} ${path}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
  }
});

test("the dashboard refreshes and the analytics periods switch", async ({ page }) => {
  await signInThroughDialog(page);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Artworks/ }).first()).toBeVisible();
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByText("Dashboard refreshed")).toBeVisible();
  // The sidebar's theme switch opens upwards, inside the screen.
  await page.getByRole("complementary").getByRole("button", { name: "Toggle theme" }).click();
  const dark = page.getByRole("menuitemradio", { name: "Dark" });
  await expect(dark).toBeInViewport();
  await dark.click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.goto("/admin/analytics");
  await expect(page.getByRole("link", { name: "30d" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Funnel" })).toBeVisible();
  await page.getByRole("link", { name: "90d" }).click();
  await expect(page).toHaveURL(/period=90d/);
  await expect(page.getByRole("img", { name: "Revenue per day from paid orders" })).toBeVisible();
});
