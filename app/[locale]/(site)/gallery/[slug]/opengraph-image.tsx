import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { artworkPriceLabel } from "@/components/artwork/price";
import { getSiteSettings } from "@/components/layout/site-settings";
import { getArtworkBySlug, type ArtworkDetail } from "@/lib/data/artworks";
import { numeralsOf } from "@/lib/data/public-settings";
import { urlParam } from "@/lib/domain/text-input";
import { toDevanagariDigits } from "@/lib/i18n/digits";
import type { Digits } from "@/lib/i18n/numbers";
import type { Locale } from "@/lib/i18n/locales";
import { SHARE_CARD_SIZE, shareCard } from "@/lib/share/share-card";
import { localeOf } from "../../_lib/metadata";

type Params = { slug: string; locale?: string };

/** The work's facts in the card's language: its medium, its year and its price or status. */
async function cardFacts(artwork: ArtworkDetail, locale: Locale, digits: Digits) {
  const status = await getTranslations({ locale, namespace: "common.status" });
  const purchasable = artwork.status === "available" && !artwork.reserved;
  const note = purchasable ? artworkPriceLabel(artwork.pricePaisa, locale, digits) : status(artwork.reserved && artwork.status === "available" ? "reserved" : artwork.status);
  const yearText = artwork.yearCreated ? String(artwork.yearCreated) : null;
  const year = yearText && locale === "ne" && digits === "devanagari" ? toDevanagariDigits(yearText) : yearText;
  return { note, medium: artwork.medium, year };
}

/** What the card says, as its alt text: "Dawn over Machhapuchhre by Aarav Shrestha Art: Oil on canvas, 2025, NPR 85,000" (in Nepali on Nepali pages). */
async function shareAlt(artwork: ArtworkDetail, siteName: string, locale: Locale, digits: Digits): Promise<string> {
  const [t, { note, medium, year }] = await Promise.all([getTranslations({ locale, namespace: "shareCard" }), cardFacts(artwork, locale, digits)]);
  return t("alt", { title: artwork.title, siteName, facts: [medium, year, note].filter(Boolean).join(", ") });
}

/** The card's size and its alt text, which names the work, the artist and its price or status. */
export async function generateImageMetadata({ params }: { params: Params | Promise<Params> }) {
  const resolved = await params;
  const locale = localeOf(resolved?.locale ?? "en");
  const slug = urlParam(resolved?.slug, 200);
  const [artwork, settings, t] = await Promise.all([
    slug ? getArtworkBySlug(slug, locale).catch(() => null) : null,
    getSiteSettings(locale).catch(() => null),
    getTranslations({ locale, namespace: "shareCard" }),
  ]);
  const alt = artwork && settings ? await shareAlt(artwork, settings.siteName, locale, numeralsOf(settings)) : t("altFallback");
  return [{ id: "card", size: SHARE_CARD_SIZE, contentType: "image/png", alt }];
}

/** The artwork's own sharing card in the page's language: the work uncropped, its title, the artist and its price or status. */
export default async function ArtworkShareImage({ params }: { params: Promise<Params> }) {
  const resolved = await params;
  const locale = localeOf(resolved.locale ?? "en");
  const slug = urlParam(resolved.slug, 200);
  const artwork = slug ? await getArtworkBySlug(slug, locale) : null;
  if (!artwork) notFound();
  const [settings, t] = await Promise.all([getSiteSettings(locale), getTranslations({ locale, namespace: "shareCard" })]);
  const { note, medium, year } = await cardFacts(artwork, locale, numeralsOf(settings));
  return shareCard({
    image: artwork.images[0] ?? null,
    eyebrow: [medium, year].filter(Boolean).join(" · ") || t("originalArtwork"),
    heading: artwork.title,
    byline: settings.siteName,
    note,
    locale,
  });
}
