import path from "node:path";
import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { e2eQuery as query } from "../support/e2e-db";
import { signInThroughDialog } from "./support/admin";
import { chooseDistrict } from "./support/district";

/*
 * Commission reference photos, from the buyer's phone to the back office: a photo attached in
 * the commission dialog (a refused file says why and the dialog stays open), the commission
 * bought through the two-step checkout, the photo claimed by the order's line, and the
 * administrator opening the order sees it (the picture really loads) through the admin-only
 * route, which an anonymous visitor cannot read.
 */

const PHOTO = path.join(process.cwd(), "tests", "fixtures", "images", "photo-gps.jpg");
const SCREENSHOT = path.join(process.cwd(), "tests", "fixtures", "images", "artwork.png");

async function openCommissionDialog(page: Page) {
  await page.goto("/services");
  const card = page.getByTestId("service-card").filter({ hasText: "Custom Portrait Commission" }).first();
  await card.getByRole("link", { name: /^Add/ }).click();
  const dialog = page.getByRole("dialog", { name: "Custom Portrait Commission" });
  await expect(dialog.getByRole("radio", { name: "Single Person" })).toBeVisible();
  return dialog;
}

test.describe("commission reference photos", () => {
  test("a commission with a photo goes through checkout and the administrator sees the photo on the order", async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `photo-buyer-${Date.now()}@example.com`;

    const dialog = await openCommissionDialog(page);
    await dialog.getByRole("radio", { name: "Single Person" }).check();
    await dialog.getByRole("radio", { name: /^A4/ }).check();
    await expect(dialog.getByText("PNG/JPG up to 10MB")).toBeVisible();
    const input = dialog.getByTestId("reference-photo-file");
    // Not an image: refused with the reason, nothing attached, the dialog stays open.
    await input.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("this is text, not a picture") });
    await expect(dialog.getByTestId("reference-photo-error")).toHaveText("Only image files are allowed");
    await expect(dialog.getByTestId("reference-photo")).toHaveCount(0);
    await expect(dialog).toBeVisible();

    await input.setInputFiles(PHOTO);
    const attached = dialog.getByTestId("reference-photo");
    await expect(attached).toHaveCount(1);
    await expect(attached.getByRole("status")).toHaveCount(0);
    await expect(dialog.getByTestId("reference-photo-error")).toHaveCount(0);
    await expect.poll(() => attached.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    const panel = page.getByTestId("cart-panel");
    await expect(panel.getByTestId("cart-line")).toHaveCount(1);
    await expect(panel.getByTestId("line-options")).toContainText("1 reference photo");

    // Checkout: 'Proceed to Payment' places the order, which claims the photo.
    await page.goto("/checkout");
    await page.getByLabel(/Full name/).fill("Maya Tamang");
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Phone/).fill("+977 980-7654321");
    await page.getByLabel(/Delivery address/).fill("Bhaktapur Durbar Square");
    await chooseDistrict(page);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await page.waitForURL(/\/checkout\/pay\/[A-Za-z0-9_-]{32}$/);
    const orderNumber = ((await page.getByTestId("payment-order-number").textContent()) ?? "").trim();
    expect(orderNumber).toMatch(/^ORD-\d{8}-\d{5}$/);
    await expect
      .poll(async () =>
        (
          await query<{ n: number }>(
            `SELECT count(*)::int AS n FROM reference_photos p JOIN order_lines l ON l.id = p.order_line_id
             JOIN orders o ON o.id = l.order_id WHERE o.order_number = $1`,
            [orderNumber],
          )
        )[0]?.n,
      )
      .toBe(1);
    await page.locator('input[type="file"][name="screenshot"]').setInputFiles(SCREENSHOT);
    await page.getByRole("button", { name: "I've Made the Payment" }).click();
    await page.waitForURL(/\/order-success\?token=/, { timeout: 30_000 });
    await expect
      .poll(async () => (await query<{ payload: { referencePhotos?: number } }>(
        `SELECT payload FROM email_outbox WHERE type = 'admin_notification' AND payload->>'orderId' = $1`,
        [orderNumber],
      ))[0]?.payload.referencePhotos)
      .toBe(1);

    // The back office: the order shows the photo, which loads and opens in full.
    const [{ id: orderId }] = await query<{ id: string }>("SELECT id FROM orders WHERE order_number = $1", [orderNumber]);
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInThroughDialog(adminPage);
    await adminPage.goto(`/admin/orders/${orderId}`);
    const photos = adminPage.getByTestId("reference-photos");
    await expect(photos).toContainText("1 reference photo");
    const thumbnail = photos.getByRole("img");
    await expect(thumbnail).toHaveCount(1);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const href = await photos.getByRole("link").getAttribute("href");
    expect(href).toMatch(new RegExp(`^/admin/orders/${orderId}/reference-photos/[0-9a-f-]{36}$`));
    const full = await adminPage.request.get(href!);
    expect(full.status()).toBe(200);
    expect(full.headers()["content-type"]).toBe("image/jpeg");
    expect(full.headers()["cache-control"]).toContain("no-store");
    await admin.close();

    // Nobody else can read it.
    const anonymous = await browser.newContext();
    const refused = await anonymous.request.get(href!, { maxRedirects: 0 });
    expect(refused.status()).not.toBe(200);
    expect(refused.headers()["content-type"] ?? "").not.toContain("image/");
    await anonymous.close();
  });
});
