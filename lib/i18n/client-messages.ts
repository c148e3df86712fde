/**
 * The parts of a catalogue that browser code reads (useTranslations in client components). Only
 * these travel in each page's React payload; server components read the whole catalogue on the
 * server. A client component that needs another namespace adds it here.
 */
export const CLIENT_NAMESPACES = ["common", "home", "footer", "gallery", "artwork", "notFound", "languageSwitch", "languageOffer"] as const;

type Catalogue = Record<string, unknown>;

export function clientMessages(messages: Catalogue): Catalogue {
  const picked: Catalogue = {};
  for (const name of CLIENT_NAMESPACES) if (name in messages) picked[name] = messages[name];
  return picked;
}
