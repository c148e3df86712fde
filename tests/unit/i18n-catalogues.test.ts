import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import ne from "../../messages/ne.json";
import { PAGE_MESSAGES, SHELL_MESSAGES, pickMessages } from "@/lib/i18n/client-messages";
import { ORDER_LOOKUP_MESSAGES } from "@/lib/validation/order-lookup";
import { CONTACT_MESSAGES } from "@/lib/validation/contact";
import { QUICK_CHECK_MESSAGES } from "@/lib/domain/quick-check";
import { LIST_MESSAGES } from "@/lib/domain/mailing-list";
import { DEMO_MESSAGES } from "@/lib/domain/demo-mode";
import { ENGLISH_QUICK_CHECK } from "@/components/quick-check/quick-check";

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
/** Nepali messages that are rightly not in Devanagari: the link to the English page names English in English. */
const LATIN_IN_NEPALI = new Set(["languageSwitch.other", "languageSwitch.otherLabel"]);

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

  it("send browser code only what it reads: every listed path exists in both catalogues", () => {
    for (const path of [...SHELL_MESSAGES, ...Object.values(PAGE_MESSAGES).flat()]) {
      const inEnglish = [...english.keys()].some((key) => key === path || key.startsWith(`${path}.`));
      const inNepali = [...nepali.keys()].some((key) => key === path || key.startsWith(`${path}.`));
      expect(inEnglish && inNepali, path).toBe(true);
    }
    const shell = pickMessages(en as Catalogue, SHELL_MESSAGES);
    expect(shell).toHaveProperty("common.nav.gallery", "Gallery");
    expect(shell).toHaveProperty("languageOffer");
    // Server-only messages stay on the server.
    expect(shell).not.toHaveProperty("meta");
    expect(shell).not.toHaveProperty("common.skipLink");
    expect(JSON.stringify(shell).length).toBeLessThan(2500);
  });
});

describe("server messages (lib/i18n/server-messages.ts)", () => {
  it("keep the spec's English wording in the English catalogue, key for key", () => {
    expect(en.orderLookup).toEqual(ORDER_LOOKUP_MESSAGES);
    // lib/actions/contact.ts CONTACT_FORM_MESSAGES (a server action module: not imported here).
    expect(en.contactMessages).toEqual({ ...CONTACT_MESSAGES, quickCheckRequired: QUICK_CHECK_MESSAGES.required });
  });
});

describe("the mailing list's messages", () => {
  it("keep the English the list's rules answer with, key for key", () => {
    // lib/actions/mailing-list.ts LIST_FORM_MESSAGES (a server action module: not imported here).
    expect(en.listMessages).toEqual({ ...LIST_MESSAGES, quickCheckRequired: QUICK_CHECK_MESSAGES.required, demoReadOnly: DEMO_MESSAGES.readOnly });
    expect(en.listForms.quickCheck).toEqual(ENGLISH_QUICK_CHECK);
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
