import { expect, test } from "./support/test";
import type { Locator, Page } from "@playwright/test";

/*
 * Small things a phone visitor meets (390x844): the gallery's filter selects show their whole
 * text, the services tabs stay on one line, the contact form's thank-you panel is in view below
 * the sticky header, and the viewer names the work and counts its images.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: "reduce" });

/** Whether a select shows its chosen option's whole text (text + padding + arrow within its box). */
async function showsWholeText(select: Locator): Promise<{ text: string; fits: boolean }> {
  return select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = el.selectedOptions[0]?.textContent ?? "";
    const needed = context.measureText(text).width + parseFloat(style.paddingLeft) + 16;
    return { text, fits: needed <= el.clientWidth - parseFloat(style.paddingRight) + 16 };
  });
}

test("the gallery's filter selects show their whole text on a phone", async ({ page }) => {
  await page.goto("/gallery?sort=price-asc");
  for (const name of ["Category", "Status", "Sort by"]) {
    const select = page.getByLabel(name, { exact: true });
    await expect(select).toBeVisible();
    const { text, fits } = await showsWholeText(select);
    expect(fits, `${name}: '${text}' is cut`).toBe(true);
  }
});

test("the services tabs stay on one line on a phone, each whole and within the page", async ({ page }) => {
  await page.goto("/services");
  const tabs = page.getByRole("tablist", { name: "Service categories" }).getByRole("tab");
  await expect(tabs).toHaveCount(4);
  const boxes = await tabs.evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

async function headerBottom(page: Page): Promise<number> {
  return page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom);
}

test("the contact form's thank-you panel is in view below the sticky header", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
    extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${10 + (Date.now() % 200)}` },
  });
  const page = await context.newPage();
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Sita Gurung");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(`sita.panel.${Date.now()}@example.com`);
  await page.getByRole("textbox", { name: "Subject", exact: true }).fill("A family portrait");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Could you paint our family from a photo?");
  await page.getByRole("button", { name: "Send Message" }).click();
  const panel = page.getByTestId("contact-success");
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  const box = (await panel.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(await headerBottom(page));
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await context.close();
});

test("the viewer names the work under the picture and counts its images", async ({ page }) => {
  await page.goto("/gallery/dawn-over-machhapuchhre");
  await page.getByRole("main").getByRole("button", { name: /view full screen/ }).first().click();
  const viewer = page.getByRole("dialog", { name: "Artwork viewer" });
  await expect(viewer).toBeVisible();
  const current = viewer.locator(".yarl__slide_current");
  await expect(current.getByText("Dawn over Machhapuchhre", { exact: true })).toBeVisible();
  await expect(current.getByText('Oil on canvas · 36" x 24" · 2025')).toBeVisible();
  await expect(viewer.getByTestId("viewer-counter")).toHaveText("1 / 2");
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByTestId("viewer-counter")).toHaveText("2 / 2");
});
