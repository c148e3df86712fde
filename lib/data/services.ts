import { paisaFromDb } from "@/lib/money";
import "server-only";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cached } from "@/lib/data/public-cache";
import { localized } from "@/lib/i18n/localized";
import type { Locale } from "@/lib/i18n/locales";

export type ServiceCategoryValue = "commission" | "workshop" | "consultation" | "restoration" | "prints" | "other";

/** Service pricing, amounts in paisa (schema: {starting_at?, range?, hourly?, note?, standard?}). */
export interface ServicePricing {
  startingAt?: number;
  range?: { min: number; max: number };
  hourly?: number;
  standard?: number;
  note?: string;
}

export interface CommissionTier {
  size: string;
  dimensions: string;
  pricePaisa: number;
}

export interface CommissionPricingEntry {
  category: string;
  tiers: CommissionTier[];
}

/** A service as the public pages show it. Plain JSON. */
export interface PublicService {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  features: string[];
  pricing: ServicePricing;
  commissionPricing: CommissionPricingEntry[];
  duration: string;
  category: ServiceCategoryValue;
  featured: boolean;
  imageUrl: string | null;
  shippingType: "free" | "fixed";
  shippingChargePaisa: number;
  taxRateBps: number;
  taxIncluded: boolean;
  /** ISO date. */
  createdAt: string;
  /** ISO date. */
  updatedAt: string;
}

const serviceSelect = {
  id: true,
  slug: true,
  title: true,
  description: true,
  features: true,
  pricing: true,
  commissionPricing: true,
  duration: true,
  category: true,
  featured: true,
  imageUrl: true,
  shippingType: true,
  shippingChargePaisa: true,
  taxRateBps: true,
  taxIncluded: true,
  createdAt: true,
  updatedAt: true,
  titleNe: true,
  descriptionNe: true,
  featuresNe: true,
} satisfies Prisma.ServiceSelect;

type ServiceRow = Prisma.ServiceGetPayload<{ select: typeof serviceSelect }>;

function amount(value: unknown): number | undefined {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 ? Math.round(n) : undefined;
}

/** Reads the stored pricing object leniently: unknown keys are ignored, bad amounts dropped. */
export function parsePricing(value: unknown): ServicePricing {
  if (typeof value === "number") {
    const standard = amount(value);
    return standard === undefined ? {} : { standard };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const o = value as Record<string, unknown>;
  const pricing: ServicePricing = {};
  const startingAt = amount(o.starting_at ?? o.startingAt);
  if (startingAt !== undefined) pricing.startingAt = startingAt;
  const hourly = amount(o.hourly);
  if (hourly !== undefined) pricing.hourly = hourly;
  const standard = amount(o.standard);
  if (standard !== undefined) pricing.standard = standard;
  if (typeof o.range === "object" && o.range !== null) {
    const r = o.range as Record<string, unknown>;
    const min = amount(r.min);
    const max = amount(r.max);
    if (min !== undefined && max !== undefined) pricing.range = { min: Math.min(min, max), max: Math.max(min, max) };
  }
  if (typeof o.note === "string" && o.note.trim()) pricing.note = o.note.trim();
  return pricing;
}

/** Reads the stored commission pricing: entries with a category and tiers with a price. */
export function parseCommissionPricing(value: unknown): CommissionPricingEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: CommissionPricingEntry[] = [];
  for (const raw of value) {
    if (typeof raw !== "object" || raw === null) continue;
    const o = raw as Record<string, unknown>;
    if (typeof o.category !== "string" || !Array.isArray(o.tiers)) continue;
    const tiers: CommissionTier[] = [];
    for (const t of o.tiers) {
      if (typeof t !== "object" || t === null) continue;
      const tier = t as Record<string, unknown>;
      const price = amount(tier.pricePaisa ?? tier.price_paisa);
      if (typeof tier.size !== "string" || price === undefined) continue;
      tiers.push({ size: tier.size, dimensions: typeof tier.dimensions === "string" ? tier.dimensions : "", pricePaisa: price });
    }
    if (tiers.length > 0) entries.push({ category: o.category, tiers });
  }
  return entries;
}

/** With locale "ne": the Nepali title, description and features where written; English otherwise. */
function toPublicService(row: ServiceRow, locale: Locale = "en"): PublicService {
  return {
    id: row.id,
    slug: row.slug,
    title: localized(row.title, row.titleNe, locale),
    description: localized(row.description, row.descriptionNe, locale),
    features: localized(row.features, row.featuresNe, locale),
    pricing: parsePricing(row.pricing),
    commissionPricing: parseCommissionPricing(row.commissionPricing),
    duration: row.duration,
    category: row.category,
    featured: row.featured,
    imageUrl: row.imageUrl,
    shippingType: row.shippingType,
    shippingChargePaisa: paisaFromDb(row.shippingChargePaisa),
    taxRateBps: row.taxRateBps,
    taxIncluded: row.taxIncluded,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Available services, newest first (the services page lists only these). */
export async function findAvailableServices(limit?: number, locale: Locale = "en"): Promise<PublicService[]> {
  const rows = await db.service.findMany({
    where: { available: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: serviceSelect,
    take: limit,
  });
  return rows.map((row) => toPublicService(row, locale));
}

export const getAvailableServices = cached<[limit?: number, locale?: Locale], PublicService[]>("available-services", findAvailableServices, {
  tags: () => [CACHE_TAGS.services],
});

/** An available service by id, or null (uncached: the inquiry action checks the service it is sent). */
export async function findAvailableServiceById(id: string): Promise<PublicService | null> {
  const row = await db.service.findFirst({ where: { id, available: true }, select: serviceSelect });
  return row ? toPublicService(row) : null;
}

/** The service 'Commission Art' leads to: the featured commission first, else the newest. */
export function pickCommissionService(services: readonly PublicService[]): PublicService | null {
  const commissions = services.filter((service) => service.category === "commission");
  return commissions.find((service) => service.featured) ?? commissions[0] ?? null;
}
