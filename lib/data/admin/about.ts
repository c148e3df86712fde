import "server-only";
/** Back-office read of the About page's content: every item, by section then display order. */
import { requireAdmin } from "@/lib/auth/require-admin";
import { db } from "@/lib/db";
import type { AboutItemRow, AboutSectionType, AboutValue, AboutValueNe } from "@/lib/domain/admin/about-form";

export async function listAboutItems(): Promise<AboutItemRow[]> {
  await requireAdmin("about");
  const rows = await db.aboutContent.findMany({ orderBy: [{ sectionType: "asc" }, { displayOrder: "asc" }, { createdAt: "asc" }] });
  return rows.map((row) => ({
    id: row.id,
    sectionType: row.sectionType as AboutSectionType,
    contentKey: row.contentKey,
    contentValue: (row.contentValue ?? {}) as AboutValue,
    contentValueNe: (row.contentValueNe ?? {}) as AboutValueNe,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
  }));
}
