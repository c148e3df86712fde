import "server-only";
import { getTranslations } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/**
 * Messages a server action answers with (validation, rate limits) in the visitor's language.
 * The rules keep writing the spec's English wording (lib/validation/*); each such table of
 * messages has a namespace of the same keys in the catalogues (messages/en.json holds the same
 * English, tests/unit/i18n-catalogues.test.ts checks they stay equal), and the action translates
 * what it is about to answer. The form says which language it was shown in (LOCALE_FIELD).
 */
export const LOCALE_FIELD = "locale";

/** The language a form was shown in (its hidden field), English when missing or unknown. */
export function formLocale(formData: unknown): Locale {
  const value = formData instanceof FormData ? formData.get(LOCALE_FIELD) : null;
  return typeof value === "string" && value.length <= 5 && isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Translates a message of `english` (key → English text) into `locale`; any other text is returned as it is. */
export async function messageTranslator(locale: Locale, namespace: string, english: Readonly<Record<string, string>>): Promise<(message: string) => string> {
  if (locale === DEFAULT_LOCALE) return (message) => message;
  const t = await getTranslations({ locale, namespace });
  const keyOf = new Map(Object.entries(english).map(([key, text]) => [text, key]));
  return (message) => {
    const key = keyOf.get(message);
    return key && t.has(key) ? t(key) : message;
  };
}

/**
 * The translator of a public form's answers into `locale`: each table of English messages under
 * its catalogue namespace (the service inquiry answers with the contact form's messages and its own).
 */
export async function formAnswerTranslator(locale: Locale, tables: Readonly<Record<string, Readonly<Record<string, string>>>>): Promise<(message: string) => string> {
  const translators = await Promise.all(Object.entries(tables).map(([namespace, english]) => messageTranslator(locale, namespace, english)));
  // A message translated by one table is no English of another: each passes it on unchanged.
  return (message) => translators.reduce((text, translate) => translate(text), message);
}

/** A form state with its message and field errors translated. */
export function translateState<S extends { status: string }>(state: S, translate: (message: string) => string): S {
  const out: Record<string, unknown> = { ...state };
  if (typeof out.message === "string") out.message = translate(out.message);
  if (out.fieldErrors && typeof out.fieldErrors === "object") {
    out.fieldErrors = Object.fromEntries(Object.entries(out.fieldErrors as Record<string, string>).map(([field, message]) => [field, translate(message)]));
  }
  return out as S;
}
