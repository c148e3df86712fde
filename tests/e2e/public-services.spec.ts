import { expect, test } from "./support/test";

/* Demo services: custom-portrait-commission, watercolour-weekend-workshop, art-consultation,
   kids-sketching-class (available) and painting-restoration (hidden). */

test.describe("services", () => {
  test("lists only available services; the tabs filter by kind", async ({ page }) => {
    await page.goto("/services");
    const allPanel = page.getByRole("tabpanel");
    await expect(allPanel.getByTestId("service-card").first()).toBeVisible();
    expect(await allPanel.getByTestId("service-card").count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByText("Painting Restoration")).toHaveCount(0);

    await page.getByRole("tab", { name: "Workshops" }).click();
    await expect(page.getByRole("tab", { name: "Workshops" })).toHaveAttribute("aria-selected", "true");
    const workshops = page.getByRole("tabpanel").getByTestId("service-card");
    await expect(workshops.first()).toBeVisible();
    const n = await workshops.count();
    expect(n).toBeGreaterThanOrEqual(2);
    await expect(workshops.getByRole("link", { name: "Book Workshop" })).toHaveCount(n);
    await expect(workshops.filter({ hasText: "Consultation" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/services\?tab=workshops$/);

    await page.getByRole("tab", { name: "Consultations" }).click();
    await expect(page.getByRole("tabpanel").getByRole("link", { name: "Schedule Consultation" })).toBeVisible();
    await page.getByRole("tab", { name: "Commissions" }).click();
    await expect(page.getByRole("tabpanel").getByRole("link", { name: "Add to Cart (Custom Portrait Commission)" })).toBeVisible();
  });

  test("the tabs work from the keyboard", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("tab", { name: "All" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Commissions" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Commissions" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Consultations" })).toHaveAttribute("aria-selected", "true");
  });

  test("?service={slug} opens that service's details on load, and closing keeps the page", async ({ page }) => {
    await page.goto("/services?service=art-consultation");
    const dialog = page.getByRole("dialog", { name: "Art Consultation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("service-details")).toContainText("In the studio or online");
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("'View Details' opens the details and puts them in the URL", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: "View Details (Custom Portrait Commission)" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Custom Portrait Commission" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("table").first()).toContainText("A5 (Small)");
    await expect(page).toHaveURL(/\/services\?service=custom-portrait-commission$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the commission's 'Add to Cart' opens the commission dialog", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: "Add to Cart (Custom Portrait Commission)" }).first().click();
    await expect(page.getByRole("dialog", { name: "Custom Portrait Commission" })).toBeVisible();
  });

  test("'How It Works' has four steps and a call to action follows", async ({ page }) => {
    await page.goto("/services");
    const steps = page.getByRole("region", { name: "How It Works" }).getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(page.getByRole("link", { name: "Request Custom Commission" })).toBeVisible();
  });
});

test.describe("workshop inquiry", () => {
  test("'Book Workshop' opens the inquiry form; errors keep the input; a valid inquiry is confirmed", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("tabpanel").getByRole("link", { name: "Book Workshop" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book Workshop: Watercolour Weekend Workshop" });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("Name").fill("Maya Rai");
    await dialog.getByLabel("Email").fill("maya-at-example");
    await dialog.getByLabel("Message").fill("Two seats for the next weekend, please.");
    await dialog.getByRole("button", { name: "Send Booking Request" }).click();
    await expect(dialog.getByTestId("inquiry-error")).toHaveText("Invalid Email. Please enter a valid email address");
    await expect(dialog.getByLabel("Name")).toHaveValue("Maya Rai");
    await expect(dialog.getByLabel("Message")).toHaveValue("Two seats for the next weekend, please.");

    await dialog.getByLabel("Email").fill(`maya.${Date.now()}@example.com`);
    await dialog.getByRole("button", { name: "Send Booking Request" }).click();
    await expect(dialog.getByTestId("inquiry-success")).toHaveText("Inquiry submitted successfully! We'll get back to you soon.");
  });

  test("a dialog's address opens it on load with the lazily fetched form or details: drawn by the server, and working with the script", async ({ page, browser }) => {
    // Their code is fetched on first use; for a dialog the address opens, the server waits for it,
    // so a visitor without JavaScript gets them too (not a part streamed behind a script).
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto("/services?service=art-consultation&inquiry=1");
    await expect(plain.locator("dialog[open]").getByLabel("Name")).toBeVisible();
    await plain.goto("/services?service=art-consultation");
    await expect(plain.locator("dialog[open]").getByTestId("service-details")).toContainText("In the studio or online");
    await noScript.close();

    await page.goto("/services?service=art-consultation&inquiry=1");
    // Once the page has its script the server's <dialog> becomes the site's dialog (a fresh form):
    // type after that.
    const dialog = page.locator('[role="dialog"][data-state="open"]');
    await expect(dialog).toHaveAccessibleName("Schedule Consultation: Art Consultation");
    await dialog.getByLabel("Name").fill("On Load");
    await dialog.getByLabel("Email").fill(`onload.${Date.now()}@example.com`);
    await dialog.getByLabel("Message").fill("Could we talk about a wall of prints?");
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(dialog.getByTestId("inquiry-success")).toBeVisible();
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/services?tab=consultations");
    await page.getByRole("link", { name: "Schedule Consultation" }).first().click();
    await expect(page).toHaveURL(/service=art-consultation&inquiry=1/);
    const dialog = page.locator("dialog[open]");
    await dialog.getByLabel("Name").fill("No Script");
    await dialog.getByLabel("Email").fill(`noscript.${Date.now()}@example.com`);
    await dialog.getByLabel("Message").fill("An hour in the studio next month?");
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(page.locator("dialog[open]").getByTestId("inquiry-success")).toBeVisible();
    await context.close();
  });

  test("a service's details are served on their own for its dialog; unknown and malformed names are 404", async ({ request }) => {
    const response = await request.get("/api/services/custom-portrait-commission");
    expect(response.status()).toBe(200);
    const details = await response.json();
    expect(details).toMatchObject({ slug: "custom-portrait-commission", title: "Custom Portrait Commission", category: "commission" });
    expect(JSON.stringify(details.tables)).toContain("A5 (Small)");
    // Hidden services are not offered.
    expect((await request.get("/api/services/painting-restoration")).status()).toBe(404);
    expect((await request.get("/api/services/no-such-service")).status()).toBe(404);
    expect((await request.get(`/api/services/${"a".repeat(300)}`)).status()).toBe(404);
    expect((await request.get("/api/services/%3Cscript%3E")).status()).toBe(404);
  });
});
