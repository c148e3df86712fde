import "server-only";
/** Back-office reads of services: every service, newest first, with the dialog's values. */
import { requireAdmin } from "@/lib/auth/require-admin";
import { db } from "@/lib/db";
import type { ServiceCategory } from "@/lib/domain/admin/service-form";
import { bpsToPercentText, paisaToRupeesText } from "@/lib/domain/admin/numbers";
import { commissionPricingToInput, pricingToInput, type CommissionCategoryInput, type ServicePricingInput } from "@/lib/domain/admin/service-fields";

export interface AdminServiceRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: ServiceCategory;
  duration: string;
  features: string[];
  /** Nepali content ("" / []: not written). */
  titleNe: string;
  descriptionNe: string;
  featuresNe: string[];
  pricing: ServicePricingInput;
  commissionPricing: CommissionCategoryInput[];
  shippingType: "free" | "fixed";
  shippingCharge: string;
  taxRate: string;
  taxIncluded: boolean;
  depositPercent: string;
  available: boolean;
  featured: boolean;
  imageUrl: string | null;
}

export async function listAdminServices(): Promise<AdminServiceRow[]> {
  await requireAdmin("catalogue");
  const rows = await db.service.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description ?? "",
    category: row.category,
    duration: row.duration,
    features: row.features,
    titleNe: row.titleNe ?? "",
    descriptionNe: row.descriptionNe ?? "",
    featuresNe: row.featuresNe,
    pricing: pricingToInput(row.pricing),
    commissionPricing: commissionPricingToInput(row.commissionPricing),
    shippingType: row.shippingType,
    shippingCharge: paisaToRupeesText(Number(row.shippingChargePaisa)),
    taxRate: bpsToPercentText(row.taxRateBps),
    taxIncluded: row.taxIncluded,
    depositPercent: String(row.depositPercent),
    available: row.available,
    featured: row.featured,
    imageUrl: row.imageUrl,
  }));
}
