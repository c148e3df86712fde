import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";

/*
 * The gallery's masonry reads in order: at a phone's, a small laptop's and a desktop's width,
 * the cards read left to right and row by row (by their top edge, then from the left) follow
 * the chosen sort, every work is shown whole, and it all holds without JavaScript.
 */

interface CardBox {
  top: number;
  left: number;
  price: string;
  title: string;
}

async function cardsInReadingOrder(page: Page): Promise<CardBox[]> {
  const cards = await page.getByTestId("gallery-grid").getByTestId("artwork-card").evaluateAll((elements) =>
    elements.map((el) => {
      const box = el.getBoundingClientRect();
      return {
        top: box.top + window.scrollY,
        left: box.left,
        price: el.querySelector('[data-testid="artwork-price"]')?.textContent ?? "",
        title: el.querySelector("h2, h3")?.textContent ?? "",
      };
    }),
  );
  // Tops within a pixel are one row.
  return cards.sort((a, b) => (Math.abs(a.top - b.top) < 1 ? a.left - b.left : a.top - b.top));
}

/** "NPR 15,000" -> 15000; a work without a price reads as the highest (listed last). */
function amount(price: string): number {
  const digits = price.replace(/[^\d]/g, "");
  return digits ? Number(digits) : Number.POSITIVE_INFINITY;
}

async function expectCardsApart(page: Page) {
  const boxes = await page.getByTestId("gallery-grid").getByTestId("artwork-card").evaluateAll((elements) =>
    elements.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right })),
  );
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
      expect(overlap, `cards ${i} and ${j} overlap`).toBe(false);
    }
  }
}

const WIDTHS = [
  { width: 390, height: 844, columns: 2 },
  { width: 1024, height: 768, columns: 3 },
  { width: 1440, height: 900, columns: 4 },
] as const;

for (const { width, height, columns } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`'Price: Low to High' reads sorted left to right, row by row, in ${columns} columns, works uncropped (${width} px)`, async ({ page }) => {
      await page.goto("/gallery?sort=price-asc");
      const cards = await cardsInReadingOrder(page);
      expect(cards.length).toBeGreaterThan(columns * 2);
      const amounts = cards.map((c) => amount(c.price));
      expect(amounts, cards.map((c) => `${c.title}: ${c.price}`).join("\n")).toEqual([...amounts].sort((a, b) => a - b));
      expect(new Set(cards.map((c) => Math.round(c.left))).size).toBe(columns);
      await expectCardsApart(page);
      // Whole works: each frame has its image's own shape.
      for (const image of await page.getByTestId("gallery-grid").locator("img").all()) {
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        const { shown, own } = await image.evaluate((img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          return { shown: box.width / box.height, own: img.naturalWidth / img.naturalHeight };
        });
        expect(Math.abs(shown / own - 1)).toBeLessThan(0.02);
      }
    });

    test(`'Newest' reads in the order the server lists, without JavaScript too (${width} px)`, async ({ browser }) => {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled });
        const page = await context.newPage();
        await page.goto("/gallery");
        const listed = await page.getByTestId("gallery-grid").getByTestId("artwork-card").locator("h2").allTextContents();
        const read = (await cardsInReadingOrder(page)).map((c) => c.title);
        expect(read).toEqual(listed);
        await expectCardsApart(page);
        await context.close();
      }
    });
  });
}
