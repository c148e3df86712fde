import Image from "next/image";
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
 * An artwork or service image through next/image (AVIF/WebP, responsive widths), filling a
 * box of fixed aspect ratio; a neutral placeholder when there is no image.
 */
export function ArtworkImage({ src, alt, sizes, preload, eager, className, frameClassName, aspectRatio }: ArtworkImageProps) {
  return (
    <div className={cn("relative overflow-hidden bg-muted", frameClassName)} style={aspectRatio ? { aspectRatio } : undefined}>
      {src ? (
        <Image
          src={src}
          alt={alt}
          fill
          sizes={sizes}
          preload={preload}
          loading={preload ? undefined : eager ? "eager" : "lazy"}
          className={cn("object-cover", className)}
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground" role="img" aria-label={`${alt} (no image yet)`}>
          <ImageOff aria-hidden="true" className="size-8" />
        </div>
      )}
    </div>
  );
}
