"use client";

import { useState } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { IMAGE_OFF_ICON } from "@/components/ui/picture-icons";
import { cn } from "@/components/ui/cn";

/** Widths of a line picture (shown 96 CSS px wide at most): two of next/image's default `imageSizes`. */
const THUMB_WIDTHS = [128, 256] as const;

/** The URL of Next's image optimiser for a picture at a width (its default loader, quality 75). */
function optimised(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
}

/**
 * A small line picture (cart, checkout, order success). Data-URL placeholders and broken or
 * missing images fall back to a neutral placeholder. A plain <img> through Next's image
 * optimiser: the cart page is client-rendered, and next/image's client code (about 5 KB gzip)
 * is not needed for a thumbnail.
 */
export function LineImage({ src, alt = "", className }: { src: string | null | undefined; alt?: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  const usable = !!src && !broken && !src.startsWith("data:");
  return (
    <div className={cn("relative shrink-0 overflow-hidden rounded-md bg-muted", className)}>
      {usable ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={optimised(src, THUMB_WIDTHS[1])}
          srcSet={THUMB_WIDTHS.map((w) => `${optimised(src, w)} ${w}w`).join(", ")}
          sizes="96px"
          alt={alt}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground" data-testid="image-placeholder">
          <PathIcon paths={IMAGE_OFF_ICON} className="size-5" />
        </div>
      )}
    </div>
  );
}
