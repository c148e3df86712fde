import { randomUUID } from "node:crypto";
import { query } from "./support/admin";
import { expectEveryImageLoaded } from "./support/images";
import { expect, test } from "./support/test";

/*
 * The public check of a certificate of authenticity (/verify/<number>, where its QR code leads),
 * in both languages: valid with the work and the issue date (Bikram Sambat beside AD in
 * Nepali), void with the reason, and an unknown number. The certificates are written straight
 * into the database for a demo work (issuing them is tested in tests/integration/certificates).
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function certificate(voidReason: string | null): Promise<string> {
  const [work] = await query<{ id: string; title: string; image: string | null }>(
    "SELECT id, title, images[1] AS image FROM artworks WHERE slug = 'dawn-over-machhapuchhre'",
  );
  const number = `COA-2026-${randomUUID().replace(/[^A-HJ-NP-Z2-9]/gi, "").toUpperCase().slice(0, 8).padEnd(8, "K")}`;
  await query(
    `INSERT INTO certificates (id, number, token, order_id, artwork_id, title, medium, dimensions, year, image, artist_name, issued_at, voided_at, void_reason)
     VALUES ($1, $2, $3, $4, $5, $6, 'Oil on canvas', '60 x 90 cm', 2025, $7, 'Aarav Shrestha', '2026-04-14T06:00:00Z', $8, $9)`,
    [randomUUID(), number, randomUUID().replace(/-/g, ""), randomUUID(), work.id, work.title, work.image, voidReason ? new Date() : null, voidReason],
  );
  return number;
}

test("a valid certificate in English and in Nepali, its picture loaded", async ({ page }) => {
  const number = await certificate(null);
  await page.goto(`/verify/${number}`);
  await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();
  await expect(page.getByTestId("certificate-standing")).toContainText("Certificate valid");
  await expect(page.getByTestId("certificate-standing")).toContainText("by Aarav Shrestha for an original sold by the shop");
  await expectEveryImageLoaded(page, "the verification page");
  await page.getByRole("link", { name: "See the work in the gallery" }).click();
  await page.waitForURL("**/gallery/dawn-over-machhapuchhre");

  await page.goto(`/ne/verify/${number}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  const standing = page.getByTestId("certificate-standing");
  await expect(standing).toContainText("प्रमाणपत्र मान्य छ");
  // 14 April 2026 is 1 Baisakh 2083 (Nepali new year), written in Devanagari digits, AD beside it.
  await expect(standing).toContainText("२०८३ बैशाख १");
  await expect(page.getByText("कलाकार", { exact: true })).toBeVisible();
  await expectEveryImageLoaded(page, "the Nepali verification page");
  await expect(page.getByRole("link", { name: "ग्यालरीमा कलाकृति हेर्नुहोस्" })).toHaveAttribute("href", "/ne/gallery/dawn-over-machhapuchhre");
});

test("a void certificate says why, in both languages; an unknown number is not found", async ({ page }) => {
  const number = await certificate("payment_undone");
  await page.goto(`/verify/${number}`);
  await expect(page.getByTestId("certificate-standing")).toContainText("Certificate void");
  await expect(page.getByTestId("certificate-standing")).toContainText("The payment for this sale was undone: this certificate is void.");
  await page.goto(`/ne/verify/${number}`);
  await expect(page.getByTestId("certificate-standing")).toContainText("भुक्तानी रद्द गरिएकाले");

  await page.goto("/verify/COA-2026-ZZZZZZZZ");
  await expect(page.getByRole("heading", { level: 1, name: "No certificate has this number." })).toBeVisible();
  await page.goto("/ne/verify/COA-2026-ZZZZZZZZ");
  await expect(page.getByRole("heading", { level: 1, name: "यो नम्बरको कुनै प्रमाणपत्र छैन।" })).toBeVisible();
});
