import { getImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";
import { ImageOff } from "lucide-react";
import { cn } from "@/components/ui/cn";

interface ArtworkImageProps {
  src: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** The page's LCP image: preloaded, fetched with high priority. */
  preload?: boolean;
  /** Above the fold but not the LCP: loaded eagerly. */
  eager?: boolean;
  /** Possibly the LCP (e.g. the head of a masonry column): loaded eagerly with high priority, not preloaded. */
  high?: boolean;
  className?: string;
  /** Classes of the box that holds the image (sets the aspect ratio). */
  frameClassName?: string;
  /** Aspect ratio of the box from the image's stored pixel size (overrides the class's). */
  aspectRatio?: string | null;
  /**
   * The widest the image is ever shown, in CSS pixels, at any viewport. The srcset then stops at
   * the first width covering twice that, instead of listing every width up to 3840 (a grid of
   * cards repeats the list in the HTML and in the page's payload for each card).
   */
  widest?: number;
}

/** The srcset entries up to the first one at least `needed` pixels wide, and that entry's URL. */
function trimSrcSet(srcSet: string, needed: number): { srcSet: string; src: string } | null {
  const entries = srcSet.split(", ").map((entry) => {
    const space = entry.lastIndexOf(" ");
    return { url: entry.slice(0, space), width: Number.parseInt(entry.slice(space + 1), 10) };
  });
  if (entries.some((e) => !e.url || !Number.isFinite(e.width))) return null;
  const last = entries.findIndex((e) => e.width >= needed);
  const kept = last < 0 ? entries : entries.slice(0, last + 1);
  return { srcSet: kept.map((e) => `${e.url} ${e.width}w`).join(", "), src: kept[kept.length - 1].url };
}

/**
 * An artwork or service image through Next's image optimiser (AVIF/WebP, responsive widths),
 * filling a box of fixed aspect ratio; a neutral placeholder when there is no image.
 *
 * A plain <img> with the props next/image computes (getImageProps), rendered on the server:
 * the <Image> component is a client component whose runtime (about 7 KB gzip) every page would
 * load only to print the same attributes. The LCP image is preloaded the way <Image preload>
 * does it (a <link rel="preload"> with the same srcset and sizes, high priority).
 */
export function ArtworkImage({ src, alt, sizes, preload, eager, high, className, frameClassName, aspectRatio, widest }: ArtworkImageProps) {
  let image = null;
  if (src) {
    const { props: computed } = getImageProps({
      src,
      alt,
      fill: true,
      sizes,
      loading: preload || eager || high ? "eager" : "lazy",
      fetchPriority: preload || high ? "high" : undefined,
      className: cn("object-cover", className),
    });
    const trimmed = widest && computed.srcSet ? trimSrcSet(computed.srcSet, widest * 2) : null;
    const props = trimmed ? { ...computed, ...trimmed } : computed;
    if (preload) {
      preloadResource(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
    }
    // The alt text comes from props (getImageProps passes it through).
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
    image = <img {...props} />;
  }
  return (
    <div className={cn("relative overflow-hidden bg-muted", frameClassName)} style={aspectRatio ? { aspectRatio } : undefined}>
      {image ?? (
        <div className="flex size-full items-center justify-center text-muted-foreground" role="img" aria-label={`${alt} (no image yet)`}>
          <ImageOff aria-hidden="true" className="size-8" />
        </div>
      )}
    </div>
  );
}
