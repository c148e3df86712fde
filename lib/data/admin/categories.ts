import "server-only";
/** The categories screen of the back office: every category in gallery order, with its use. */
import { db } from "@/lib/db";
import { requireAdmin } from "@/lib/auth/require-admin";

export interface AdminCategoryRow {
  id: string;
  name: string;
  /** The Nepali name, null when none is written. */
  nameNe: string | null;
  slug: string;
  displayOrder: number;
  artworks: number;
}

export async function listCategoriesWithUse(): Promise<AdminCategoryRow[]> {
  await requireAdmin("catalogue");
  const rows = await db.category.findMany({
    orderBy: [{ displayOrder: "asc" }, { name: "asc" }, { slug: "asc" }],
    select: { id: true, name: true, nameNe: true, slug: true, displayOrder: true, _count: { select: { artworks: true } } },
  });
  return rows.map(({ _count, ...row }) => ({ ...row, artworks: _count.artworks }));
}
