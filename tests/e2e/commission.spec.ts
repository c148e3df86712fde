import path from "node:path";
import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { e2eQuery as query } from "../support/e2e-db";
import { signInThroughDialog } from "./support/admin";
import { chooseDistrict } from "./support/district";

/*
 * A commission as artists run it, on a phone (390x844): the buyer orders a Couple A3 portrait
 * with a reference photo and pays the 50 % deposit by QR; the artist (a second browser context)
 * verifies it, accepts, posts a sketch with 2 photos; the buyer sees it on the order page, asks
 * for a change, then approves the next sketch; the artist marks the work ready; the buyer pays
 * the balance with eSewa (the local stand-in) and the order reads paid in full. Every image on
 * the order page loads (private photos through signed links).
 */

const PHOTO = path.join(process.cwd(), "tests", "fixtures", "images", "photo-gps.jpg");
const SKETCH_1 = path.join(process.cwd(), "tests", "fixtures", "images", "artwork.png");
const SKETCH_2 = path.join(process.cwd(), "tests", "fixtures", "images", "large-photo.jpg");
const SCREENSHOT = path.join(process.cwd(), "tests", "fixtures", "images", "artwork.png");

async function everyImageLoads(page: Page) {
  const images = page.locator("main img");
  expect(await images.count()).toBeGreaterThan(0);
  await expect
    .poll(() => images.evaluateAll((all) => all.filter((img) => !((img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).length))
    .toBe(0);
}

test.describe("commission with deposit, sketch approval and balance", () => {
  test("deposit by QR, sketch for approval, a change, approval, ready, balance by eSewa", async ({ browser }) => {
    test.setTimeout(240_000);
    await query("UPDATE settings SET esewa_enabled = true WHERE id = 1");
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${10 + (Date.now() % 200)}` },
    });
    const page = await phone.newPage();
    const email = `commission-${Date.now()}@example.com`;

    // The commission dialog: Couple, A3, a reference photo.
    await page.goto("/services");
    const card = page.getByTestId("service-card").filter({ hasText: "Custom Portrait Commission" }).first();
    await card.getByRole("link", { name: /^Add/ }).click();
    const dialog = page.getByRole("dialog", { name: "Custom Portrait Commission" });
    await dialog.getByRole("radio", { name: "Couple" }).check();
    await dialog.getByRole("radio", { name: /^A3/ }).check();
    await dialog.getByTestId("reference-photo-file").setInputFiles(PHOTO);
    await expect(dialog.getByTestId("reference-photo")).toHaveCount(1);
    await expect(dialog.getByTestId("reference-photo").getByRole("status")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-panel").getByTestId("cart-line")).toHaveCount(1);

    await page.goto("/checkout");
    await page.getByLabel(/Full name/).fill("Maya Tamang");
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Phone/).fill("+977 980-7654321");
    await page.getByLabel(/Delivery address/).fill("Bhaktapur Durbar Square");
    await chooseDistrict(page);
    // Checkout's first step: the deposit now and the balance when ready, as the server computed them.
    const deposit = page.getByTestId("checkout-deposit");
    await expect(deposit.getByTestId("checkout-deposit-now")).toContainText("3,150");
    await expect(deposit.getByTestId("checkout-deposit-balance")).toContainText("3,150");
    await expect(deposit).toContainText("Balance when ready");
    // The delivery's "pay now" choice names the deposit, not the whole NPR 6,300.
    await expect(page.getByTestId("delivery-choice")).toContainText("Pay the deposit, NPR 3,150, now");
    await expect(page.getByTestId("delivery-choice")).not.toContainText("Pay NPR 6,300 now");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await page.waitForURL(/\/checkout\/pay\/[A-Za-z0-9_-]{32}$/);
    const payUrl = page.url();
    const orderNumber = ((await page.getByTestId("payment-order-number").textContent()) ?? "").trim();

    // Deposit and balance with its due stage, and the policy, before paying: 50 % of NPR 6,300.
    const terms = page.getByTestId("commission-terms");
    await expect(terms.getByTestId("commission-deposit")).toContainText("3,150");
    await expect(terms.getByTestId("commission-balance")).toContainText("3,150");
    await expect(terms).toContainText("Balance due when the work is ready");
    await expect(terms).toContainText("The deposit is refunded in full until you approve the sketch; after that, it is kept.");
    await page.locator('input[type="file"][name="screenshot"]').setInputFiles(SCREENSHOT);
    await page.getByRole("button", { name: "I've Made the Payment" }).click();
    await page.waitForURL(/\/order-success\?token=/, { timeout: 30_000 });
    const orderUrl = page.url();
    await expect(page.getByTestId("commission-stage")).toHaveText("Awaiting deposit");
    // The policy's sentence, generated from the policy the order was placed with.
    await expect(page.getByTestId("commission-policy")).toContainText("The deposit is refunded in full until you approve the sketch; after that, it is kept.");

    // The artist, in a second context: verify the deposit, accept, post a sketch with 2 photos.
    const [{ id: orderId }] = await query<{ id: string }>("SELECT id FROM orders WHERE order_number = $1", [orderNumber]);
    const artistContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const artist = await artistContext.newPage();
    await signInThroughDialog(artist);
    await artist.goto(`/admin/orders/${orderId}`);
    await artist.getByRole("button", { name: "Mark Paid" }).click();
    const markPaid = artist.getByRole("dialog", { name: "Mark Paid" });
    await expect(markPaid).toContainText("3,150");
    await markPaid.getByRole("button", { name: "Mark Paid" }).click();
    const panel = artist.getByTestId("commission-panel");
    await expect(panel.getByTestId("admin-commission-money")).toHaveText("Deposit paid");
    await panel.getByTestId("commission-move-accepted").click();
    await expect(panel.getByTestId("admin-commission-stage")).toHaveText("Accepted");
    const form = panel.getByTestId("commission-update-form");
    await form.getByRole("textbox").fill("First sketch: the pose from your photo.");
    await form.locator('input[type="file"]').setInputFiles([SKETCH_1, SKETCH_2]);
    await form.getByTestId("post-commission-update").click();
    await expect(panel.getByTestId("admin-commission-stage")).toHaveText("Sketch for approval", { timeout: 30_000 });

    // The buyer sees it and asks for a change.
    await page.goto(orderUrl);
    const section = page.getByTestId("commission-section");
    await expect(section.getByTestId("commission-stage")).toHaveText("Sketch for approval");
    const update = section.locator('[data-kind="update"]');
    await expect(update.getByRole("img")).toHaveCount(2);
    await expect(section.locator('[data-kind="reference"]').getByRole("img")).toHaveCount(1);
    await everyImageLoads(page);
    await section.getByTestId("ask-changes").click();
    await section.getByRole("textbox").fill("Please make the background warmer.");
    await section.getByTestId("send-changes").click();
    await expect(section).toContainText("Your change request is with the artist");

    // The artist answers with a new sketch; the buyer approves it.
    await artist.reload();
    await expect(panel.getByTestId("change-rounds")).toHaveText("1 of 2 included");
    await form.getByRole("textbox").fill("Warmer background.");
    await form.getByTestId("post-commission-update").click();
    await expect(panel.locator('[data-kind="update"]')).toHaveCount(2, { timeout: 30_000 });
    await page.reload();
    await section.getByTestId("approve-sketch").click();
    await expect(section.locator('[data-kind="approved"]')).toHaveCount(1);

    // In progress, then ready: the balance is due.
    await artist.reload();
    await panel.getByTestId("commission-move-in_progress").click();
    await expect(panel.getByTestId("admin-commission-stage")).toHaveText("In progress");
    await panel.getByTestId("commission-move-ready").click();
    await expect(panel.getByTestId("admin-commission-stage")).toHaveText("Ready (balance due)");
    await expect(panel.getByTestId("ship-anyway")).toBeVisible();
    await artistContext.close();

    // The buyer pays the balance with eSewa on the order's payment page.
    await page.goto(orderUrl);
    await expect(section.getByTestId("pay-balance")).toContainText("3,150");
    await section.getByTestId("pay-balance").click();
    await page.waitForURL(payUrl);
    await page.getByRole("button", { name: "Pay with eSewa" }).click();
    await page.waitForURL("**/order-success?token=**", { timeout: 30_000 });
    await expect(section.getByTestId("commission-money")).toHaveText("Ready to ship");
    await expect(page.getByTestId("order-payment-status")).toContainText(/Paid/);
    const [row] = await query<{ payment_status: string }>("SELECT payment_status::text FROM orders WHERE id = $1", [orderId]);
    expect(row?.payment_status).toBe("paid");
    const stages = await query<{ stage: string }>(
      "SELECT payload->>'stage' AS stage FROM email_outbox WHERE type = 'commission_update' AND payload->>'orderId' = $1 ORDER BY created_at",
      [orderNumber],
    );
    expect(stages.map((s) => s.stage)).toEqual(["deposit_received", "accepted", "sketch", "sketch", "in_progress", "ready"]);
    await everyImageLoads(page);
    await phone.close();
  });
});
