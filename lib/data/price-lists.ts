import "server-only";
/**
 * The artist's price lists (print sizes and frames) read from the database: for pricing order
 * lines (inside the order's transaction), for the options dialog, and, cached under the
 * 'price-lists' tag, for the public artwork pages. See lib/domain/price-lists.ts for the rules.
 */
import { CACHE_TAGS } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { cached } from "@/lib/data/public-cache";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { ArtworkPrintOffer, PriceLists } from "@/lib/domain/price-lists";
import { paisaFromDb } from "@/lib/money";

type Client = PrismaClient | Prisma.TransactionClient;

/** Both lists, in the order buyers see them, switched-off entries included (flagged). */
export async function loadPriceLists(client: Client = db): Promise<PriceLists> {
  const [sizes, frames] = await Promise.all([
    client.printSize.findMany({ orderBy: [{ position: "asc" }, { key: "asc" }] }),
    client.frameOption.findMany({ orderBy: [{ position: "asc" }, { key: "asc" }] }),
  ]);
  return {
    sizes: sizes.map((s) => ({
      key: s.key,
      name: s.name,
      dimensions: s.dimensions,
      shareBps: s.shareBps,
      minimumPaisa: paisaFromDb(s.minimumPaisa),
      enabled: s.enabled,
    })),
    frames: frames.map((f) => ({ key: f.key, name: f.name, pricePaisa: paisaFromDb(f.pricePaisa), onQuote: f.onQuote, enabled: f.enabled })),
  };
}

/** The price lists for public pages, cached until a change in Settings -> Prices. */
export const getPublicPriceLists = cached("price-lists", () => loadPriceLists(db), { tags: () => [CACHE_TAGS.priceLists] });

/** Select of an artwork's print offer (with `artworkPrintOffer`). */
export const printOfferSelect = {
  allPrintSizes: true,
  printSizes: { select: { printSizeKey: true } },
} satisfies Prisma.ArtworkSelect;

export function artworkPrintOffer(row: { allPrintSizes: boolean; printSizes: { printSizeKey: string }[] }): ArtworkPrintOffer {
  return { allPrintSizes: row.allPrintSizes, printSizeKeys: row.printSizes.map((p) => p.printSizeKey) };
}
