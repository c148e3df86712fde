/**
 * The sharing cards' Devanagari, shaped by HarfBuzz through sharp (lib/share/shaped-text.ts):
 * conjuncts are joined (a halant shown is wider than the joined form), each text is drawn once,
 * and a Nepali card is drawn with it, unlike the English one.
 */
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/storage", () => ({ storage: () => ({ read: async () => null }) }));

const { shapedText } = await import("@/lib/share/shaped-text");
const { shareCard } = await import("@/lib/share/share-card");

const style = { size: 48, weight: 700, color: "#1c1917", width: 2000, lineHeight: 1.4 } as const;

describe("shaped Devanagari for the sharing cards", () => {
  it("joins conjuncts: थाङ्का and क्यान्भास are narrower than with their halants shown", async () => {
    for (const word of ["थाङ्का", "क्यान्भास"]) {
      const joined = await shapedText({ ...style, text: word });
      // A zero-width non-joiner after each halant keeps the halant visible (the unshaped look).
      const halants = await shapedText({ ...style, text: word.replace(/\u094D/g, "\u094D\u200C") });
      expect(joined.url).toMatch(/^data:image\/png;base64,/);
      expect(joined.height).toBeGreaterThan(30);
      expect(joined.width, word).toBeLessThan(halants.width);
    }
  });

  it("draws a text once, and wraps it at the given width", async () => {
    const input = { ...style, text: "सगरमाथाको बिहानी" };
    expect(shapedText(input)).toBe(shapedText(input));
    const wide = await shapedText(input);
    const narrow = await shapedText({ ...input, width: 300 });
    expect(wide.width).toBeGreaterThan(300);
    expect(narrow.width).toBeLessThanOrEqual(300);
    expect(narrow.height).toBeGreaterThan(1.5 * wide.height);
  });

  it("draws a Nepali card unlike the English one", async () => {
    const card = async (locale: "en" | "ne", heading: string) =>
      Buffer.from(await (await shareCard({ image: null, eyebrow: "Thangka", heading, byline: "Aarav Shrestha Art", note: "NPR 85,000", locale })).arrayBuffer());
    const english = await card("en", "Dawn over Machhapuchhre");
    const nepali = await card("ne", "माछापुच्छ्रेमाथि बिहानी");
    expect([nepali.readUInt32BE(16), nepali.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(nepali.equals(english)).toBe(false);
  }, 30_000);
});
