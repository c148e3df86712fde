"use server";

import { paisaFromDb } from "@/lib/money";
import { db } from "@/lib/db";
import {
  ORIGINAL_MAX_QUANTITY,
  bpsToPercent,
  isOriginal,
  offersPrints,
  readCommissionPricing,
  type CommissionCategoryValue,
} from "@/lib/domain/pricing";
import { artworkChoices, type ArtworkChoices } from "@/lib/domain/price-lists";
import { CART_MESSAGES, type CartLineCheck } from "@/lib/domain/cart";
import { holdIsActive } from "@/lib/domain/order-hold";
import { artworkPrintOffer, loadPriceLists, printOfferSelect } from "@/lib/data/price-lists";
import { priceOrderLines } from "@/lib/orders/price-lines";
import { orderLineSchema, type OrderLineRequest } from "@/lib/validation/checkout";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";

const localeSchema = z.enum(LOCALES).catch("en");
const REFUSAL_REASONS = ["sold", "reserved", "not_available", "not_found"] as const;

/** Most lines checked in one call. */
const MAX_CHECKED_LINES = 100;

/**
 * Checks the visitor's cart against the database (the cart and checkout pages call this when
 * they are shown): lines that can no longer be ordered come back 'unavailable' with a message
 * naming them; the others come back with the current price, shipping and tax, which the page
 * puts in the cart (and tells the visitor when a price changed). Read only; prices sent by the
 * browser are not even read. The messages are in the language of the page (`locale`, English
 * when missing or unknown).
 */
export async function checkCart(lines: unknown, locale?: unknown): Promise<CartLineCheck[]> {
  if (!Array.isArray(lines)) return [];
  const language = localeSchema.parse(locale);
  const t = language === "en" ? null : await getTranslations({ locale: language, namespace: "cartUi" });
  const removedBecause = (reason: string, title: string): string | null => {
    if (!t) return CART_MESSAGES.removedBecause(reason, title);
    const known = REFUSAL_REASONS.find((r) => r === reason);
    return known ? t(`removedBecause.${known}`, { title }) : null;
  };
  const requests: OrderLineRequest[] = [];
  const checks: CartLineCheck[] = [];
  for (const raw of lines.slice(0, MAX_CHECKED_LINES)) {
    const parsed = orderLineSchema.safeParse(raw);
    if (parsed.success) {
      const line = parsed.data;
      // An original is checked for one unit; the page brings the quantity down to it.
      if (line.kind === "artwork" && isOriginal(line.size)) line.quantity = Math.min(line.quantity, ORIGINAL_MAX_QUANTITY);
      requests.push(line);
      continue;
    }
    // A line the server cannot read (an old or edited cart): it cannot be ordered.
    const o = (typeof raw === "object" && raw !== null ? raw : {}) as { lineId?: unknown; title?: unknown };
    if (typeof o.lineId === "string" && o.lineId) {
      const title = typeof o.title === "string" && o.title.trim() ? o.title.trim().slice(0, 300) : t ? t("thisItem") : "This item";
      checks.push({ id: o.lineId.slice(0, 200), status: "unavailable", title, message: removedBecause("not_found", title)! });
    }
  }
  if (requests.length === 0) return checks;

  const { priced, refusals } = await priceOrderLines(db, requests);
  for (const line of priced) {
    checks.push({
      id: line.lineId,
      status: "ok",
      title: line.title,
      price: line.unitPricePaisa,
      shippingType: line.shippingType,
      shippingCharge: line.shippingChargePaisa,
      taxRate: bpsToPercent(line.taxRateBps),
      taxIncluded: line.taxIncluded,
      maxQuantity: line.maxQuantity,
      ...(line.customizations
        ? {
            fullPrice: line.customizations.originalPricePaisa,
            sizeLabel: line.customizations.sizeLabel,
            framingLabel: line.customizations.framingLabel,
            framingOnQuote: line.customizations.framingOnQuote,
          }
        : {}),
    });
  }
  for (const refusal of refusals) {
    const message = removedBecause(refusal.reason, refusal.title) ?? refusal.detail ?? refusal.message;
    checks.push({ id: refusal.lineId, status: "unavailable", title: refusal.title, message });
  }
  return checks;
}

/** What the commission dialog needs to offer a commission service. */
export interface CommissionOptions {
  id: string;
  slug: string;
  title: string;
  description: string;
  imageUrl: string | null;
  categories: CommissionCategoryValue[];
  shippingType: "free" | "fixed";
  /** Paisa per unit. */
  shippingCharge: number;
  /** Percent. */
  taxRate: number;
  taxIncluded: boolean;
}

/**
 * The current category and size tiers of an available commission service (by slug), read from
 * the database when the commission dialog opens; null when there is no such service to order.
 */
export async function getCommissionOptions(slug: unknown): Promise<CommissionOptions | null> {
  if (typeof slug !== "string" || !/^[a-z0-9-]{1,200}$/.test(slug)) return null;
  const service = await db.service.findUnique({
    where: { slug },
    select: {
      id: true,
      slug: true,
      title: true,
      description: true,
      imageUrl: true,
      category: true,
      available: true,
      commissionPricing: true,
      shippingType: true,
      shippingChargePaisa: true,
      taxRateBps: true,
      taxIncluded: true,
    },
  });
  if (!service || !service.available || service.category !== "commission") return null;
  return {
    id: service.id,
    slug: service.slug,
    title: service.title,
    description: service.description ?? "",
    imageUrl: service.imageUrl,
    categories: readCommissionPricing(service.commissionPricing),
    shippingType: service.shippingType,
    shippingCharge: paisaFromDb(service.shippingChargePaisa),
    taxRate: bpsToPercent(service.taxRateBps),
    taxIncluded: service.taxIncluded,
  };
}

/** What the artwork options dialog offers for one work, priced on the server from the lists. */
export interface ArtworkOptions extends ArtworkChoices {
  /** The original's own price, paisa. */
  originalPricePaisa: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sizes (the original when it can be ordered now, and the prints the work offers) and
 * frames of an artwork with their current prices, read when the options dialog opens; null when
 * the work cannot be ordered in any size. Read only; the order is priced again when placed.
 */
export async function getArtworkOptions(artworkId: unknown): Promise<ArtworkOptions | null> {
  if (typeof artworkId !== "string" || artworkId.length !== 36 || !UUID.test(artworkId)) return null;
  const [artwork, lists] = await Promise.all([
    db.artwork.findUnique({
      where: { id: artworkId.toLowerCase() },
      select: {
        pricePaisa: true,
        status: true,
        reservedByOrderId: true,
        reservedByOrder: { select: { status: true, paymentStatus: true, paymentDueAt: true, paymentSubmittedAt: true } },
        ...printOfferSelect,
      },
    }),
    loadPriceLists(db),
  ]);
  if (!artwork || artwork.pricePaisa === null) return null;
  const originalPricePaisa = paisaFromDb(artwork.pricePaisa);
  if (originalPricePaisa <= 0) return null;
  const held = artwork.reservedByOrderId !== null && artwork.reservedByOrder !== null && holdIsActive(artwork.reservedByOrder, new Date());
  const choices = artworkChoices(originalPricePaisa, lists, artworkPrintOffer(artwork), {
    original: artwork.status === "available" && !held,
    prints: offersPrints({ status: artwork.status, pricePaisa: originalPricePaisa }),
  });
  if (choices.sizes.length === 0) return null;
  return { originalPricePaisa, ...choices };
}
