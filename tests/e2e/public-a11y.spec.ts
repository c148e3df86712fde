import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";

/** Every public page of this feature (and an open dialog), in light and dark. */
const PAGES = [
  "/",
  "/gallery",
  "/gallery?status=sold&sort=title",
  "/gallery?search=nothing-matches",
  "/gallery/dawn-over-machhapuchhre",
  "/services",
  "/services?service=custom-portrait-commission",
  "/services?service=watercolour-weekend-workshop&inquiry=1",
  "/about",
  "/about?tab=achievements",
  "/contact",
];

async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}

for (const scheme of ["light", "dark"] as const) {
  test.describe(`axe (${scheme})`, () => {
    test.use({ colorScheme: scheme });
    for (const path of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
        await page.waitForLoadState("networkidle");
        expect(await severeViolations(page), "serious/critical axe violations").toEqual([]);
      });
    }
  });
}

test("an error state of the contact form has no serious or critical violations", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("contact-error")).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
});
