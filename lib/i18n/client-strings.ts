/**
 * Strings for browser code, translated on the server. A client component receives the words it
 * shows as props (a plain object built with next-intl's getTranslations in the server component
 * that draws it), so no translation runtime travels to the browser. Where a word depends on a
 * number only known in the browser (a cart's count), the server passes one template per plural
 * category with a `{count}` slot, and `countString` picks and fills it there.
 */
import type { Locale } from "@/lib/i18n/locales";
import { toDevanagariDigits } from "@/lib/i18n/digits";

/** One template per plural category ("one", "other", ...); `other` is required. */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Builds CountForms on the server from a translator, for a message with a `{count}` plural. */
export function countForms(translate: (key: string, values: { count: number }) => string, key: string): CountForms {
  // English and Nepali both use "one" and "other"; the sample numbers pick each form (a
  // catalogue may write the number in either script).
  return { one: translate(key, { count: 1 }).replace(/1|१/, "{count}"), other: translate(key, { count: 7 }).replace(/7|७/, "{count}") };
}

/** A message with one `{name}` slot filled in the browser (the server passes the template). */
export function fillSlot(template: string, name: string, value: string): string {
  return template.replace(`{${name}}`, value);
}

/** Fills the form for `count` in `locale` (Devanagari digits in Nepali unless `latinDigits`). */
export function countString(forms: CountForms, count: number, locale: Locale, latinDigits = false): string {
  const rule = new Intl.PluralRules(locale === "ne" ? "ne-NP" : "en-US").select(count);
  const template = forms[rule] ?? forms.other;
  const digits = locale === "ne" && !latinDigits ? toDevanagariDigits(String(count)) : String(count);
  return template.replace("{count}", digits);
}

/**
 * Builds on the server a message whose values are only known in the browser: each named value
 * comes out as its own `{name}` slot (the catalogue's wording and word order kept), for
 * `fillString` to fill there.
 */
export function templateOf(translate: (key: string, values: Record<string, string>) => string, key: string, names: readonly string[]): string {
  return translate(key, Object.fromEntries(names.map((name) => [name, `{${name}}`])));
}

/** Fills the `{name}` slots of a template; a value is inserted as it is (never read as a slot). */
export function fillString(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([A-Za-z_]\w*)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
