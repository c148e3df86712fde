import { expect, test, type Page } from "@playwright/test";

/* The gallery against the demo content: 18 artworks in 4 categories, 12 per page. */

const CART_KEY = "art_portfolio_cart";

async function cardTitles(page: Page): Promise<string[]> {
  return page.getByTestId("artwork-card").getByRole("heading").allInnerTexts();
}

test.describe("gallery views live in the URL", () => {
  test("the default view: 12 of 18, two pages", async ({ page }) => {
    await page.goto("/gallery");
    await expect(page.getByTestId("gallery-count")).toContainText("Showing 12 of 18 artworks");
    await expect(page.getByTestId("artwork-card")).toHaveCount(12);
    await page.getByRole("navigation", { name: "Gallery pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/gallery\?page=2$/);
    await expect(page.getByTestId("gallery-count")).toContainText("Showing 6 of 18 artworks");
    await expect(page.getByTestId("artwork-card")).toHaveCount(6);
  });

  test("category from the URL", async ({ page }) => {
    await page.goto("/gallery?category=sketches");
    await expect(page.getByLabel("Category")).toHaveValue("sketches");
    const cards = page.getByTestId("artwork-card");
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) await expect(card).toContainText("Sketches");
  });

  test("status from the URL, with the action of each status", async ({ page }) => {
    await page.goto("/gallery?status=sold");
    const cards = page.getByTestId("artwork-card");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByTestId("status-badge")).toHaveText("Sold");
      await expect(card.getByRole("button", { name: "Sold Out" })).toBeDisabled();
    }
    await page.goto("/gallery?status=not_for_sale");
    for (const card of await cards.all()) await expect(card.getByRole("button", { name: "Not Available" })).toBeDisabled();
  });

  test("search from the URL, and cards show price, medium, dimensions and 2 tags then +N", async ({ page }) => {
    await page.goto("/gallery?search=mandala");
    await expect(page.getByTestId("gallery-count")).toContainText("Showing 1 of 1 artworks");
    const card = page.getByTestId("artwork-card");
    await expect(card.getByRole("heading")).toHaveText("Mandala of the Five Elements");
    await expect(card.getByTestId("artwork-price")).toHaveText(/NPR\s9,500/);
    await expect(card).toContainText("Digital print on archival paper");
    await expect(card).toContainText('24" x 24"');
    await expect(card.getByTestId("artwork-tags").locator("li")).toHaveText(["mandala", "digital", "+2"]);
  });

  test("'Price on request' for a work without a price", async ({ page }) => {
    await page.goto("/gallery?search=grandmother");
    await expect(page.getByTestId("artwork-price")).toHaveText("Price on request");
  });

  test("sort from the URL", async ({ page }) => {
    await page.goto("/gallery?sort=price-desc");
    expect((await cardTitles(page))[0]).toBe("Dawn over Machhapuchhre");
    await page.goto("/gallery?sort=price-asc");
    expect((await cardTitles(page))[0]).toBe("Pet Portrait (Made to Order)");
    await page.goto("/gallery?sort=title");
    expect((await cardTitles(page))[0]).toBe("Bagmati at Dusk");
  });

  test("filter=recent shows recent works, with a way back to all", async ({ page }) => {
    await page.goto("/gallery?filter=recent");
    await expect(page.getByText(/Recent works \(last 90 days\)/)).toBeVisible();
    const titles = await cardTitles(page);
    expect(titles).toContain("Pet Portrait (Made to Order)");
    expect(titles).not.toContain("Langtang Valley Study");
    await page.getByRole("link", { name: "Show all works, not only recent ones" }).click();
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test("empty result: 'No artwork found' with 'Clear Filters'", async ({ page }) => {
    await page.goto("/gallery?search=nothing-matches-this&status=sold");
    await expect(page.getByRole("heading", { name: "No artwork found" })).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByTestId("artwork-card")).toHaveCount(12);
    await expect(page.getByLabel("Search artworks")).toHaveValue("");
    await expect(page.getByLabel("Status")).toHaveValue("all");
  });
});

test.describe("gallery controls", () => {
  test("changing a select puts the view in the URL", async ({ page }) => {
    await page.goto("/gallery");
    await page.getByLabel("Status").selectOption("available");
    await expect(page).toHaveURL(/\/gallery\?status=available$/);
    await page.getByLabel("Sort by").selectOption("title");
    await expect(page).toHaveURL(/\/gallery\?status=available&sort=title$/);
    await expect(page.getByTestId("gallery-count")).toContainText("of 11 artworks");
  });

  test("the search box submits to the URL and back to page 1", async ({ page }) => {
    await page.goto("/gallery?page=2");
    await page.getByLabel("Search artworks").fill("himalaya");
    await page.getByLabel("Search artworks").press("Enter");
    await expect(page).toHaveURL(/\/gallery\?search=himalaya$/);
    await expect(page.getByTestId("artwork-card")).toHaveCount(4);
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/gallery");
    await page.getByLabel("Category").selectOption("mixed-media");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/category=mixed-media/);
    await expect(page.getByTestId("artwork-card")).toHaveCount(3);
    await context.close();
  });

  test("'Add to Cart' adds an available work; the card then says 'In Cart'", async ({ page }) => {
    await page.goto("/gallery?search=tihar");
    const card = page.getByTestId("artwork-card");
    await card.getByRole("button", { name: "Add to Cart (Tihar Lights)" }).click();
    // The customisation dialog (size, framing) confirms the line.
    const dialog = page.getByRole("dialog", { name: "Customize Your Order" });
    await dialog.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(card.getByRole("link", { name: "In Cart (Tihar Lights)" })).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]"), CART_KEY);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ title: "Tihar Lights", price: 750_000, quantity: 1, type: "artwork" });
    await page.reload();
    await expect(page.getByTestId("artwork-card").getByRole("link", { name: /^In Cart/ })).toBeVisible();
  });
});
