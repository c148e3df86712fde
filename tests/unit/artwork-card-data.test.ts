import { describe, expect, it } from "vitest";
import { toArtworkCardData, toCartInput } from "@/components/artwork/artwork-card-data";
import type { ArtworkSummary } from "@/lib/data/artworks";
import { createCartItem } from "@/lib/domain/cart";

const artwork: ArtworkSummary = {
  id: "a1",
  slug: "dawn",
  title: "Dawn",
  description: "A long description that only the artwork page shows.",
  category: { name: "Paintings", slug: "paintings" },
  pricePaisa: 8_500_000,
  yearCreated: 2025,
  medium: "Oil on canvas",
  dimensions: '36" x 24"',
  status: "available",
  featured: true,
  tags: ["himalaya", "sunrise"],
  image: "/media/artworks/dawn.jpg",
  imageSize: { width: 1000, height: 667 },
  shippingType: "fixed",
  shippingChargePaisa: 150_000,
  taxRateBps: 1300,
  taxIncluded: false,
  createdAt: "2026-11-01T00:00:00.000Z",
};

describe("artwork card data", () => {
  it("keeps what a card shows and the cart needs, and leaves the description and dates on the server", () => {
    const data = toArtworkCardData(artwork);
    expect(data).toEqual({
      id: "a1",
      slug: "dawn",
      title: "Dawn",
      pricePaisa: 8_500_000,
      priceLabel: expect.stringContaining("85,000"),
      status: "available",
      tags: ["himalaya", "sunrise"],
      image: "/media/artworks/dawn.jpg",
      imageSize: { width: 1000, height: 667 },
      category: "Paintings",
      medium: "Oil on canvas",
      dimensions: '36" x 24"',
      year: 2025,
      featured: true,
      shippingType: "fixed",
      shippingChargePaisa: 150_000,
      taxRateBps: 1300,
    });
    expect(JSON.stringify(data)).not.toContain("long description");
  });

  it("leaves out empty and default fields", () => {
    const data = toArtworkCardData({
      ...artwork,
      category: null,
      medium: null,
      dimensions: null,
      yearCreated: null,
      image: null,
      imageSize: null,
      featured: false,
      shippingType: "free",
      shippingChargePaisa: 0,
      taxRateBps: 0,
      pricePaisa: null,
    });
    expect(data).toEqual({
      id: "a1",
      slug: "dawn",
      title: "Dawn",
      pricePaisa: null,
      priceLabel: "Price on request",
      status: "available",
      tags: ["himalaya", "sunrise"],
    });
  });

  it("makes the same cart line as before: price, shipping per unit, tax in percent", () => {
    const line = createCartItem(toCartInput(toArtworkCardData({ ...artwork, reserved: false, taxIncluded: true })), 1);
    expect(line).toMatchObject({
      id: "a1",
      title: "Dawn",
      price: 8_500_000,
      category: "Paintings",
      medium: "Oil on canvas",
      year: 2025,
      image: "/media/artworks/dawn.jpg",
      images: ["/media/artworks/dawn.jpg"],
      featured: true,
      available: true,
      tags: ["himalaya", "sunrise"],
      shippingCharge: 150_000,
      shippingType: "fixed",
      taxRate: 13,
      taxIncluded: true,
      type: "artwork",
      description: "",
    });
  });
});
