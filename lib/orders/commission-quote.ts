/**
 * The deposit and the balance of a cart with commission lines, as placing the order would fix
 * them (lib/orders/commission-terms.ts): the lines priced from the database (price-lines.ts),
 * shipping by the chosen zone (lib/domain/delivery-zones.ts), the pay-on-delivery fee where it
 * applies, then each commission line split at its service's deposit percent (orderDeposit). Read
 * only; the checkout's first step shows these figures, the order placed decides them again.
 */
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { DEFAULT_DEPOSIT_PERCENT, isDepositPercent, orderDeposit } from "@/lib/domain/commission";
import { codRefusal } from "@/lib/domain/cash-on-delivery";
import { priceDelivery } from "@/lib/domain/delivery-zones";
import { loadDeliverySettings, loadZones } from "@/lib/data/delivery";
import { chooseZone, deliveryLines, type DeliveryRequest } from "@/lib/orders/delivery";
import { priceOrderLines } from "@/lib/orders/price-lines";
import type { OrderLineRequest } from "@/lib/validation/checkout";

type Client = PrismaClient | Prisma.TransactionClient;

export interface DepositQuote {
  /** Due at checkout: the order's total less the balance held. */
  depositPaisa: number;
  /** Held until the artist marks the work ready. */
  balancePaisa: number;
  totalPaisa: number;
  /** Shipping is priced after the order is placed (the deposit grows by it then). */
  shippingOnQuote: boolean;
}

/** The quote, or null when the cart has no commission line with a balance held back. */
export async function quoteCommissionDeposit(client: Client, requests: readonly OrderLineRequest[], delivery: DeliveryRequest | null): Promise<DepositQuote | null> {
  if (!requests.some((line) => line.kind === "service")) return null;
  const { priced } = await priceOrderLines(client, requests);
  if (!priced.some((line) => line.lineType === "service" && line.commission)) return null;

  // Shipping by the zone the buyer chose; before a district is chosen, each line's own charge
  // (what the summary shows then too).
  const [zones, settings] = await Promise.all([loadZones(client), loadDeliverySettings(client)]);
  const choice = delivery && zones.length > 0 ? chooseZone(zones, delivery, settings.collectionEnabled) : null;
  const zoned = choice && !("code" in choice) ? choice : null;
  const lines = deliveryLines(priced);
  const price = zoned ? priceDelivery(lines, zoned) : null;
  const lineTotals = priced.map((line, index) => {
    if (!price) return line.totals.totalPaisa;
    return line.totals.subtotalPaisa + price.lineShippingPaisa[index]! + line.totals.taxPaisa;
  });
  const codFee = zoned && delivery?.payment === "cod" && codRefusal(lines, zoned) === null ? settings.codFeePaisa : 0;
  const totalPaisa = lineTotals.reduce((sum, n) => sum + n, codFee);

  const serviceIds = [...new Set(priced.flatMap((line) => (line.commission && line.serviceId ? [line.serviceId] : [])))];
  const services = await client.service.findMany({ where: { id: { in: serviceIds } }, select: { id: true, depositPercent: true } });
  const percentOf = new Map(services.map((s) => [s.id, isDepositPercent(s.depositPercent) ? s.depositPercent : DEFAULT_DEPOSIT_PERCENT]));
  const split = orderDeposit(
    BigInt(totalPaisa),
    priced.flatMap((line, index) =>
      line.lineType === "service" && line.commission && line.serviceId
        ? [{ lineTotalPaisa: BigInt(lineTotals[index]!), depositPercent: percentOf.get(line.serviceId) ?? DEFAULT_DEPOSIT_PERCENT }]
        : [],
    ),
  );
  if (split.balanceHeldPaisa <= BigInt(0)) return null;
  return { depositPaisa: Number(split.depositPaisa), balancePaisa: Number(split.balanceHeldPaisa), totalPaisa, shippingOnQuote: price?.onQuote ?? false };
}
