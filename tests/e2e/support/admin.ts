/** Sign-in helpers of the back office browser tests: the credentials the e2e server's seed wrote. */
import fs from "node:fs";
import path from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { chooseDistrict } from "./district";
import { AUTH_MESSAGES } from "@/lib/auth/messages";

export function adminCredentials(): { email: string; password: string } {
  const envFile = path.join(process.cwd(), "test-results", ".e2e-env.json");
  const { work } = JSON.parse(fs.readFileSync(envFile, "utf8")) as { work: string };
  const text = fs.readFileSync(path.join(work, "admin.txt"), "utf8");
  const email = /^email=(.+)$/m.exec(text)?.[1]?.trim();
  const password = /^password=(.+)$/m.exec(text)?.[1]?.trim();
  if (!email || !password) throw new Error("No administrator credentials in the e2e work folder");
  return { email, password };
}

/** The e2e server's database URL (for checks that read what the browser changed). */
export function e2eDatabaseUrl(): string {
  const envFile = path.join(process.cwd(), "test-results", ".e2e-env.json");
  return (JSON.parse(fs.readFileSync(envFile, "utf8")) as { databaseUrl: string }).databaseUrl;
}

/** Signs in through the public dialog (footer link) and waits for the dashboard. */
export async function signInThroughDialog(page: Page, credentials = adminCredentials()) {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("button", { name: "Admin" }).click();
  const dialog = page.getByRole("dialog", { name: "Admin access only" });
  await dialog.getByLabel("Email").fill(credentials.email);
  await dialog.getByLabel("Password", { exact: true }).fill(credentials.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");
  await expect(page.getByTestId("admin-email").first()).toHaveText(credentials.email);
  // The welcome message waits in sessionStorage for the back office's first document: wait until
  // it is shown there, or it would appear (fading in) on whatever page the test opens next.
  await expect(page.getByText(AUTH_MESSAGES.welcome)).toBeVisible();
}

/** The administrator's session cookies of this worker, kept by openSignedIn after its first sign-in. */
let workerSession: Awaited<ReturnType<BrowserContext["cookies"]>> | null = null;

/**
 * Opens `url` of the back office signed in as the administrator, for tests whose subject is a
 * back-office page, not signing in: the first call in a worker signs in through the dialog and
 * keeps the session's cookies; later calls put them into their own (fresh) context. When the kept
 * session no longer opens the page (revoked by a test of sessions, or expired), this signs in
 * through the dialog again.
 */
export async function openSignedIn(page: Page, url: string): Promise<void> {
  if (workerSession) {
    await page.context().addCookies(workerSession);
    await page.goto(url);
    if (new URL(page.url()).pathname === new URL(url, page.url()).pathname) return;
    await page.context().clearCookies();
  }
  await signInThroughDialog(page);
  workerSession = (await page.context().cookies()).filter((cookie) => /authjs|session/i.test(cookie.name));
  await page.goto(url);
}

/** A query against the e2e server's database. */
export async function query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const SCREENSHOT = path.join(process.cwd(), "tests", "fixtures", "images", "artwork.png");

/** A visitor buys one original through the real checkout (with a screenshot); returns the order number. */
export async function placeOrderAsVisitor(page: Page, slug: string, customer: { name: string; email: string }): Promise<string> {
  await page.goto(`/gallery/${slug}`);
  await page.getByRole("main").getByRole("button", { name: /^Add to Cart/ }).first().click();
  const options = page.getByRole("dialog", { name: "Customize Your Order" });
  await options.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-panel").getByTestId("cart-line")).toHaveCount(1);
  await page.goto("/checkout");
  await page.getByLabel(/Full name/).fill(customer.name);
  await page.getByLabel(/^Email/).fill(customer.email);
  await page.getByLabel(/^Phone/).fill("+977 980-1234567");
  await page.getByLabel(/Delivery address/).fill("Jhamsikhel, Lalitpur");
  await chooseDistrict(page);
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await page.locator('input[type="file"][name="screenshot"]').setInputFiles(SCREENSHOT);
  await page.getByRole("button", { name: "I've Made the Payment" }).click();
  await page.waitForURL(/\/order-success\?token=/, { timeout: 20_000 });
  return ((await page.getByTestId("order-number").textContent()) ?? "").trim();
}
