import { expect, test } from "./support/test";
import type { Page, Request } from "@playwright/test";
import { query, signInThroughDialog } from "./support/admin";

/*
 * The orders list as an administrator pages and filters through it: the rows come as data from
 * /admin/orders/rows, the address follows every page and filter (so Back, a reload and a shared
 * link show the same view), and moving between pages and filters never asks the server to render
 * the page again.
 */
const stamp = Date.now();
const TAG = `pager-${stamp}`;

test.beforeAll(async () => {
  // 30 orders of this file's own, a minute apart; every third one paid.
  for (let i = 0; i < 30; i++) {
    await query(
      `INSERT INTO orders (id, order_number, access_token, customer_email, customer_info, subtotal_paisa, tax_paisa, shipping_paisa, total_paisa, status, payment_status, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, 300000, 0, 0, 300000, 'pending', $5, now() - ($6 || ' minutes')::interval, now())`,
      [
        `ORD-PAGER-${stamp}-${String(i).padStart(2, "0")}`,
        `token-${TAG}-${i}`,
        `${TAG}-${i}@example.com`,
        JSON.stringify({ name: `Pager Buyer ${i}`, email: `${TAG}-${i}@example.com` }),
        i % 3 === 0 ? "paid" : "pending",
        String(100 + i),
      ],
    );
  }
});

/**
 * Requests for the orders page itself (a document or its React payload), not for its rows. The
 * router's prefetch of the sidebar's own 'Orders' link (a header says so) is not a render of a view.
 */
function pageRenders(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/admin/orders" && !request.headers()["next-router-prefetch"]) seen.push(request);
  });
  return seen;
}

const tableRows = (page: Page) => page.getByRole("table", { name: "Orders" }).locator("tbody tr");

test("pages and filters change the address and the rows, never render the page again; Back and reload keep the view", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughDialog(page);
  await page.goto(`/admin/orders?q=${TAG}`);
  await expect(page.getByText("30 orders, newest first.")).toBeVisible();
  await expect(tableRows(page)).toHaveCount(25);
  await expect(tableRows(page).first()).toContainText(`ORD-PAGER-${stamp}-00`);
  await expect(tableRows(page).last()).toContainText(`ORD-PAGER-${stamp}-24`);

  const renders = pageRenders(page);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(tableRows(page)).toHaveCount(5);
  await expect(tableRows(page).first()).toContainText(`ORD-PAGER-${stamp}-25`);
  await expect(tableRows(page).last()).toContainText(`ORD-PAGER-${stamp}-29`);
  await expect(page.getByRole("link", { name: "Next page" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "First page" })).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(tableRows(page)).toHaveCount(25);
  await expect(tableRows(page).first()).toContainText(`ORD-PAGER-${stamp}-00`);

  await page.getByRole("combobox", { name: "Payment" }).click();
  await page.getByRole("option", { name: "Paid", exact: true }).click();
  await expect(page).toHaveURL(/payment=paid/);
  await expect(page.getByText("10 orders, newest first.")).toBeVisible();
  await expect(tableRows(page)).toHaveCount(10);
  for (const row of await tableRows(page).all()) await expect(row.getByRole("cell").nth(4)).toContainText("Paid");
  // The export follows the filters.
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", new RegExp(`payment=paid.*q=${TAG}|q=${TAG}.*payment=paid`));
  expect(renders.map((r) => r.url())).toEqual([]);

  // A reload (or a shared link) shows the same view.
  await page.reload();
  await expect(page.getByText("10 orders, newest first.")).toBeVisible();
  await expect(tableRows(page)).toHaveCount(10);
  await expect(page.getByRole("combobox", { name: "Payment" })).toHaveText("Paid");
});

test("the rows' data is the administrator's alone: anonymous callers get 401 and nothing of an order", async ({ request }) => {
  const response = await request.get(`/admin/orders/rows?q=${TAG}`, { maxRedirects: 0 });
  // No session cookie at all: sent to sign in before any rendering; never the rows.
  expect([307, 401]).toContain(response.status());
  expect(await response.text()).not.toContain(TAG);
  const forged = await request.get(`/admin/orders/rows?q=${TAG}`, { maxRedirects: 0, headers: { Cookie: "authjs.session-token=forged" } });
  expect(forged.status()).toBe(401);
  expect(forged.headers()["cache-control"]).toContain("no-store");
  expect(await forged.text()).not.toContain(TAG);
});
