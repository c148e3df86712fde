import "server-only";
import { getTranslations } from "next-intl/server";
import { getSiteSettings } from "@/components/layout/site-settings";
import { getFeaturedArtworks } from "@/lib/data/artworks";
import type { Locale } from "@/lib/i18n/locales";
import { shareCard } from "./share-card";

/** Where each language's default sharing card is served: app/opengraph-image.tsx, app/opengraph-image-ne/route.ts. */
export const SITE_CARD_PATH: Record<Locale, string> = { en: "/opengraph-image", ne: "/opengraph-image-ne" };

/** The site's default sharing card in `locale`: the artist's name and a featured work, whole. */
export async function siteShareCard(locale: Locale) {
  const [settings, featured, t] = await Promise.all([
    getSiteSettings(locale),
    getFeaturedArtworks(1, locale).catch(() => []),
    getTranslations({ locale, namespace: "shareCard" }),
  ]);
  const work = featured.find((artwork) => artwork.image) ?? null;
  return shareCard({
    image: work?.image ?? null,
    eyebrow: t("siteEyebrow"),
    heading: settings.siteName,
    byline: work ? `${work.title}${work.medium ? `, ${work.medium}` : ""}` : t("siteByline"),
    note: t("siteNote"),
    locale,
  });
}
