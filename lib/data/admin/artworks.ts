import "server-only";
/** Back-office reads of artworks: the list with search, filters and pages; the dialog's values. */
import { requireAdmin } from "@/lib/auth/require-admin";
import { db } from "@/lib/db";
import type { ArtworkStatus } from "@/lib/domain/admin/artwork-form";
import type { AdminArtworkQuery } from "@/lib/domain/admin/artwork-query";
import { bpsToPercentText, paisaToRupeesText } from "@/lib/domain/admin/numbers";
import type { Prisma } from "@/lib/generated/prisma/client";
import { imageSizesOf, type ImageSize } from "@/lib/domain/image-sizes";

export type { AdminArtworkQuery } from "@/lib/domain/admin/artwork-query";

const ADMIN_ARTWORKS_PAGE_SIZE = 20;

/** The dialog's values for one artwork (form text: NPR and percent as typed). */
export interface AdminArtworkRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  categoryId: string;
  categoryName: string | null;
  price: string;
  pricePaisa: number | null;
  yearCreated: string;
  medium: string;
  dimensions: string;
  tags: string[];
  /** Nepali content ("" / []: not written). */
  titleNe: string;
  descriptionNe: string;
  mediumNe: string;
  tagsNe: string[];
  status: ArtworkStatus;
  featured: boolean;
  shippingType: "free" | "fixed";
  shippingCharge: string;
  taxRate: string;
  taxIncluded: boolean;
  images: { url: string; size: ImageSize | null }[];
  /** Offers every print size of the price list; else only `printSizes` (keys). */
  allPrintSizes: boolean;
  printSizes: string[];
  reserved: boolean;
  updatedAt: string;
}

export interface AdminArtworkList {
  items: AdminArtworkRow[];
  total: number;
  page: number;
  totalPages: number;
}

export async function listAdminArtworks(query: AdminArtworkQuery): Promise<AdminArtworkList> {
  await requireAdmin("catalogue");
  const where: Prisma.ArtworkWhereInput = {};
  if (query.q) {
    where.OR = [
      { title: { contains: query.q, mode: "insensitive" } },
      { description: { contains: query.q, mode: "insensitive" } },
      { medium: { contains: query.q, mode: "insensitive" } },
      { tags: { has: query.q } },
    ];
  }
  if (query.category) where.category = { slug: query.category };
  if (query.status) where.status = query.status;
  const total = await db.artwork.count({ where });
  const totalPages = Math.max(1, Math.ceil(total / ADMIN_ARTWORKS_PAGE_SIZE));
  const page = Math.min(query.page, totalPages);
  const rows = await db.artwork.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * ADMIN_ARTWORKS_PAGE_SIZE,
    take: ADMIN_ARTWORKS_PAGE_SIZE,
    include: { category: { select: { name: true } }, printSizes: { select: { printSizeKey: true } } },
  });
  const items = rows.map((row) => {
    const sizes = imageSizesOf(row.imageSizes, row.images.length);
    const pricePaisa = row.pricePaisa === null ? null : Number(row.pricePaisa);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description ?? "",
      categoryId: row.categoryId ?? "",
      categoryName: row.category?.name ?? null,
      price: paisaToRupeesText(pricePaisa),
      pricePaisa,
      yearCreated: row.yearCreated === null ? "" : String(row.yearCreated),
      medium: row.medium ?? "",
      dimensions: row.dimensions ?? "",
      tags: row.tags,
      titleNe: row.titleNe ?? "",
      descriptionNe: row.descriptionNe ?? "",
      mediumNe: row.mediumNe ?? "",
      tagsNe: row.tagsNe,
      status: row.status,
      featured: row.featured,
      shippingType: row.shippingType,
      shippingCharge: paisaToRupeesText(Number(row.shippingChargePaisa)),
      taxRate: bpsToPercentText(row.taxRateBps),
      taxIncluded: row.taxIncluded,
      images: row.images.map((url, i) => ({ url, size: sizes[i] })),
      allPrintSizes: row.allPrintSizes,
      printSizes: row.printSizes.map((p) => p.printSizeKey),
      reserved: row.reservedByOrderId !== null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
  return { items, total, page, totalPages };
}

export async function listAdminCategories(): Promise<{ id: string; name: string; slug: string }[]> {
  await requireAdmin("catalogue");
  return db.category.findMany({ orderBy: [{ displayOrder: "asc" }, { name: "asc" }], select: { id: true, name: true, slug: true } });
}
