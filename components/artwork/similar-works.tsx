import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { addressIn } from "@/lib/http/locale-path";
import { statusStrings } from "@/lib/i18n/ui-strings";
import { ArtworkImage } from "./artwork-image";
import { artworkPriceLabel } from "./price";
import { StatusBadge } from "./status-badge";
import type { ArtworkSummary } from "@/lib/data/artworks";
import type { Digits } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { exactAspectRatio } from "@/lib/domain/image-sizes";

/** Two columns on phones, four from 1024 px (the page column is at most 80rem). */
const SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 23vw, 50vw";

/**
 * 'More works like this' under an artwork: up to four small cards (the work whole, its title,
 * price and status), drawn on the server with no script of their own: each is a link to the
 * work's page, where it can be ordered.
 */
export async function SimilarWorks({ artworks, locale = "en", digits }: { artworks: readonly ArtworkSummary[]; locale?: Locale; digits?: Digits }) {
  if (artworks.length === 0) return null;
  const [t, status] = await Promise.all([getTranslations({ locale, namespace: "artwork" }), statusStrings(locale)]);
  return (
    <section aria-labelledby="similar-works" className="mt-16 border-t border-border pt-10" data-testid="similar-works">
      <h2 id="similar-works" className="font-display text-2xl font-semibold">
        {t("similarWorks")}
      </h2>
      <ul className="mt-6 grid grid-cols-2 items-start gap-x-3 gap-y-6 sm:gap-x-5 lg:grid-cols-4">
        {artworks.map((artwork) => (
          <li key={artwork.id} data-testid="similar-work">
            <Link href={addressIn(`/gallery/${artwork.slug}`, locale)} className="group block rounded-sm">
              <ArtworkImage
                src={artwork.image}
                alt=""
                sizes={SIZES}
                widest={512}
                aspectRatio={exactAspectRatio(artwork.imageSize)}
                frameClassName={artwork.imageSize ? "rounded-sm" : "aspect-[4/5] rounded-sm"}
                className="card-img object-contain"
              />
              <h3 className="art-card-title mt-2.5 group-hover:underline group-hover:underline-offset-4">{artwork.title}</h3>
            </Link>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="art-card-price">{artworkPriceLabel(artwork.pricePaisa, locale, digits)}</span>
              <StatusBadge status={artwork.status} labels={status} reserved={artwork.reserved} className="badge-sm" testId="similar-status" />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
