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
  className?: string;
  /** Classes of the box that holds the image (sets the aspect ratio). */
  frameClassName?: string;
  /** Aspect ratio of the box from the image's stored pixel size (overrides the class's). */
  aspectRatio?: string | null;
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
export function ArtworkImage({ src, alt, sizes, preload, eager, className, frameClassName, aspectRatio }: ArtworkImageProps) {
  let image = null;
  if (src) {
    const { props } = getImageProps({
      src,
      alt,
      fill: true,
      sizes,
      loading: preload || eager ? "eager" : "lazy",
      fetchPriority: preload ? "high" : undefined,
      className: cn("object-cover", className),
    });
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
