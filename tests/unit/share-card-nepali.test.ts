/**
 * The sharing card in Nepali: drawn with Noto Sans Devanagari (satori reads @fontsource's WOFF
 * files), 1200x630 like the English card, and not the same picture as the English words give.
 */
import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadNepaliCardFonts, shareCard } from "@/lib/share/share-card";

async function png(response: Response): Promise<Buffer> {
  expect(response.headers.get("content-type")).toBe("image/png");
  return Buffer.from(await response.arrayBuffer());
}

describe("the Nepali sharing card (lib/share/share-card.tsx)", () => {
  it("loads the Devanagari face as WOFF, regular and bold", async () => {
    const fonts = await loadNepaliCardFonts();
    expect(fonts.map((f) => f.weight).sort()).toEqual([400, 400, 700, 700]);
    // WOFF's signature, which satori reads (it cannot read WOFF2).
    for (const font of fonts) expect(Buffer.from(font.data.slice(0, 4)).toString("latin1")).toBe("wOFF");
  });

  it("is a 1200x630 PNG that differs from the English card", async () => {
    const english = await png(await shareCard({ image: null, eyebrow: "Oil on canvas · 2025", heading: "Dawn over Machhapuchhre", byline: "Aarav Shrestha Art", note: "NPR\u00a085,000" }));
    const nepali = await png(
      await shareCard({ image: null, eyebrow: "क्यानभासमा तेल · २०२५", heading: "माछापुच्छ्रेमाथि बिहान", byline: "Aarav Shrestha Art", note: "रू\u00a0८५,०००", locale: "ne" }),
    );
    for (const card of [english, nepali]) expect(await sharp(card).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(nepali.equals(english)).toBe(false);
    if (process.env.SHARE_CARD_OUT) {
      fs.writeFileSync(`${process.env.SHARE_CARD_OUT}/card-en.png`, english);
      fs.writeFileSync(`${process.env.SHARE_CARD_OUT}/card-ne.png`, nepali);
    }
  });
});

describe("drawOrderDevanagari (lib/share/devanagari-order.ts)", () => {
  it("moves ि before its consonant cluster, and leaves other text alone", async () => {
    const { drawOrderDevanagari } = await import("@/lib/share/devanagari-order");
    expect(drawOrderDevanagari("बिहान")).toBe("\u093Fबहान");
    expect(drawOrderDevanagari("माथि")).toBe("मा\u093Fथ");
    // A conjunct (स्थ) takes the sign before the whole cluster.
    expect(drawOrderDevanagari("स्थिति")).toBe("\u093Fस्थ\u093Fत");
    expect(drawOrderDevanagari("रू ८५,००० · Aarav")).toBe("रू ८५,००० · Aarav");
  });
});
