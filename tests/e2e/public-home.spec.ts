import { expect, test } from "./support/test";

/* Home page against the demo content (prisma/seed-data.ts): 6 featured artworks, 4 available services. */

test.describe("home", () => {
  test("hero buttons lead to the gallery and to the commission service", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const commission = page.getByRole("link", { name: "Commission Art" });
    await expect(commission).toHaveAttribute("href", "/services?service=custom-portrait-commission");

    await page.getByRole("link", { name: "View Gallery" }).first().click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();
  });

  test("'Recent Works' shows up to 6 featured artworks, 'Art Services' 3 services with 'Learn More'", async ({ page }) => {
    await page.goto("/");
    const recent = page.getByTestId("recent-works").getByTestId("artwork-card");
    await expect(recent).toHaveCount(6);
    const services = page.getByTestId("home-services").locator("li");
    await expect(services).toHaveCount(3);
    const learnMore = page.getByTestId("home-services").getByRole("link", { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(3);
    for (const href of await learnMore.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/services\?service=[a-z0-9-]+$/);
    }
    await expect(page.getByRole("link", { name: "Request Custom Commission" })).toBeVisible();
  });

  test("'Learn More' opens that service's details on the services page", async ({ page }) => {
    await page.goto("/");
    const first = page.getByTestId("home-services").getByRole("link", { name: /^Learn More/ }).first();
    const href = (await first.getAttribute("href"))!;
    await first.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});
