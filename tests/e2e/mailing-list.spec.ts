import crypto from "node:crypto";
import { expect, test } from "./support/test";
import { query, signInThroughDialog } from "./support/admin";

/*
 * The mailing list on a phone: the footer's sign-up, the confirmation link taken from the outbox
 * (its page asks for a press of the button: opening the link alone confirms nothing), then the
 * subscriber confirmed in the back office's Subscribers.
 */

test.use({ viewport: { width: 390, height: 844 } });
// Two pages, two form posts and a sign-in: slow on a busy 2-core machine.
test.setTimeout(60_000);

test("footer sign-up, confirm link from the outbox, then the subscriber in the back office", async ({ page }) => {
  const email = `reader-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/");
  const form = page.getByTestId("list-sign-up-list");
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel("Your email").fill(email);
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByTestId("list-sign-up-answer")).toContainText("Please check your inbox");

  await expect
    .poll(async () => (await query<{ payload: { confirmUrl: string } }>(`SELECT payload FROM email_outbox WHERE type = 'list_confirm' AND $1 = ANY("to")`, [email])).length)
    .toBe(1);
  const [row] = await query<{ payload: { confirmUrl: string } }>(`SELECT payload FROM email_outbox WHERE type = 'list_confirm' AND $1 = ANY("to")`, [email]);
  const link = new URL(row.payload.confirmUrl);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Confirm your email address" })).toBeVisible();
  const status = async () => (await query<{ status: string }>(`SELECT status::text FROM list_subscriptions WHERE email = $1`, [email]))[0]?.status;
  expect(await status()).toBe("pending");
  await page.getByRole("button", { name: "Yes, confirm my address" }).click();
  await expect(page.getByRole("heading", { name: "Thank you: your address is confirmed." })).toBeVisible();
  expect(await status()).toBe("confirmed");

  await signInThroughDialog(page);
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(email)}`);
  const subscriber = page.getByTestId("subscriber-row").filter({ visible: true });
  await expect(subscriber).toHaveCount(1);
  await expect(subscriber).toContainText(email);
  await expect(subscriber).toContainText("Confirmed");
  await expect(subscriber).toContainText("Footer");
});
