import { describe, expect, it, vi } from "vitest";
import en from "../../messages/en.json";
import ne from "../../messages/ne.json";
import * as uiStrings from "@/lib/i18n/ui-strings";
import type { Locale } from "@/lib/i18n/locales";
import { ORDER_LOOKUP_MESSAGES } from "@/lib/validation/order-lookup";
import { CONTACT_FORM_MESSAGES } from "@/lib/validation/contact";
import { INQUIRY_LIMITS, INQUIRY_ONLY_MESSAGES } from "@/lib/validation/inquiry";
import { tooLongMessage } from "@/lib/validation/fields";
import { QUICK_CHECK_MESSAGES } from "@/lib/domain/quick-check";
import { LIST_MESSAGES } from "@/lib/domain/mailing-list";
import { DEMO_MESSAGES } from "@/lib/domain/demo-mode";
import { ENGLISH_QUICK_CHECK } from "@/components/quick-check/quick-check";
import { REFERENCE_PHOTO_ANSWERS, REFERENCE_PHOTO_MESSAGES } from "@/lib/validation/reference-photos";
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout-rules";
import { QUICK_CHECK_WIDGET_KEYS, quickCheckWords } from "@/lib/i18n/form-strings";

type Catalogue = { [key: string]: string | Catalogue };

/** Every message of a catalogue by its dotted key. */
function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The ICU arguments a message uses ({name}, {count, plural, ...}), '#' aside. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*(?:[,}])/g)].map((m) => m[1]))].sort();
}

const english = flatten(en as Catalogue);
const nepali = flatten(ne as Catalogue);
const DEVANAGARI = /[\u0900-\u097F]/;
/**
 * Nepali messages that are rightly not in Devanagari: the link to the English page names English
 * in English; the wallets' brand names are written as the brands write them.
 */
const LATIN_IN_NEPALI = new Set(["languageSwitch.other", "languageSwitch.otherLabel", "orderPage.methods.esewa", "orderPage.methods.khalti"]);

describe("message catalogues (messages/en.json, messages/ne.json)", () => {
  it("have the same keys: none missing in Nepali", () => {
    const missing = [...english.keys()].filter((key) => !nepali.has(key));
    expect(missing, "keys in en.json without a Nepali message").toEqual([]);
  });

  it("have the same keys: none missing in English", () => {
    const missing = [...nepali.keys()].filter((key) => !english.has(key));
    expect(missing, "keys in ne.json without an English message").toEqual([]);
  });

  it("use the same arguments in both languages", () => {
    const differing = [...english].filter(([key, message]) => nepali.has(key) && argumentsOf(message).join() !== argumentsOf(nepali.get(key)!).join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it("have no empty message, and every Nepali message is written in Devanagari", () => {
    expect([...english].filter(([, m]) => !m.trim()).map(([k]) => k)).toEqual([]);
    expect([...nepali].filter(([, m]) => !m.trim()).map(([k]) => k)).toEqual([]);
    const untranslated = [...nepali].filter(([key, message]) => !LATIN_IN_NEPALI.has(key) && !DEVANAGARI.test(message)).map(([key]) => key);
    expect(untranslated, "Nepali messages without any Devanagari (copied English?)").toEqual([]);
  });
});

// The server's translator (next-intl's getTranslations) over the catalogues as they are: a message
// missing from a catalogue throws instead of showing its key.
vi.mock("next-intl/server", async () => (await import("./support/catalogue-translations")).catalogueServer);

describe("strings for client components (lib/i18n/ui-strings.ts)", () => {
  // Every builder by locale (themeSwitchStringsFrom takes a translator: the back office's, below).
  const builders = Object.entries(uiStrings).filter(([name, value]) => typeof value === "function" && name !== "themeSwitchStringsFrom") as [string, (locale: Locale) => Promise<unknown>][];

  it("are all in both catalogues, the Nepali ones in Devanagari", async () => {
    expect(builders.length).toBeGreaterThan(10);
    for (const locale of ["en", "ne"] as const) {
      for (const [name, build] of builders) {
        const strings = await build(locale).catch((error: unknown) => {
          throw new Error(`${name} (${locale}): ${String(error)}`);
        });
        const words = JSON.stringify(strings);
        expect(words, `${name} (${locale})`).not.toMatch(/"(?:[a-z]+\.)+[a-zA-Z_]+"/); // no key shown for a word
        if (locale === "ne") expect(words, name).toMatch(DEVANAGARI);
      }
    }
  });

  it("the back office's share is the public site's English", async () => {
    const { backOfficeShellStrings } = await import("@/lib/i18n/back-office-strings");
    expect(backOfficeShellStrings()).toEqual({ close: await uiStrings.closeLabel("en"), theme: await uiStrings.themeSwitchStrings("en") });
  });

  it("say what the catalogues say, with the browser's slots", async () => {
    const header = await uiStrings.headerStrings("en");
    expect(header.nav.gallery).toBe("Gallery");
    expect(header.theme.options.dark).toEqual({ label: "Dark", title: "Theme: Dark" });
    expect((await uiStrings.headerStrings("ne")).otherLanguage).toEqual({ other: "English", otherLabel: "This page in English" });
    const card = await uiStrings.artworkCardStrings("ne");
    expect(card.moreTags).toEqual({ one: "थप {count} ट्याग", other: "थप {count} ट्याग" });
    expect(card.status.reserved).toBe(ne.common.status.reserved);
    expect((await uiStrings.galleryFilterStrings("en")).filtersCount).toEqual({ one: "Filters ({count})", other: "Filters ({count})" });
    expect((await uiStrings.serviceStrings("en")).frameFor).toBe("A frame can be added for {price}.");
    expect((await uiStrings.serviceStrings("ne")).frameFor).toBe("{price} मा फ्रेम थप्न सकिन्छ।");
    expect(await uiStrings.closeLabel("ne")).toBe(ne.common.close);
  });
});

describe("server messages (lib/i18n/server-messages.ts)", () => {
  it("keep the spec's English wording in the English catalogue, key for key", () => {
    expect(en.orderLookup).toEqual(ORDER_LOOKUP_MESSAGES);
    expect(en.contactMessages).toEqual(CONTACT_FORM_MESSAGES);
    expect(en.contactMessages.quickCheckRequired).toBe(QUICK_CHECK_MESSAGES.required);
    expect(en.inquiryMessages).toEqual(INQUIRY_ONLY_MESSAGES);
    expect(INQUIRY_ONLY_MESSAGES.serviceTooLong).toBe(tooLongMessage({ ...INQUIRY_LIMITS.serviceId, tooLong: undefined }));
  });

  it("keep the commission dialog's and the photo upload's English as the spec writes it", async () => {
    expect(en.referencePhotoMessages).toEqual(REFERENCE_PHOTO_ANSWERS);
    expect(en.commissionDialog.selection).toBe(CHECKOUT_MESSAGES.commissionSelection);
    expect(en.commissionDialog.pricing).toBe(CHECKOUT_MESSAGES.commissionPricing);
    expect(en.commissionDialog.photosLabel).toBe(REFERENCE_PHOTO_MESSAGES.label);
    const english = await uiStrings.commissionDialogStrings("en");
    expect(english.photosHint).toBe(`${REFERENCE_PHOTO_MESSAGES.hint} · up to 3 photos`);
    expect(english.removePhoto).toBe("Remove photo {name}");
    const nepali = await uiStrings.commissionDialogStrings("ne");
    expect(nepali.photosHint).toContain("३");
    expect(nepali.uploading).toBe("{name} अपलोड हुँदैछ");
    expect(nepali.messages.tooLarge).toBe(ne.referencePhotoMessages.tooLarge);
  });
});

describe("the mailing list's messages", () => {
  it("keep the English the list's rules answer with, key for key", () => {
    // lib/actions/mailing-list.ts LIST_FORM_MESSAGES (a server action module: not imported here).
    expect(en.listMessages).toEqual({ ...LIST_MESSAGES, quickCheckRequired: QUICK_CHECK_MESSAGES.required, demoReadOnly: DEMO_MESSAGES.readOnly });
    expect(en.listForms.quickCheck).toEqual(ENGLISH_QUICK_CHECK);
  });
});

describe("the quick check's widget (ALTCHA) texts", () => {
  it("are every ALTCHA key, given to the widget on Nepali pages only, its footer link kept", async () => {
    expect(Object.keys(en.quickCheck.widget).sort()).toEqual([...QUICK_CHECK_WIDGET_KEYS].sort());
    expect((await quickCheckWords("en")).widget).toBeUndefined();
    const nepali = (await quickCheckWords("ne")).widget!;
    expect(nepali.language).toBe("ne");
    expect(nepali.strings.label).toBe(ne.quickCheck.widget.label);
    expect(nepali.strings.footer).toBe('<a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="Altcha (आधिकारिक वेबसाइट)">ALTCHA</a> द्वारा सुरक्षित');
  });
});

describe("the catalogue test itself", () => {
  it("finds a key missing on one side and a changed argument", () => {
    const a = flatten({ x: { y: "Hello {name}" }, z: "Only here" });
    const b = flatten({ x: { y: "नमस्ते {naam}" } });
    expect([...a.keys()].filter((k) => !b.has(k))).toEqual(["z"]);
    expect(argumentsOf(a.get("x.y")!)).not.toEqual(argumentsOf(b.get("x.y")!));
    expect(argumentsOf("{count, plural, one {# item} other {# items}} in {place}")).toEqual(["count", "place"]);
  });
});
