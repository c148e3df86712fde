/**
 * next-intl's server API for tests outside a React Server Components request: `getTranslations`
 * reads the shop's catalogues (messages/en.json, messages/ne.json) through next-intl's plain
 * translator. Use: `vi.mock("next-intl/server", () => import("../support/next-intl-server-catalogues"));`
 */
import { createTranslator } from "next-intl";
import en from "../../messages/en.json";
import ne from "../../messages/ne.json";

const catalogues = { en, ne };

export async function getTranslations({ locale, namespace }: { locale: "en" | "ne"; namespace?: string }) {
  return createTranslator({ locale, messages: catalogues[locale], namespace: namespace as never });
}
