/**
 * The commission dialog's Nepali words write their figures (10 MB, 3 photos, 100 megapixels) in
 * the digits the artist chose for the Nepali pages: Devanagari by default, Latin when chosen.
 * English is unchanged either way.
 */
import { describe, expect, it, vi } from "vitest";

vi.mock("next-intl/server", () => import("../support/next-intl-server-catalogues"));

const { commissionDialogStrings } = await import("@/lib/i18n/ui-strings");
const DEVANAGARI_DIGIT = /[०-९]/;

describe("the commission dialog's figures", () => {
  it("are Devanagari on Nepali pages by default", async () => {
    const words = await commissionDialogStrings("ne");
    expect(words.photosHint).toContain("१०");
    expect(words.photosHint).toContain("३");
    expect(words.messages.tooLarge).toContain("१०");
  });

  it("are Latin on Nepali pages when the artist chose Latin digits, every string of them", async () => {
    const words = await commissionDialogStrings("ne", "latin");
    expect(words.photosHint).toMatch(/10 .*3 /);
    expect(words.messages.tooLarge).toContain("10");
    expect(words.messages.tooManyPixels).toContain("10000 x 10000");
    const strings = JSON.stringify(words);
    expect(strings).not.toMatch(DEVANAGARI_DIGIT);
    // Only the digits changed: the words are the Nepali ones.
    expect(words.photosLabel).toBe((await commissionDialogStrings("ne")).photosLabel);
  });

  it("leave English alone", async () => {
    expect(await commissionDialogStrings("en", "latin")).toEqual(await commissionDialogStrings("en"));
    expect((await commissionDialogStrings("en")).photosHint).toContain("PNG/JPG up to 10MB");
  });
});
