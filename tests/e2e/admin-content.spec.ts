import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { openSignedIn, signInThroughDialog } from "./support/admin";

/*
 * The content back office end to end: artworks (two images, sold toggle, rename with the old
 * link redirecting), a commission's pricing reaching the public commission dialog, hiding a
 * service, about items added and reordered, the site name and maintenance mode. These change
 * what every visitor sees, so they run alone (@exclusive), one after the other.
 */
const fixtures = path.join(process.cwd(), "tests", "fixtures", "images");

async function toast(page: Page, text: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
}

test.describe("content back office", { tag: "@exclusive" }, () => {
  test.describe.configure({ mode: "serial" });

  test("an artwork with two images appears in the gallery, turns Sold Out, and its old link follows a rename", async ({ page }) => {
    await signInThroughDialog(page);
    await page.goto("/admin/artworks");
    await page.getByRole("button", { name: "Add Artwork" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Artwork" });
    const create = dialog.getByRole("button", { name: "Create" });
    await expect(create).toBeDisabled();
    await dialog.getByLabel("Title *").fill("E2E Monsoon Study");
    await dialog.getByLabel("Category *").selectOption({ label: "Paintings" });
    await dialog.getByLabel("Price (NPR)").fill("12500");
    await dialog.getByLabel("Medium", { exact: true }).fill("Watercolour on paper");
    await dialog.getByLabel("Upload images").setInputFiles([path.join(fixtures, "artwork.png"), path.join(fixtures, "artwork.webp")]);
    await expect(dialog.getByRole("img", { name: "Image 2" })).toBeVisible();
    await expect(dialog.getByRole("img", { name: "Image 1 (main)" })).toBeVisible();
    await create.click();
    await toast(page, "Artwork created successfully");
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("admin-artwork").filter({ hasText: "E2E Monsoon Study" })).toContainText("2 images");

    await page.goto("/gallery?search=Monsoon%20Study");
    await expect(page.getByRole("link", { name: /E2E Monsoon Study/ }).first()).toBeVisible();
    await page.goto("/gallery/e2e-monsoon-study");
    await expect(page.getByRole("heading", { level: 1, name: "E2E Monsoon Study" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Add to Cart" })).toBeVisible();

    await page.goto("/admin/artworks?q=Monsoon");
    await page.getByRole("button", { name: "Mark as sold: E2E Monsoon Study" }).click();
    await toast(page, "Artwork marked as sold");
    await page.goto("/gallery/e2e-monsoon-study");
    await expect(page.getByRole("main").getByRole("button", { name: "Sold Out" })).toBeDisabled();

    await page.goto("/admin/artworks?q=Monsoon");
    await page.getByRole("button", { name: "Edit E2E Monsoon Study" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Artwork" });
    await edit.getByLabel("Title *").fill("E2E Monsoon Evening");
    await edit.getByRole("button", { name: "Update" }).click();
    await toast(page, "Artwork updated successfully");
    const response = await page.goto("/gallery/e2e-monsoon-study");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/gallery\/e2e-monsoon-evening$/);
    await expect(page.getByRole("heading", { level: 1, name: "E2E Monsoon Evening" })).toBeVisible();
  });

  test("a commission's pricing reaches the commission dialog, and a hidden service leaves /services", async ({ page }) => {
    await signInThroughDialog(page);
    await page.goto("/admin/services");
    await expect(page.getByRole("heading", { name: "Service Management" })).toBeVisible();
    await page.getByRole("button", { name: "Add Service" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Service" });
    await expect(dialog.getByLabel("Duration")).toHaveAttribute("placeholder", "2-4 weeks");
    await dialog.getByLabel("Title *").fill("E2E Pet Portraits");
    await dialog.getByLabel("Features (one per line)").fill("Pencil or ink\n\n  Framed on request  ");
    await dialog.getByRole("button", { name: "Add category" }).click();
    await dialog.getByLabel("Category 1 name").fill("Single Pet");
    await dialog.getByLabel("Size, category 1 tier 1").fill("Small Pet");
    await dialog.getByLabel("Dimensions in inches, category 1 tier 1").fill('8" x 10"');
    await dialog.getByLabel("Price in NPR, category 1 tier 1").fill("4000");
    await dialog.getByRole("button", { name: "Create" }).click();
    await toast(page, "Service created successfully");
    const card = page.getByTestId("admin-service").filter({ hasText: "E2E Pet Portraits" });
    await expect(card).toContainText("Framed on request");

    await page.goto("/services");
    await page.getByRole("link", { name: "Add to Cart (E2E Pet Portraits)" }).first().click();
    const first = page.getByRole("dialog", { name: "E2E Pet Portraits" });
    await first.getByText("Single Pet", { exact: true }).click();
    await expect(first).toContainText('Small Pet (8" x 10")');

    await page.goto("/admin/services");
    await page.getByRole("button", { name: "Edit E2E Pet Portraits" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Service" });
    await edit.getByLabel("Size, category 1 tier 1").fill("Giant Pet");
    await edit.getByRole("button", { name: "Update" }).click();
    await toast(page, "Service updated successfully");
    await page.goto("/services");
    await page.getByRole("link", { name: "Add to Cart (E2E Pet Portraits)" }).first().click();
    const commission = page.getByRole("dialog", { name: "E2E Pet Portraits" });
    await commission.getByText("Single Pet", { exact: true }).click();
    await expect(commission).toContainText("Giant Pet");
    await expect(commission).not.toContainText("Small Pet");

    await page.goto("/admin/services");
    await page.getByRole("button", { name: "Hide E2E Pet Portraits" }).click();
    await toast(page, "Service marked as unavailable");
    await page.goto("/services");
    await expect(page.getByText("Custom Portrait Commission").first()).toBeVisible();
    await expect(page.getByText("E2E Pet Portraits")).toHaveCount(0);
  });

  test("about items added and reordered show on the About page in that order", async ({ page }) => {
    await signInThroughDialog(page);
    await page.goto("/admin/about");
    await page.getByRole("tab", { name: "Story" }).click();
    for (const [key, text] of [["e2e-first", "E2E paragraph one."], ["e2e-second", "E2E paragraph two."]]) {
      await page.getByRole("button", { name: "Add item" }).click();
      await page.getByLabel("Key").fill(key);
      await page.getByLabel("Content", { exact: true }).fill(text);
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await toast(page, "Content created successfully");
      await expect(page.getByTestId("about-item").filter({ hasText: key })).toBeVisible();
    }
    await page.goto("/about");
    const story = page.getByRole("main");
    await expect(story.getByText("E2E paragraph two.")).toBeVisible();
    const before = await story.innerText();
    expect(before.indexOf("E2E paragraph one.")).toBeLessThan(before.indexOf("E2E paragraph two."));

    await page.goto("/admin/about");
    await page.getByRole("tab", { name: "Story" }).click();
    await page.getByRole("button", { name: "Move e2e-second up" }).click();
    await toast(page, "Content updated successfully");
    await page.goto("/about");
    await expect(page.getByText("E2E paragraph two.")).toBeVisible();
    const after = await page.getByRole("main").innerText();
    expect(after.indexOf("E2E paragraph two.")).toBeLessThan(after.indexOf("E2E paragraph one."));
  });

  test("the site name changes the header and the page title; maintenance mode shows visitors the maintenance page", async ({ page, browser }) => {
    await signInThroughDialog(page);
    await page.goto("/admin/settings");
    await expect(page.getByLabel("Site name")).toHaveCount(1);
    const original = await page.getByLabel("Site name").inputValue();
    await page.getByLabel("Site name").fill("E2E Studio Kathmandu");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await toast(page, "Settings saved successfully");
    await page.goto("/gallery");
    await expect(page.getByRole("banner")).toContainText("E2E Studio Kathmandu");
    await expect(page).toHaveTitle(/E2E Studio Kathmandu/);

    await page.goto("/admin/settings");
    // While the page settles after navigation the form can briefly be in the document twice.
    await expect(page.getByLabel("Site name")).toHaveCount(1);
    await page.getByLabel("Site name").fill(original);
    await page.getByRole("switch", { name: "Maintenance mode" }).click();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await toast(page, "Settings saved successfully");
    try {
      const visitor = await browser.newContext();
      const visitorPage = await visitor.newPage();
      const closed = await visitorPage.goto("/gallery");
      // 503 with Retry-After tells search engines and monitors it is temporary.
      expect(closed?.status()).toBe(503);
      expect(closed?.headers()["retry-after"]).toBe("600");
      await expect(visitorPage.getByRole("heading", { name: "We'll be back soon" })).toBeVisible();
      await expect(visitorPage.getByRole("link", { name: "Add to Cart" })).toHaveCount(0);
      await visitor.close();
      // The administrator keeps the site and the back office.
      await page.goto("/gallery");
      await expect(page.getByRole("heading", { name: "We'll be back soon" })).toHaveCount(0);
      await expect(page.getByRole("banner")).toContainText(original);
    } finally {
      await page.goto("/admin/settings");
      await page.getByRole("switch", { name: "Maintenance mode" }).click();
      await expect(page.getByRole("switch", { name: "Maintenance mode" })).toHaveAttribute("aria-checked", "false");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await toast(page, "Settings saved successfully");
    }
  });
});

async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}

const ADMIN_PAGES: { path: string; open?: string }[] = [
  { path: "/admin/artworks" },
  { path: "/admin/artworks", open: "Add Artwork" },
  { path: "/admin/services" },
  { path: "/admin/services", open: "Add Service" },
  { path: "/admin/about" },
  { path: "/admin/settings" },
];

for (const scheme of ["light", "dark"] as const) {
  test.describe(`content back office axe (${scheme})`, () => {
    test.use({ colorScheme: scheme });
    for (const { path: url, open } of ADMIN_PAGES) {
      test(`${url}${open ? ` with '${open}' open` : ""} has no serious or critical violations`, async ({ page }) => {
        await openSignedIn(page, url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
        if (open) {
          await page.getByRole("button", { name: open }).click();
          await expect(page.getByRole("dialog")).toBeVisible();
        }
        expect(await severeViolations(page), "serious/critical axe violations").toEqual([]);
      });
    }
  });
}
