import { imageSource } from "./image-source";
import { Picture } from "./picture";

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
   * the first width covering twice that, instead of listing every width up to 3840.
   */
  widest?: number;
}

/**
 * An artwork or service image in a server component: its srcset is worked out here (imageSource)
 * and drawn by Picture, a plain <img> with the attributes next/image would give it. Client views
 * get an ImageSource from the server and draw <Picture> themselves, without next/image's code.
 */
export function ArtworkImage({ src, alt, sizes, preload, eager, high, className, frameClassName, aspectRatio, widest }: ArtworkImageProps) {
  const priority = preload ? "preload" : high ? "high" : eager ? "eager" : "lazy";
  return (
    <Picture
      image={src ? imageSource(src, sizes, widest) : null}
      alt={alt}
      sizes={sizes}
      priority={priority}
      className={className}
      frameClassName={frameClassName}
      aspectRatio={aspectRatio}
    />
  );
}
