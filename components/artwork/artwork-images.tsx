import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { viewerStrings } from "@/lib/i18n/ui-strings";
import { frameAspectRatio, type ImageSize } from "@/lib/domain/image-sizes";
import { ArtworkImage } from "./artwork-image";
import { ArtworkViewer } from "./artwork-viewer";

export const DETAIL_IMAGE_SIZES =
  "(min-width: 1280px) 720px, (min-width: 1024px) 56vw, 100vw";
const THUMB_SIZES = "(min-width: 1280px) 230px, (min-width: 1024px) 18vw, 33vw";
/** The widest a thumbnail is shown (a third of a 1023 px viewport). */
const THUMB_WIDEST = 341;

/** Every image of an artwork: the main one large (the page's LCP image), the others below it. */
export async function ArtworkImages({
  locale,
  title,
  images,
  imageSizes = [],
  details,
}: {
  locale: Locale;
  title: string;
  /** The viewer's second caption line (medium, dimensions, year). */
  details?: string;
  images: readonly string[];
  /** Stored pixel sizes (same order): the main image's frame takes its shape, so nothing is cropped. */
  imageSizes?: readonly (ImageSize | null)[];
}) {
  const [t, viewer] = await Promise.all([getTranslations({ locale, namespace: "artwork" }), viewerStrings(locale)]);
  const [main, ...rest] = images;
  const slides = images.map((src, i) => ({
    src,
    alt: i === 0 ? title : t("imageAlt", { title, index: i + 1, count: images.length }),
    width: imageSizes[i]?.width,
    height: imageSizes[i]?.height,
    caption: title,
    details,
  }));
  return (
    <ArtworkViewer slides={slides} strings={viewer}>
      <div className="space-y-4">
        {main ? (
          <button
            type="button"
            data-viewer-index={0}
            className="block w-full cursor-zoom-in overflow-hidden rounded-sm"
            aria-label={t("viewFullScreen", { title })}
            data-testid="open-viewer"
          >
            <ArtworkImage
              src={main}
              alt={title}
              sizes={DETAIL_IMAGE_SIZES}
              preload
              frameClassName="aspect-[4/3] lg:max-h-[82vh]"
              aspectRatio={frameAspectRatio(imageSizes[0] ?? null)}
              className="object-contain"
            />
          </button>
        ) : (
          <ArtworkImage
            src={null}
            alt={title}
            sizes={DETAIL_IMAGE_SIZES}
            frameClassName="aspect-[4/3] rounded-xl border border-border"
          />
        )}
        {rest.length > 0 && (
          <ul className="grid grid-cols-3 gap-3" aria-label={t("moreImages")}>
            {rest.map((src, i) => (
              <li key={src}>
                <button
                  type="button"
                  data-viewer-index={i + 1}
                  className="block w-full cursor-zoom-in overflow-hidden rounded-sm"
                  aria-label={t("imageOf", { title, index: i + 2, count: images.length })}
                >
                  <ArtworkImage
                    src={src}
                    alt={t("imageAlt", { title, index: i + 2, count: images.length })}
                    sizes={THUMB_SIZES}
                    widest={THUMB_WIDEST}
                    frameClassName="aspect-square"
                    className="object-contain"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ArtworkViewer>
  );
}
