import { getImageProps } from "next/image";
import { srcSetOf, type ImageSource } from "./picture";

/** The srcset entries up to the first one at least `needed` pixels wide; null when it cannot be read. */
function trimSrcSet(srcSet: string, needed: number): string | null {
  const entries = srcSet.split(", ").map((entry) => {
    const space = entry.lastIndexOf(" ");
    return { url: entry.slice(0, space), width: Number.parseInt(entry.slice(space + 1), 10) };
  });
  if (entries.some((e) => !e.url || !Number.isFinite(e.width))) return null;
  const last = entries.findIndex((e) => e.width >= needed);
  const kept = last < 0 ? entries : entries.slice(0, last + 1);
  return kept.map((e) => `${e.url} ${e.width}w`).join(", ");
}

/**
 * Where the browser fetches a stored image shown `sizes` wide (server side: next/image's
 * getImageProps with the site's image settings, so its code stays out of the browser).
 * `widest`: the widest the image is ever shown, in CSS pixels; the srcset then stops at the first
 * width covering twice that instead of listing every width up to 3840 (a grid of cards repeats
 * the list for each card).
 */
export function imageSource(src: string, sizes: string, widest?: number): ImageSource {
  const { props } = getImageProps({ src, alt: "", fill: true, sizes });
  if (!props.srcSet) return { src: props.src };
  return compact((widest ? trimSrcSet(props.srcSet, widest * 2) : null) ?? props.srcSet);
}

/** The srcset as one address and its widths when every entry is that address at its width (checked). */
function compact(srcSet: string): ImageSource {
  const entries = srcSet.split(", ");
  const widths = entries.map((entry) => Number.parseInt(entry.slice(entry.lastIndexOf(" ") + 1), 10));
  const first = entries[0].slice(0, entries[0].lastIndexOf(" "));
  const url = first.replace(`w=${widths[0]}&`, "w={w}&");
  const source = { url, widths };
  return url !== first && !first.includes("{w}") && srcSetOf(source) === srcSet ? source : { srcSet };
}
