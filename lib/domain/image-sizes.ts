/** Pixel sizes stored next to an artwork's images (column image_sizes, same order as images). */
export interface ImageSize {
  width: number;
  height: number;
}

/** image_sizes as stored: one entry per image, null when unknown. */
export function imageSizesOf(value: unknown, count: number): (ImageSize | null)[] {
  const list = Array.isArray(value) ? value : [];
  return Array.from({ length: count }, (_, i) => {
    const entry = list[i] as Partial<ImageSize> | null | undefined;
    return entry && Number.isFinite(entry.width) && Number.isFinite(entry.height) && Number(entry.width) > 0 && Number(entry.height) > 0
      ? { width: Number(entry.width), height: Number(entry.height) }
      : null;
  });
}

/**
 * The CSS aspect ratio of a frame that shows the whole image uncropped, kept between portrait
 * 3:5 and panorama 2:1 so that extreme shapes do not take over the page; null when unknown.
 */
export function frameAspectRatio(size: ImageSize | null): string | null {
  if (!size) return null;
  const ratio = Math.min(2, Math.max(0.6, size.width / size.height));
  return ratio === size.width / size.height ? `${size.width} / ${size.height}` : String(Math.round(ratio * 1000) / 1000);
}

/**
 * The aspect ratio of a card's frame: exactly the image's own, so a masonry column shows the
 * whole work at its width; null when the size is unknown (the card then letterboxes).
 */
export function exactAspectRatio(size: ImageSize | null): string | null {
  return size ? `${size.width} / ${size.height}` : null;
}
