import type { Metadata } from "next";
import { ArtworksManager } from "@/components/admin/artworks/artworks-manager";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { listAdminArtworks, listAdminCategories } from "@/lib/data/admin/artworks";
import { parseAdminArtworkQuery } from "@/lib/domain/admin/artwork-query";
import { getNewItemDefaults } from "@/lib/data/admin/settings";
import { getPrintSizeChoices } from "@/lib/data/admin/price-lists";

export const metadata: Metadata = { title: "Artworks" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminArtworksPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminPage("catalogue");
  const query = parseAdminArtworkQuery(await searchParams);
  const [list, categories, defaults, printSizes] = await Promise.all([
    listAdminArtworks(query),
    listAdminCategories(),
    getNewItemDefaults(),
    getPrintSizeChoices(),
  ]);
  return <ArtworksManager list={list} query={{ ...query, page: list.page }} categories={categories} defaults={{ ...defaults, printSizes }} />;
}
