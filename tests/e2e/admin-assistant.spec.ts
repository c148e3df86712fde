import AxeBuilder from "@axe-core/playwright";
import bcrypt from "bcryptjs";
import { expect, test } from "./support/test";
import { query, signInThroughDialog } from "./support/admin";

/*
 * The Assistant role in the browser, against the production build: the administrator makes a
 * customer account an Assistant on the customers page and finds the change in the Activity log;
 * the assistant signs in and sees the dashboard, orders and inquiries, without the export or
 * studio sales, and neither settings nor any other administrators' section: opened directly,
 * they answer with the back office's "Not allowed" page.
 */

const stamp = Date.now();
const ASSISTANT = { email: `packer-${stamp}@example.com`, password: "packing-tape-and-string" };

test.beforeAll(async () => {
  await query(
    `INSERT INTO profiles (id, email, full_name, role, password_hash, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, 'Pema Packer', 'user', $2, now(), now())`,
    [ASSISTANT.email, await bcrypt.hash(ASSISTANT.password, 4)],
  );
});

test("an Assistant sees orders and inquiries, not settings", async ({ browser }) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughDialog(admin);
  await admin.goto(`/admin/customers?q=${encodeURIComponent(ASSISTANT.email)}`);
  const row = admin.getByTestId("customer-row").filter({ hasText: ASSISTANT.email });
  await row.getByRole("button", { name: `Make Assistant: ${ASSISTANT.email}` }).click();
  const confirm = admin.getByRole("alertdialog", { name: `Make Assistant: ${ASSISTANT.email}?` });
  await expect(confirm).toContainText("orders, fulfilment and inquiries only");
  await confirm.getByRole("button", { name: "Make Assistant" }).click();
  await expect(admin.getByText("Customer role updated to assistant")).toBeVisible();
  await expect(row).toContainText("Assistant");

  // The change is in the administrator's Activity log: who, what, before and after.
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity" }).click();
  await admin.getByRole("navigation", { name: "Kind of change" }).getByRole("link", { name: "Roles" }).click();
  const entry = admin.getByTestId("activity-entry").filter({ hasText: ASSISTANT.email }).first();
  await expect(entry).toContainText("Role changed");
  await expect(entry).toContainText(/user → .*assistant/);
  await adminContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughDialog(page, ASSISTANT);
  await expect(page.getByTestId("admin-role").first()).toHaveText("Assistant");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Orders", "Commissions", "Inquiries"]);
  await expect(page.getByRole("link", { name: /Revenue/ })).toHaveCount(0);

  await nav.getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /Payments to verify/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Record a studio sale" })).toHaveCount(0);
  expect((await page.request.get("/admin/orders/export")).status()).toBe(403);

  await nav.getByRole("link", { name: "Inquiries" }).click();
  await expect(page.getByRole("heading", { name: "Inquiries", level: 1 })).toBeVisible();

  for (const path of ["/admin/settings", "/admin/artworks", "/admin/activity", "/admin/orders/new"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/not-allowed$/);
    const refusal = page.getByTestId("admin-not-allowed");
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    await expect(page.getByLabel("Site name")).toHaveCount(0);
    // Still inside the back office: the way back to the orders.
    await expect(refusal.getByRole("link", { name: "Orders" })).toBeVisible();
  }
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await context.close();
});
