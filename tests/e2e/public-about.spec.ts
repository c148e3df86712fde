import { expect, test } from "./support/test";

test.describe("about", () => {
  test("hero, quick facts and the tabs 'My Story' and 'Achievements'", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi, I'm Aarav Shrestha");
    expect(await page.getByTestId("quick-facts").getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId("quick-facts")).toContainText("120+ artworks");

    const story = page.getByRole("tab", { name: "My Story" });
    const achievements = page.getByRole("tab", { name: "Achievements" });
    await expect(story).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("I grew up in the lanes of Patan");
    // Story paragraphs come in display order.
    const text = await page.getByRole("tabpanel").innerText();
    expect(text.indexOf("I grew up")).toBeLessThan(text.indexOf("I studied fine arts"));

    await achievements.click();
    await expect(achievements).toHaveAttribute("aria-selected", "true");
    const list = page.getByTestId("achievements").getByRole("listitem");
    await expect(list.first()).toContainText("National Fine Arts Exhibition");
    expect(await list.count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByText("I grew up in the lanes of Patan")).toBeHidden();
    await expect(page).toHaveURL(/\/about\?tab=achievements$/);
  });

  test("/about#bio lands on the artist's introduction", async ({ page }) => {
    await page.goto("/about#bio");
    await expect(page.locator("#bio")).toBeVisible();
    await expect(page.locator("#bio").getByRole("heading", { level: 1 })).toBeVisible();
  });
});
