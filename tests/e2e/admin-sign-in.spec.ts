import { expect, test } from "./support/test";
import { adminCredentials, query, signInThroughDialog } from "./support/admin";

/*
 * Administrator sign-in through the public dialog with the credentials the first start wrote,
 * the session cookie's attributes, sign-out, and /admin as an anonymous visitor.
 * Only ONE wrong password in the whole browser suite: 5 failures for one account from one address
 * delay further attempts from there.
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
  // The public site (a document of its own) shows the message once it has loaded.
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByRole("dialog", { name: "Admin access only" })).toBeVisible();
});

test("after Sign Out the old session cookie no longer opens the back office", async ({ page, context }) => {
  await signInThroughDialog(page);
  const cookie = (await context.cookies()).find((c) => c.name.endsWith("authjs.session-token"))!;
  // The orders' rows answer this cookie now (and the server has just read it)...
  const before = await page.request.get("/admin/orders/rows");
  expect(before.status()).toBe(200);
  await page.getByRole("button", { name: "Sign Out" }).click();
  // The public site (a document of its own) shows the message once it has loaded.
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  // Put the old cookie back, as a thief who copied it would.
  await context.addCookies([cookie]);
  const response = await page.goto("/admin/orders");
  // Sent back to the public site with the sign-in dialog, not shown the orders.
  expect(response?.url()).toMatch(/\/\?admin=expired$/);
  await expect(page.getByRole("dialog", { name: "Admin access only" })).toBeVisible();
  await expect(page.getByTestId("admin-email")).toHaveCount(0);
  // ...and refuse it at once after the Sign Out, even though it decrypts as before.
  const after = await page.request.get("/admin/orders/rows", { maxRedirects: 0 });
  expect(after.status()).toBe(401);
  expect(await after.json()).toEqual({ error: "Access Denied: Admin privileges required for this action" });
});

test("'Email me a sign-in link' sends the Magic Login email; its link signs in once", async ({ browser }) => {
  const { email } = adminCredentials();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("button", { name: "Admin" }).click();
  const dialog = page.getByRole("dialog", { name: "Admin access only" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(dialog.getByRole("status")).toHaveText(
    "If this email belongs to an administrator, a sign-in link is on its way. It works once, for 15 minutes.",
  );
  const [mail] = await query<{ payload: { signInUrl: string } }>(
    "select payload from email_outbox where type = 'magic_login' and $1 = any(\"to\") order by created_at desc limit 1",
    [email],
  );
  const link = new URL(mail.payload.signInUrl);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/admin");
  await expect(page.getByTestId("admin-email").first()).toHaveText(email);
  // Used up: the page says so.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "This sign-in link is invalid, used or expired. Ask for a new one from the sign-in dialog.",
  );
  await context.close();
});

test("My account: the open sessions (this one marked) and the sign-in record, reached from the admin menu", async ({ page }) => {
  await signInThroughDialog(page);
  await page.getByRole("link", { name: "My account" }).first().click();
  await page.waitForURL("**/admin/account");
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  const sessions = page.getByRole("list", { name: "Active sessions" });
  await expect(sessions.getByText("This session")).toHaveCount(1);
  await expect(page.getByTestId("sign-in-record-row").first()).toContainText("Signed in");
  await expect(page.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
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
