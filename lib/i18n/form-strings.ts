import "server-only";
import { getTranslations } from "next-intl/server";
import type { TrackOrderStrings } from "@/components/order/track-order-form";
import type { Locale } from "./locales";

/**
 * The words of the public forms' browser code, translated on the server and passed as props
 * (lib/i18n/client-strings.ts): the order lookup's here; what the server actions answer is
 * translated by the actions themselves (lib/i18n/server-messages.ts).
 */
export async function trackOrderStrings(locale: Locale): Promise<TrackOrderStrings> {
  const t = await getTranslations({ locale, namespace: "trackOrder" });
  return {
    locale,
    orderNumber: t("orderNumber"),
    orderEmail: t("orderEmail"),
    placeholder: t("placeholder"),
    sending: t("sending"),
    emailMeTheLink: t("emailMeTheLink"),
  };
}
