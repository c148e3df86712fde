import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import ne from "@/messages/ne.json";
import type { Locale } from "@/lib/i18n/locales";

/**
 * next-intl's server getTranslations over the catalogues as they are, for unit tests that mock
 * "next-intl/server": a message missing from a catalogue throws instead of showing its key.
 *   vi.mock("next-intl/server", async () => (await import("./support/catalogue-translations")).catalogueServer);
 */
export const catalogueServer = {
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({
      locale,
      messages: (locale === "ne" ? ne : en) as never,
      namespace: namespace as never,
      onError: (error) => {
        throw error;
      },
    }),
};
