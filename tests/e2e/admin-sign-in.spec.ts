import { test, expect } from "@playwright/test";
import { adminCredentials, signInThroughDialog } from "./support/admin";

/*
 * Administrator sign-in through the public dialog with the credentials the first start wrote,
 * the session cookie's attributes, sign-out, and /admin as an anonymous visitor.
 * Only ONE wrong password in the whole browser suite: 5 failures from one address lock sign-in.
 */

test("an anonymous visit to /admin lands on '/' with the sign-in dialog open", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole("dialog", { name: "Admin access only" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill in all fields");
});

test("the dialog: password show/hide, a wrong password, then success lands on /admin", async ({ page, context }) => {
  const { email, password } = adminCredentials();
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("button", { name: "Admin" }).click();
  const dialog = page.getByRole("dialog", { name: "Admin access only" });
  const passwordField = dialog.getByLabel("Password", { exact: true });
  await passwordField.fill("not-the-password");
  await expect(passwordField).toHaveAttribute("type", "password");
  await dialog.getByRole("button", { name: "Show password" }).click();
  await expect(passwordField).toHaveAttribute("type", "text");
  await dialog.getByRole("button", { name: "Hide password" }).click();
  await expect(passwordField).toHaveAttribute("type", "password");

  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Invalid email or password");

  await passwordField.fill(password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page.getByTestId("admin-email").first()).toHaveText(email);

  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name.endsWith("authjs.session-token"));
  expect(session, "session cookie").toBeTruthy();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe("Lax");
  // The e2e server runs a production build: the cookie is Secure.
  expect(session!.secure).toBe(true);
  // Absolute lifetime: the cookie expires within 8 hours.
  expect(session!.expires * 1000 - Date.now()).toBeLessThanOrEqual(8 * 3600 * 1000 + 5000);
});

test("sign out returns to '/' and /admin asks to sign in again", async ({ page }) => {
  await signInThroughDialog(page);
  for (const name of ["Dashboard", "Artworks", "About", "Services", "Orders", "Analytics", "Inquiries", "Customers", "Settings"]) {
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name, exact: true })).toBeVisible();
  }
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/admin");
  await expect(page.getByRole("dialog", { name: "Admin access only" })).toBeVisible();
});

test("on a phone the admin sidebar sits behind a menu button", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInThroughDialog(page);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Open admin menu" }).click();
  await expect(page.getByRole("dialog", { name: "Admin menu" }).getByRole("link", { name: "Orders" })).toBeVisible();
  await context.close();
});
