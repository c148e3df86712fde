/**
 * Translating an answer written in English (a rule's message, from a table such as
 * lib/validation/checkout-error-messages.ts) into the page's language, in the browser or on the
 * server: the English text is looked up in the table, exactly or as a template with `{name}`
 * slots ('"{title}" has already been sold...'), and the same key's text in the other language is
 * filled with the values read from the English. A value made only of the table's own words
 * joined by its `and` ('originals and prints') is translated too; any other value (a title) is
 * kept as typed; a number in a `{max}` slot is written with `options.digits` (the page's digits).
 * A text the table does not know is returned as it is. Pure, and small: browser code uses it.
 */

const SLOT = /\{([A-Za-z_]\w*)\}/g;
/** The slot that holds a number (a setting such as a limit). */
const NUMBER_SLOT = "max";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

function templatesOf(english: Readonly<Record<string, string>>): { exact: Map<string, string>; templates: Template[] } {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, text] of Object.entries(english)) {
    const names = [...text.matchAll(SLOT)].map((m) => m[1]);
    if (names.length === 0) {
      exact.set(text, key);
      continue;
    }
    const source = text
      .split(SLOT)
      .map((part, index) => (index % 2 === 1 ? "([\\s\\S]*?)" : escapeRegExp(part)))
      .join("");
    templates.push({ key, pattern: new RegExp(`^${source}$`), names });
  }
  return { exact, templates };
}

/**
 * A translator from `english` (key → English text) to `localized` (the same keys in another
 * language). With `localized` the English table itself, every message comes back unchanged.
 */
export function messageTableTranslator(
  english: Readonly<Record<string, string>>,
  localized: Readonly<Record<string, string>>,
  options: { digits?: (text: string) => string } = {},
): (message: string) => string {
  if (english === localized) return (message) => message;
  const { exact, templates } = templatesOf(english);
  const and = english.and;
  /** A value of the table's words ('originals and prints') in the other language; any other value as it is. */
  const wordsOf = (value: string): string => {
    const parts = and ? value.split(and) : [value];
    const keys = parts.map((part) => exact.get(part));
    if (keys.some((key) => key === undefined || localized[key] === undefined)) return value;
    return keys.map((key) => localized[key!]).join(and ? (localized.and ?? and) : "");
  };
  return (message) => {
    // Answers are short; a long text is nobody's message (and never meets a pattern).
    if (typeof message !== "string" || message.length > 2000) return message;
    const key = exact.get(message);
    if (key !== undefined) return localized[key] ?? message;
    for (const template of templates) {
      const match = template.pattern.exec(message);
      if (!match || localized[template.key] === undefined) continue;
      const valueOf = (name: string, value: string) => (name === NUMBER_SLOT && options.digits && /^\d{1,9}$/.test(value) ? options.digits(value) : wordsOf(value));
      const values = Object.fromEntries(template.names.map((name, index) => [name, valueOf(name, match[index + 1])]));
      return localized[template.key].replace(SLOT, (slot, name: string) => (name in values ? values[name] : slot));
    }
    return message;
  };
}
