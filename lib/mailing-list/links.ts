/** The addresses list emails link to (absolute, from SITE_URL). */
import { siteUrl } from "@/lib/env";
import { unsubscribeToken } from "@/lib/mailing-list/tokens";
import { addressIn } from "@/lib/http/locale-path";
import { z } from "zod";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

/** The pages an email links to are in the subscriber's language (/ne/… for Nepali). */
export function confirmUrl(token: string, locale: Locale = "en"): string {
  return `${siteUrl()}${addressIn("/list/confirm", locale)}?token=${encodeURIComponent(token)}`;
}

/** The one-click endpoint (List-Unsubscribe) and the page with the button (the visible link). */
export function unsubscribeUrls(subscriptionId: string, locale: Locale = "en"): { unsubscribeUrl: string; unsubscribePageUrl: string } {
  const token = encodeURIComponent(unsubscribeToken(subscriptionId));
  return {
    unsubscribeUrl: `${siteUrl()}/api/list/unsubscribe?token=${token}`,
    unsubscribePageUrl: `${siteUrl()}${addressIn("/list/unsubscribe", locale)}?token=${token}`,
  };
}

export function artworkUrl(slug: string, locale: Locale = "en"): string {
  return `${siteUrl()}${addressIn(`/gallery/${encodeURIComponent(slug)}`, locale)}`;
}

const pageLanguage = z.enum(LOCALES).catch("en");

/** The language a list page's button was shown in (its hidden `locale` field): English unless a known code. */
export function formPageLocale(value: unknown): Locale {
  return pageLanguage.parse(typeof value === "string" && value.length <= 5 ? value : undefined);
}
