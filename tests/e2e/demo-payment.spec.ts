import { expect, test } from "./support/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { parseEmvco } from "../../lib/domain/emvco";
import { DEMO_MERCHANT_QR } from "../../prisma/seed-data";
import { e2eQuery } from "../support/e2e-db";
import { chooseDistrict } from "./support/district";

/*
 * The demo shows the whole payment: its one merchant QR (which says DEMO and pays no one) is
 * served at /payment-qr.svg out of the box, and the checkout's payment step shows it as a
 * scannable code carrying the order's exact amount.
 */

const CART_KEY = "art_portfolio_cart";

async function decode(image: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(image).flatten({ background: "#ffffff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data;
}

test("/payment-qr.svg answers the demo's QR as an SVG out of the box", async ({ request }) => {
  const response = await request.get("/payment-qr.svg");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  const svg = await response.body();
  const payload = await decode(await sharp(svg, { density: 300 }).png().toBuffer());
  expect(payload).toBe(DEMO_MERCHANT_QR.payload);
  expect(payload).toContain("DEMO");
});

test("the demo checkout shows a scannable QR with the order's amount, plainly a demo", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${150 + (Date.now() % 50)}` },
  });
  const page = await context.newPage();
  const [art] = await e2eQuery<{ id: string; title: string; price_paisa: number }>(
    "SELECT id::text, title, price_paisa FROM artworks WHERE slug = 'mandala-of-the-five-elements'",
  );
  await page.goto("/");
  // A small print: nothing is reserved by this order.
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key, value),
    [CART_KEY, JSON.stringify([{ id: art.id, title: art.title, price: 150_000, fullPrice: art.price_paisa, quantity: 1, addedAt: 1, customizations: { size: "small", framing: "none", notes: "" } }])] as const,
  );
  await page.goto("/checkout");
  await page.getByLabel(/Full name/).fill("Demo Visitor");
  await page.getByLabel(/^Email/).fill(`demo-qr-${Date.now()}@example.com`);
  await page.getByLabel(/^Phone/).fill("9812345678");
  await page.getByLabel(/Delivery address/).fill("Jhamsikhel, Lalitpur");
  await chooseDistrict(page);
  await page.getByRole("button", { name: "Proceed to Payment" }).click();

  const methods = page.getByTestId("payment-methods");
  await methods.getByRole("tab", { name: "Fonepay / NepalPay" }).click();
  const panel = methods.getByRole("tabpanel");
  await expect(panel).toContainText("DEMO - PAYS NO ONE");
  const qr = panel.getByTestId("payment-qr");
  await expect(qr).toBeVisible();
  const amount = (await panel.getByTestId("pay-amount").textContent())!.trim();
  // NPR 1,500 for the print plus the work's shipping and tax, as the order summary says.
  expect(Number(amount)).toBeGreaterThanOrEqual(1_500);
  const payload = (await qr.getAttribute("data-payload"))!;
  const parsed = parseEmvco(payload);
  if (!parsed.ok) throw new Error(parsed.reason);
  const tags = Object.fromEntries(parsed.fields.map((f) => [f.tag, f.value]));
  expect(tags).toMatchObject({ "01": "12", "54": amount, "59": "DEMO - PAYS NO ONE" });
  // What the screen shows scans to that very payload.
  expect(await decode(await qr.screenshot())).toBe(payload);
  await context.close();
});
