import { getImageProps } from "next/image";
import { describe, expect, it } from "vitest";
import { imageSource } from "@/components/artwork/image-source";
import { pictureProps, srcSetOf, type ImagePriority } from "@/components/artwork/picture";
import { CARD_IMAGE_SIZES, CARD_IMAGE_WIDEST, HERO_IMAGE_SIZES, SERVICE_IMAGE_SIZES } from "@/components/artwork/picture-sizes";
import { cn } from "@/components/ui/cn";

const PHOTO = "/media/artworks/1795775903725-2b49177d3a8efcfa.jpg";

/** What next/image's getImageProps gives the same `fill` image. */
function nextProps(src: string, sizes: string, priority: ImagePriority, className?: string) {
  return getImageProps({
    src,
    alt: "A painting",
    fill: true,
    sizes,
    loading: priority === "lazy" ? "lazy" : "eager",
    fetchPriority: priority === "preload" || priority === "high" ? "high" : undefined,
    className: cn("object-cover", className),
  }).props;
}

describe("the pictures client views draw from a server-computed ImageSource", () => {
  for (const sizes of [HERO_IMAGE_SIZES, SERVICE_IMAGE_SIZES, CARD_IMAGE_SIZES]) {
    for (const priority of ["preload", "high", "eager", "lazy"] as const) {
      it(`have next/image's attributes, in its order (${priority}, ${sizes})`, () => {
        const ours = pictureProps(imageSource(PHOTO, sizes), { alt: "A painting", sizes, priority, className: "object-contain" });
        const next = nextProps(PHOTO, sizes, priority, "object-contain");
        expect(ours).toEqual(next);
        expect(Object.keys(ours)).toEqual(Object.keys(next));
      });
    }
  }

  it("send the srcset as one address and its widths", () => {
    const source = imageSource(PHOTO, SERVICE_IMAGE_SIZES);
    expect(source).toHaveProperty("url");
    expect(srcSetOf(source)).toBe(nextProps(PHOTO, SERVICE_IMAGE_SIZES, "lazy").srcSet);
    expect(JSON.stringify(source).length).toBeLessThan(nextProps(PHOTO, SERVICE_IMAGE_SIZES, "lazy").srcSet!.length / 3);
  });

  it("stop a card's srcset at twice its widest, the src being the last width kept", () => {
    const props = pictureProps(imageSource(PHOTO, CARD_IMAGE_SIZES, CARD_IMAGE_WIDEST), { alt: "", sizes: CARD_IMAGE_SIZES, priority: "lazy" });
    const widths = props.srcSet!.split(", ").map((entry) => Number.parseInt(entry.slice(entry.lastIndexOf(" ") + 1), 10));
    expect(widths.at(-1)).toBeGreaterThanOrEqual(CARD_IMAGE_WIDEST * 2);
    expect(widths.at(-2)).toBeLessThan(CARD_IMAGE_WIDEST * 2);
    expect(nextProps(PHOTO, CARD_IMAGE_SIZES, "lazy").srcSet!.startsWith(props.srcSet!)).toBe(true);
    expect(props.src).toBe(`/_next/image?url=${encodeURIComponent(PHOTO)}&w=${widths.at(-1)}&q=75`);
  });

  it("leave an image the optimiser does not handle at its own address, without srcset or sizes", () => {
    const svg = "/media/artworks/sketch.svg";
    expect(imageSource(svg, SERVICE_IMAGE_SIZES)).toEqual({ src: svg });
    const ours = pictureProps(imageSource(svg, SERVICE_IMAGE_SIZES), { alt: "A painting", sizes: SERVICE_IMAGE_SIZES, priority: "lazy" });
    expect(ours).toEqual(nextProps(svg, SERVICE_IMAGE_SIZES, "lazy"));
  });
});
