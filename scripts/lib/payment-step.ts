/**
 * The payment step of a fresh order, for first-load and Lighthouse measurements and the
 * first-load budget's browser test: places an order as a visitor does (a small print of a demo
 * work in the cart, the checkout form, 'Proceed to Payment') on a server started by
 * scripts/e2e-server.ts (it reads the database address that server writes to
 * test-results/.e2e-env.json) and returns /checkout/pay/<token>.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import pg from "pg";

async function demoWork(): Promise<{ id: string; title: string; price_paisa: number }> {
  const envFile = path.join(process.cwd(), "test-results", ".e2e-env.json");
  const { databaseUrl } = JSON.parse(fs.readFileSync(envFile, "utf8")) as { databaseUrl: string };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let art: { id: string; title: string; price_paisa: number } | undefined;
  try {
    art = (await client.query<{ id: string; title: string; price_paisa: number }>(
      "SELECT id::text, title, price_paisa FROM artworks WHERE slug = 'mandala-of-the-five-elements'",
    )).rows[0];
  } finally {
    await client.end();
  }
  if (!art) throw new Error("The demo work 'mandala-of-the-five-elements' is missing: cannot place an order for the payment step.");
  return art;
}

/** Places the order in a page of an open browser; returns the payment step's path. */
export async function placeOrderForPaymentStep(page: Page, base: string): Promise<string> {
  const art = await demoWork();
  await page.goto(`${base}/`);
  const line = { id: art.id, title: art.title, price: 150_000, fullPrice: art.price_paisa, quantity: 1, addedAt: 1, customizations: { size: "small", framing: "none", notes: "" } };
  await page.evaluate((value) => window.localStorage.setItem("art_portfolio_cart", value), JSON.stringify([line]));
  await page.goto(`${base}/checkout`);
  await page.getByLabel(/Full name/).fill("Bench Visitor");
  await page.getByLabel(/^Email/).fill(`bench-${Date.now()}@example.com`);
  await page.getByLabel(/^Phone/).fill("9812345678");
  await page.getByLabel(/Delivery address/).fill("Jhamsikhel, Lalitpur");
  // The delivery district, from its searchable list (checkout prices shipping by the district's zone).
  const district = page.getByTestId("district-select");
  if ((await district.count()) > 0) {
    await district.click();
    await page.getByPlaceholder("Search a district").fill("Lalitpur");
    await page.getByRole("option", { name: "Lalitpur", exact: true }).click();
  }
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await page.waitForURL(/\/checkout\/pay\/[^/?#]+/, { timeout: 60_000 });
  return new URL(page.url()).pathname;
}

/** Places the order as a phone visitor in a browser of its own; returns the payment step's path. */
export async function paymentStepPage(base: string, browserOptions: { executablePath: string; args: string[] }): Promise<string> {
  const browser = await chromium.launch(browserOptions);
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${200 + (Date.now() % 50)}` },
    });
    const pathname = await placeOrderForPaymentStep(await context.newPage(), base);
    await context.close();
    return pathname;
  } finally {
    await browser.close();
  }
}
