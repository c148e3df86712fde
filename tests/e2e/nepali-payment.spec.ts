import path from "node:path";
import { expect, test } from "./support/test";
import { chooseDistrict } from "./support/district";
import { englishLeftIn } from "./support/nepali-text";

/*
 * The payment step and what follows it in Nepali: a commission ordered through the real checkout,
 * its payment page opened under /ne (words, prices in रू with Devanagari digits, the QR still there
 * and loading, a refused file answered in Nepali, the chosen file's size in Nepali words and
 * digits), 'I've Made the Payment' there, and the order's page in Nepali with the commission's
 * progress. No catalogue English on either page.
 */

const SCREENSHOT = path.join(process.cwd(), "tests", "fixtures", "images", "artwork.png");

test.describe("payment step and order page in Nepali", () => {
  test("a commission's payment step, then its order page, speak Nepali", async ({ browser }) => {
    test.setTimeout(120_000);
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${20 + (Date.now() % 200)}` },
    });
    const page = await phone.newPage();

    await page.goto("/services");
    const card = page.getByTestId("service-card").filter({ hasText: "Custom Portrait Commission" }).first();
    await card.getByRole("link", { name: /^Add/ }).click();
    const dialog = page.getByRole("dialog", { name: "Custom Portrait Commission" });
    await dialog.getByRole("radio", { name: "Couple" }).check();
    await dialog.getByRole("radio", { name: /^A3/ }).check();
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-panel").getByTestId("cart-line")).toHaveCount(1);
    await page.goto("/checkout");
    await page.getByLabel(/Full name/).fill("सीता श्रेष्ठ");
    await page.getByLabel(/^Email/).fill(`nepali-pay-${Date.now()}@example.com`);
    await page.getByLabel(/^Phone/).fill("+977 980-1112223");
    await page.getByLabel(/Delivery address/).fill("Patan Durbar Square");
    await chooseDistrict(page);
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await page.waitForURL(/\/checkout\/pay\/[A-Za-z0-9_-]{32}$/);
    const token = new URL(page.url()).pathname.split("/").pop()!;

    // The same order's payment step in Nepali.
    await page.goto(`/ne/checkout/pay/${token}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ne");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("चेकआउट");
    await expect(page.getByTestId("payment-amount")).toHaveText(/^रू\s[०-९,]+$/);
    await expect(page.getByTestId("commission-deposit")).toHaveText(/^रू\s[०-९,]+$/);
    await expect(page.getByTestId("commission-terms")).toContainText("अहिले अग्रिम रकम तिर्नुहोस्");
    await expect(page.getByTestId("payment-time-left")).toContainText(/[०-९]+ मिनेट बाँकी।/);
    const qr = page.getByTestId("payment-qr");
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // What the QR holds stays ASCII (EMVCo: amount in rupees, the order number).
    expect(await qr.getAttribute("data-payload")).toMatch(/^[\x20-\x7e]+$/);
    await expect(page.getByRole("button", { name: "मैले भुक्तानी गरेँ" })).toBeDisabled();
    // The whole page: the step, the order's lines and the site's frame (its header and footer were
    // drawn in English on this page, rendered per request, while the step itself was Nepali).
    await expect(page.getByTestId("payment-total")).toHaveText(/^रू\s[०-९,]+$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toBeVisible();
    expect(await englishLeftIn(page), "English interface text on the Nepali payment step").toEqual([]);

    // A file that is not an image is refused in Nepali.
    await page.locator('input[type="file"][name="screenshot"]').setInputFiles({ name: "receipt.txt", mimeType: "text/plain", buffer: Buffer.from("paid") });
    await expect(page.getByTestId("screenshot-error")).toHaveText("कृपया तस्बिर फाइल अपलोड गर्नुहोस्");

    // File sizes in Nepali words and digits: the accepted size, and the chosen file's.
    await expect(page.getByText("५ मेगाबाइटभन्दा सानो")).toBeVisible();

    // Paying there leads to the order's page in Nepali.
    await page.locator('input[type="file"][name="screenshot"]').setInputFiles(SCREENSHOT);
    await expect(page.getByText(/^[०-९]+ किलोबाइट$/)).toBeVisible();
    await page.getByRole("button", { name: "मैले भुक्तानी गरेँ" }).click();
    await expect(page.getByTestId("order-placed")).toContainText("अर्डर सफलतापूर्वक गरियो!");
    await page.waitForURL(/\/ne\/order-success\?token=/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("अर्डरका लागि धन्यवाद!");
    await expect(page.getByTestId("order-total")).toHaveText(/^रू\s[०-९,]+$/);
    await expect(page.getByTestId("order-payment-status")).toHaveText("स्वीकृतिको पर्खाइमा");
    const commission = page.getByTestId("commission-section");
    await expect(commission.getByRole("heading", { name: "तपाईंको कमिसन" })).toBeVisible();
    await expect(commission.getByTestId("commission-stage")).toHaveText("अग्रिम रकमको पर्खाइमा");
    await expect(commission.getByTestId("commission-money")).toHaveText("अग्रिम रकम तिर्न बाँकी");
    expect(await englishLeftIn(page), "English interface text on the Nepali order page").toEqual([]);
    await phone.close();
  });
});
