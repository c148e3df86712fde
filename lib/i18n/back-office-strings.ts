import "server-only";
import { createTranslator } from "next-intl";
import english from "@/messages/en.json";
import { themeSwitchStringsFrom, type ThemeSwitchStrings, type Translate } from "./ui-strings";

/**
 * The back office's share of the public site's words (its theme switch, its dialogs' Close), in
 * English: the back office has one language, so it reads the English catalogue directly rather
 * than through the public site's per-request locale (next-intl's request configuration).
 */
export function backOfficeShellStrings(): { close: string; theme: ThemeSwitchStrings } {
  const common = createTranslator({ locale: "en", messages: english, namespace: "common" }) as unknown as Translate;
  const theme = createTranslator({ locale: "en", messages: english, namespace: "common.theme" }) as unknown as Translate;
  return { close: common("close"), theme: themeSwitchStringsFrom(theme) };
}
