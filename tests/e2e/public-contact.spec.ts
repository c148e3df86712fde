import { expect, test } from "./support/test";

test.describe("contact", () => {
  test("info cards, social links and quick actions are shown", async ({ page }) => {
    await page.goto("/contact");
    const info = page.getByRole("list", { name: "Contact information" });
    await expect(info.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(info.getByTestId("contact-phone")).toHaveAttribute("href", /^tel:\+?\d+$/);
    await expect(page.getByRole("region", { name: "Follow my work" }).getByRole("link")).not.toHaveCount(0);
    await expect(page.getByRole("link", { name: "Browse the Gallery" })).toHaveAttribute("href", "/gallery");
  });

  test("an invalid email shows the spec's message and keeps what was typed", async ({ page }) => {
    await page.goto("/contact#form");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Bishnu");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("bishnu@nowhere");
    await page.getByRole("combobox", { name: "Service Type" }).selectOption("workshop");
    await page.getByRole("textbox", { name: "Subject", exact: true }).fill("Workshop dates");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Hello!");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-error")).toHaveText("Invalid Email. Please enter a valid email address");
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Bishnu");
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("bishnu@nowhere");
    await expect(page.getByRole("combobox", { name: "Service Type" })).toHaveValue("workshop");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("Hello!");
  });

  test("name, email, service type, subject and message are marked required; phone is not", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByTestId("contact-form");
    for (const [role, name] of [
      ["textbox", "Name"],
      ["textbox", "Email"],
      ["combobox", "Service Type"],
      ["textbox", "Subject"],
      ["textbox", "Message"],
    ] as const) {
      const control = form.getByRole(role, { name, exact: true });
      await expect(control, name).toHaveAttribute("required", "");
      const id = await control.getAttribute("id");
      await expect(form.locator(`label[for="${id}"]`), name).toHaveText(`${name}*`);
    }
    const phone = form.getByRole("textbox", { name: "Phone", exact: true });
    await expect(phone).not.toHaveAttribute("required", "");
  });

  test("missing required fields: 'All required fields must be filled'", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-error")).toHaveText("All required fields must be filled");
  });

  test("a sent message shows the success panel for 5 s, then an empty form", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Sita Gurung");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(`sita.${Date.now()}@example.com`);
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("+977 980-1234567");
    await page.getByRole("textbox", { name: "Subject", exact: true }).fill("A family portrait");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Could you paint our family from a photo?");
    await page.getByRole("button", { name: "Send Message" }).click();

    const panel = page.getByTestId("contact-success");
    await expect(panel).toContainText("Thank you for your message! I'll get back to you as soon as possible.");
    const shownAt = Date.now();
    await expect(panel).toBeHidden({ timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3_500);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("No Script");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(`noscript.${Date.now()}@example.com`);
    await page.getByRole("textbox", { name: "Subject", exact: true }).fill("No script");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Sent from a browser without JavaScript.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-success")).toContainText("Thank you for your message!");
    await context.close();
  });
});
