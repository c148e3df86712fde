/**
 * Prices cart lines from the database: the current artwork and service rows decide the price,
 * shipping, tax and whether the line may be ordered at all. Used by the cart check (read only)
 * and by placing an order (inside its transaction, with the artwork rows locked FOR UPDATE so a
 * one-of-a-kind original can be taken by one order only).
 */
import { nullablePaisaFromDb, paisaFromDb } from "@/lib/money";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import {
  commissionUnitPrice,
  offersPrints,
  lineTotals,
  ORIGINAL_MAX_QUANTITY,
  readCommissionPricing,
  type ShippingTypeValue,
  type Totals,
} from "@/lib/domain/pricing";
import { isOriginalSize, priceArtworkChoice, type ChoiceRefusalReason, type PriceLists } from "@/lib/domain/price-lists";
import { artworkPrintOffer, loadPriceLists, printOfferSelect } from "@/lib/data/price-lists";
import { MAX_LINE_QUANTITY } from "@/lib/domain/cart";
import { CHECKOUT_MESSAGES, type OrderLineRequest } from "@/lib/validation/checkout";
import { holdIsActive } from "@/lib/domain/order-hold";
import { expireOrderInTransaction } from "@/lib/orders/expiry";

type Client = PrismaClient | Prisma.TransactionClient;

export type RefusalReason =
  | "sold"
  | "reserved"
  | "not_available"
  | "no_price"
  | "not_found"
  | "commission_selection"
  | "commission_pricing"
  | "max_quantity"
  /** A size or frame not in the price lists, switched off, or a size the work does not offer. */
  | "option_refused";

export interface LineRefusal {
  lineId: string;
  title: string;
  reason: RefusalReason;
  message: string;
  /** What is wrong without what to do (the cart says it when it takes the line out). */
  detail?: string;
}

export interface ArtworkCustomizationsSnapshot {
  /** Key of the size in the price list, or 'original'. */
  size: string;
  sizeLabel: string;
  /** Key of the frame in the price list, or 'none'. */
  framing: string;
  framingLabel: string;
  /** The frame is priced on quote: not included in the price (the shop prices it later). */
  framingOnQuote: boolean;
  /** The size's price and the frame's per unit when ordered, paisa (unit price = their sum). */
  sizePricePaisa: number;
  framingPricePaisa: number;
  notes: string;
  /** The artwork's own price when ordered, paisa. */
  originalPricePaisa: number;
}

export interface CommissionSnapshot {
  commissionCategory: string;
  size: string;
  dimensions: string;
  withFrame: boolean;
  framePricePaisa: number;
  basePricePaisa: number;
}

export interface PricedLine {
  lineId: string;
  lineType: "artwork" | "service";
  artworkId: string | null;
  serviceId: string | null;
  /** The artwork's or service's slug (to refresh its public pages). */
  slug: string;
  title: string;
  imageUrl: string | null;
  unitPricePaisa: number;
  quantity: number;
  shippingType: ShippingTypeValue;
  shippingChargePaisa: number;
  taxRateBps: number;
  taxIncluded: boolean;
  totals: Totals;
  /** A one-of-a-kind original: reserved by the order that takes it. */
  original: boolean;
  /** How many units this line may hold. */
  maxQuantity: number;
  customizations: ArtworkCustomizationsSnapshot | null;
  commission: CommissionSnapshot | null;
}

export interface PricingResult {
  priced: PricedLine[];
  refusals: LineRefusal[];
  /** Orders whose lapsed hold was ended while pricing (locking mode only), with the works released. */
  expired: { orderId: string; releasedSlugs: string[] }[];
}

const artworkSelect = {
  id: true,
  slug: true,
  title: true,
  pricePaisa: true,
  status: true,
  images: true,
  shippingType: true,
  shippingChargePaisa: true,
  taxRateBps: true,
  taxIncluded: true,
  reservedByOrderId: true,
  reservedByOrder: { select: { status: true, paymentStatus: true, paymentDueAt: true, paymentSubmittedAt: true } },
  ...printOfferSelect,
} satisfies Prisma.ArtworkSelect;

const serviceSelect = {
  id: true,
  slug: true,
  title: true,
  category: true,
  available: true,
  imageUrl: true,
  commissionPricing: true,
  shippingType: true,
  shippingChargePaisa: true,
  taxRateBps: true,
  taxIncluded: true,
} satisfies Prisma.ServiceSelect;

/** A title for a refusal when the row is gone: what the browser called it, else a neutral word. */
function requestTitle(line: OrderLineRequest): string {
  return line.title.trim() || (line.kind === "artwork" ? "This artwork" : "This service");
}

function optionRefusal(title: string, refusal: { reason: ChoiceRefusalReason; label?: string }): string {
  const words = CHECKOUT_MESSAGES.optionRefused;
  if (refusal.reason === "size_not_offered" && refusal.label) return words.sizeNotOffered(title, refusal.label);
  if (refusal.reason === "frame_not_offered" && refusal.label) return words.frameNotOffered(title, refusal.label);
  return refusal.reason === "unknown_frame" || refusal.reason === "frame_not_offered" ? words.unknownFrame(title) : words.unknownSize(title);
}

/**
 * Prices every line. With `lock`, the artwork rows are locked (FOR UPDATE, in id order so two
 * orders never wait on each other crosswise) until the caller's transaction ends; call it with
 * a transaction client then.
 */
export async function priceOrderLines(
  client: Client,
  lines: readonly OrderLineRequest[],
  options: { lock?: boolean; now?: Date; priceLists?: PriceLists } = {},
): Promise<PricingResult> {
  const artworkIds = [...new Set(lines.flatMap((l) => (l.kind === "artwork" ? [l.artworkId.toLowerCase()] : [])))].sort();
  const serviceIds = [...new Set(lines.flatMap((l) => (l.kind === "service" ? [l.serviceId.toLowerCase()] : [])))];

  if (options.lock && artworkIds.length > 0) {
    await client.$queryRaw`SELECT id FROM artworks WHERE id = ANY(${artworkIds}::uuid[]) ORDER BY id FOR UPDATE`;
  }
  const [artworks, services, priceLists] = await Promise.all([
    artworkIds.length ? client.artwork.findMany({ where: { id: { in: artworkIds } }, select: artworkSelect }) : [],
    serviceIds.length ? client.service.findMany({ where: { id: { in: serviceIds } }, select: serviceSelect }) : [],
    options.priceLists ?? (artworkIds.length ? loadPriceLists(client) : { sizes: [], frames: [] }),
  ]);
  // The read-time rule: a hold past its payment window never blocks. When locking (placing an
  // order), the lapsed order is expired right here; when only reading (the cart check), the
  // work just counts as free.
  const now = options.now ?? new Date();
  const expired: PricingResult["expired"] = [];
  for (const artwork of artworks) {
    if (artwork.reservedByOrderId === null) continue;
    if (artwork.reservedByOrder && holdIsActive(artwork.reservedByOrder, now)) continue;
    if (options.lock) {
      const done = await expireOrderInTransaction(client as Prisma.TransactionClient, artwork.reservedByOrderId, { now });
      if (done) expired.push({ orderId: done.orderId, releasedSlugs: done.releasedSlugs });
    }
    artwork.reservedByOrderId = null;
  }
  const artworkById = new Map(artworks.map((a) => [a.id, a]));
  const serviceById = new Map(services.map((s) => [s.id, s]));

  const result: PricingResult = { priced: [], refusals: [], expired };
  const refuse = (line: OrderLineRequest, title: string, reason: RefusalReason, message: string, detail?: string) =>
    result.refusals.push({ lineId: line.lineId, title, reason, message, ...(detail ? { detail } : {}) });
  const originalsTaken = new Set<string>();

  for (const line of lines) {
    if (line.kind === "artwork") {
      const artwork = artworkById.get(line.artworkId.toLowerCase());
      if (!artwork) {
        refuse(line, requestTitle(line), "not_found", CHECKOUT_MESSAGES.notFound(requestTitle(line)));
        continue;
      }
      const title = artwork.title;
      const original = isOriginalSize(line.size);
      // Prints are made to order: a sold, held or kept original does not stop them.
      const print = !original && offersPrints({ status: artwork.status, pricePaisa: nullablePaisaFromDb(artwork.pricePaisa) });
      if (!print && artwork.status === "sold") {
        refuse(line, title, "sold", CHECKOUT_MESSAGES.sold(title));
        continue;
      }
      if (!print && artwork.status !== "available") {
        refuse(line, title, "not_available", CHECKOUT_MESSAGES.notAvailable(title));
        continue;
      }
      // No price, or a price of NPR 0: 'Price on request', never sold at NPR 0.
      if (artwork.pricePaisa === null || paisaFromDb(artwork.pricePaisa) <= 0) {
        refuse(line, title, "no_price", CHECKOUT_MESSAGES.noPrice(title));
        continue;
      }
      // The size and frame from the artist's price lists, before anything is held: a size or
      // frame the shop does not sell for this work is refused, never read as the original.
      const price = priceArtworkChoice(paisaFromDb(artwork.pricePaisa), priceLists, artworkPrintOffer(artwork), line);
      if (!price.ok) {
        const detail = optionRefusal(title, price);
        refuse(line, title, "option_refused", `${detail} ${CHECKOUT_MESSAGES.chooseAnotherOption}`, detail);
        continue;
      }
      if (original) {
        if (artwork.reservedByOrderId !== null) {
          refuse(line, title, "reserved", CHECKOUT_MESSAGES.reserved(title));
          continue;
        }
        if (line.quantity > ORIGINAL_MAX_QUANTITY || originalsTaken.has(artwork.id)) {
          refuse(line, title, "max_quantity", `"${title}": ${CHECKOUT_MESSAGES.maxQuantity(ORIGINAL_MAX_QUANTITY)}`);
          continue;
        }
        originalsTaken.add(artwork.id);
      }
      const pricing = {
        unitPricePaisa: price.unitPricePaisa,
        quantity: line.quantity,
        shippingType: artwork.shippingType,
        shippingChargePaisa: paisaFromDb(artwork.shippingChargePaisa),
        taxRateBps: artwork.taxRateBps,
        taxIncluded: artwork.taxIncluded,
      };
      result.priced.push({
        lineId: line.lineId,
        lineType: "artwork",
        artworkId: artwork.id,
        serviceId: null,
        slug: artwork.slug,
        title,
        imageUrl: artwork.images[0] ?? null,
        ...pricing,
        totals: lineTotals(pricing),
        original,
        maxQuantity: original ? ORIGINAL_MAX_QUANTITY : MAX_LINE_QUANTITY,
        customizations: {
          size: price.size.key,
          sizeLabel: price.size.label,
          framing: price.frame.key,
          framingLabel: price.frame.label,
          framingOnQuote: price.frame.onQuote,
          sizePricePaisa: price.size.pricePaisa,
          framingPricePaisa: price.frame.pricePaisa,
          notes: line.notes,
          originalPricePaisa: paisaFromDb(artwork.pricePaisa),
        },
        commission: null,
      });
      continue;
    }

    const service = serviceById.get(line.serviceId.toLowerCase());
    if (!service) {
      refuse(line, requestTitle(line), "not_found", CHECKOUT_MESSAGES.notFound(requestTitle(line)));
      continue;
    }
    const title = service.title;
    if (!service.available || service.category !== "commission") {
      refuse(line, title, "not_available", CHECKOUT_MESSAGES.notAvailable(title));
      continue;
    }
    const selection = line.commission;
    if (!selection || !selection.category || !selection.size) {
      refuse(line, title, "commission_selection", `"${title}": ${CHECKOUT_MESSAGES.commissionSelection}`);
      continue;
    }
    const price = commissionUnitPrice(readCommissionPricing(service.commissionPricing), selection);
    if (!price) {
      refuse(line, title, "commission_pricing", `"${title}": ${CHECKOUT_MESSAGES.commissionPricing}`);
      continue;
    }
    const pricing = {
      unitPricePaisa: price.unitPricePaisa,
      quantity: line.quantity,
      shippingType: service.shippingType,
      shippingChargePaisa: paisaFromDb(service.shippingChargePaisa),
      taxRateBps: service.taxRateBps,
      taxIncluded: service.taxIncluded,
    };
    result.priced.push({
      lineId: line.lineId,
      lineType: "service",
      artworkId: null,
      serviceId: service.id,
      slug: service.slug,
      title,
      imageUrl: service.imageUrl,
      ...pricing,
      totals: lineTotals(pricing),
      original: false,
      maxQuantity: MAX_LINE_QUANTITY,
      customizations: null,
      commission: {
        commissionCategory: selection.category,
        size: selection.size,
        dimensions: price.dimensions,
        withFrame: selection.withFrame,
        framePricePaisa: price.framePricePaisa,
        basePricePaisa: price.basePricePaisa,
      },
    });
  }
  return result;
}

/** The line as customers read it in emails: the title with the chosen options. */
export function lineDisplayTitle(line: Pick<PricedLine, "title" | "customizations" | "commission">): string {
  const extras: string[] = [];
  if (line.customizations) {
    extras.push(line.customizations.sizeLabel);
    if (line.customizations.framing !== "none") extras.push(line.customizations.framingLabel);
  }
  if (line.commission) {
    extras.push(line.commission.commissionCategory, line.commission.size);
    if (line.commission.withFrame) extras.push("with frame");
  }
  return extras.length ? `${line.title} (${extras.join(", ")})` : line.title;
}
