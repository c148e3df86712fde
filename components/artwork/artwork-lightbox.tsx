"use client";

import type React from "react";
import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import type { ViewerStrings } from "@/lib/i18n/ui-strings";

/** One picture of the viewer: the stored image and its pixel size when known. */
export interface ViewerSlide {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** Shown under the picture: the work's title. */
  caption?: string;
  /** A second caption line (medium, dimensions, year). */
  details?: string;
}

/** Widths the image optimiser is asked for (Next's default device sizes). */
const WIDTHS = [640, 1080, 1920, 3840];

function optimised(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
}

/**
 * The full-screen viewer (yet-another-react-lightbox): swipe or arrow keys between the work's
 * images, pinch, wheel or double-tap to zoom, Escape to close. Images come through the
 * optimiser at the width the screen needs, never as the bare file. The work's title and facts
 * are shown under the picture, and "2 / 3" in the corner when there are several images.
 */
export default function ArtworkLightbox({ slides, index, strings, onClose }: { slides: readonly ViewerSlide[]; index: number; strings: ViewerStrings; onClose: () => void }) {
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      plugins={slides.length > 1 ? [Zoom, Captions, Counter] : [Zoom, Captions]}
      captions={{ showToggle: false, descriptionTextAlign: "center", descriptionMaxLines: 2 }}
      counter={{ container: { "data-testid": "viewer-counter" } as React.HTMLAttributes<HTMLDivElement> }}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      carousel={{ finite: slides.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      render={slides.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{ Close: strings.close, Previous: strings.previous, Next: strings.next, Lightbox: strings.label }}
      slides={slides.map((slide) => {
        const widths = slide.width ? WIDTHS.filter((w) => w <= slide.width! * 1.5) : WIDTHS.slice(0, 3);
        const largest = widths.at(-1) ?? 1080;
        const height = slide.width && slide.height ? Math.round((largest * slide.height) / slide.width) : undefined;
        return {
          src: optimised(slide.src, largest),
          alt: slide.alt,
          title: slide.caption,
          description: slide.details,
          width: slide.width ? largest : undefined,
          height,
          srcSet:
            slide.width && slide.height
              ? widths.map((w) => ({ src: optimised(slide.src, w), width: w, height: Math.round((w * slide.height!) / slide.width!) }))
              : undefined,
        };
      })}
    />
  );
}
