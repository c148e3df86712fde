/** Sign-in helpers of the back office browser tests: the credentials the e2e server's seed wrote. */
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

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
}
