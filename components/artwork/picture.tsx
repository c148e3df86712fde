import type { CSSProperties } from "react";
import { preload as preloadResource } from "react-dom";
import { PathIcon } from "@/components/ui/stroke-icon";
import { IMAGE_OFF_ICON } from "@/components/ui/page-icons";
import { cn } from "@/components/ui/cn";

/**
 * Where an image is fetched from, worked out on the server by `imageSource`
 * (components/artwork/image-source.ts) with next/image's own code, so the browser needs none of
 * it: the optimiser's srcset as one address with a `{w}` where each width goes and the widths
 * (about 120 bytes a card instead of 500), the whole srcset when it has another shape, or the
 * stored address itself for an image the optimiser does not handle. The `src` is the srcset's
 * last (widest) entry, as next/image makes it.
 */
export type ImageSource = { url: string; widths: number[] } | { srcSet: string } | { src: string };

/** The srcset an ImageSource stands for (undefined: not optimised). */
export function srcSetOf(source: ImageSource): string | undefined {
  if ("srcSet" in source) return source.srcSet;
  if ("url" in source) return source.widths.map((w) => `${source.url.replace("{w}", String(w))} ${w}w`).join(", ");
  return undefined;
}

/**
 * How soon an image is fetched: "preload" for the page's LCP image (a preload link, high
 * priority), "high" for one that may be the LCP (high priority, no preload), "eager" for the
 * rest of the first screen, "lazy" for everything else.
 */
export type ImagePriority = "preload" | "high" | "eager" | "lazy";

/** The style next/image gives a `fill` image. */
const FILL_STYLE: CSSProperties = {
  position: "absolute",
  height: "100%",
  width: "100%",
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
  color: "transparent",
};

/** The address of a srcset's last (widest) entry: what next/image puts in `src`. */
function widestUrl(srcSet: string): string {
  const start = srcSet.lastIndexOf(", ");
  const entry = start < 0 ? srcSet : srcSet.slice(start + 2);
  return entry.slice(0, entry.lastIndexOf(" "));
}

/**
 * The <img> attributes of a `fill` image, the same and in the same order as next/image's
 * getImageProps gives them (tests/unit/picture.test.ts compares the two).
 */
export function pictureProps(source: ImageSource, { alt, sizes, priority, className }: { alt: string; sizes: string; priority: ImagePriority; className?: string }) {
  const srcSet = srcSetOf(source);
  const urls = srcSet ? { sizes, srcSet, src: widestUrl(srcSet) } : { src: "src" in source ? source.src : "" };
  return {
    alt,
    loading: priority === "lazy" ? ("lazy" as const) : ("eager" as const),
    ...(priority === "preload" || priority === "high" ? { fetchPriority: "high" as const } : {}),
    decoding: "async" as const,
    className: cn("object-cover", className),
    style: FILL_STYLE,
    ...urls,
  };
}

interface PictureProps {
  /** null: a neutral placeholder. */
  image: ImageSource | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  priority?: ImagePriority;
  className?: string;
  /** Classes of the box that holds the image (sets the aspect ratio). */
  frameClassName?: string;
  /** Aspect ratio of the box from the image's stored pixel size (overrides the class's). */
  aspectRatio?: string | null;
}

/**
 * An image through Next's image optimiser (AVIF/WebP, responsive widths) filling a box of fixed
 * aspect ratio, or a neutral placeholder when there is no image. A plain <img>: its srcset comes
 * from the server (ImageSource), so the browser needs none of next/image's code to draw it. The
 * LCP image is preloaded the way <Image preload> does it (a <link rel="preload"> with the same
 * srcset and sizes, high priority).
 */
export function Picture({ image, alt, sizes, priority = "lazy", className, frameClassName, aspectRatio }: PictureProps) {
  let img = null;
  if (image) {
    const props = pictureProps(image, { alt, sizes, priority, className });
    if (priority === "preload") {
      preloadResource(props.src, { as: "image", imageSrcSet: "srcSet" in props ? props.srcSet : undefined, imageSizes: "sizes" in props ? props.sizes : undefined, fetchPriority: "high" });
    }
    // The alt text comes from props.
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
    img = <img {...props} />;
  }
  return (
    <div className={cn("relative overflow-hidden bg-muted", frameClassName)} style={aspectRatio ? { aspectRatio } : undefined}>
      {img ?? (
        <div className="flex size-full items-center justify-center text-muted-foreground" role="img" aria-label={`${alt} (no image yet)`}>
          <PathIcon paths={IMAGE_OFF_ICON} className="size-8" />
        </div>
      )}
    </div>
  );
}
