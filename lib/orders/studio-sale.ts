/**
 * A sale made in the studio or on WhatsApp, recorded by an administrator: the order with its
 * lines (originals at their price or the price agreed, custom lines such as a print or a frame),
 * the customer, and the payment received (cash, bank, wallet or a verified QR, with its
 * reference). One transaction: the order is created, its originals locked and held, the payment
 * written to the ledger, and the ledger's change sells the originals at once when it is paid in
 * full. The buyer is emailed only when asked.
 */
import { db } from "@/lib/db";
import { kickEmailWorker } from "@/lib/email/outbox";
import { canonicalEmail } from "@/lib/domain/email-address";
import type { ManualMethodValue } from "@/lib/domain/ledger";
import { normaliseTransactionReference } from "@/lib/domain/transaction-reference";
import { changeOrderIn, historyActor, OrderTransitionError, type Actor } from "@/lib/orders/ledger";
import { allocateOrderNumber, newAccessToken } from "@/lib/orders/place-order";
import { refreshArtworkPages } from "@/lib/orders/refresh";
import { paymentChange, toResult, type OrderTransitionResult } from "@/lib/orders/transitions";

export type StudioSaleLine =
  | { kind: "original"; artworkId: string; unitPricePaisa?: bigint | null }
  | { kind: "custom"; title: string; unitPricePaisa: bigint; quantity: number };

export interface StudioSaleInput {
  customer: { name: string; email?: string | null; phone?: string | null; address?: string | null };
  lines: StudioSaleLine[];
  payment: { method: ManualMethodValue; amountPaisa?: bigint | null; reference?: string | null };
  note?: string | null;
  notifyCustomer?: boolean;
}

export const STUDIO_SALE_MESSAGES = {
  noLines: "Add at least one line to the sale.",
  unknownWork: "One of the works is not in the shop any more.",
  unavailable: (titles: string[]) =>
    `${titles.map((t) => `"${t}"`).join(", ")} ${titles.length === 1 ? "is" : "are"} sold or held by another order.`,
  noPrice: (title: string) => `"${title}" has no price: enter the price agreed.`,
  recorded: (orderNumber: string) => `Sale recorded as order ${orderNumber}`,
} as const;

export async function recordStudioSale(input: StudioSaleInput, options: { actor: Actor; now?: Date }): Promise<OrderTransitionResult> {
  const now = options.now ?? new Date();
  if (input.lines.length === 0) throw new OrderTransitionError(STUDIO_SALE_MESSAGES.noLines, "refused");
  const originalIds = [...new Set(input.lines.flatMap((l) => (l.kind === "original" ? [l.artworkId] : [])))].sort();
  const reference = normaliseTransactionReference(input.payment.reference) ?? null;
  const email = (input.customer.email ?? "").trim().toLowerCase();

  const result = await db.$transaction(async (tx) => {
    if (originalIds.length) await tx.$queryRaw`SELECT id FROM artworks WHERE id = ANY(${originalIds}::uuid[]) ORDER BY id FOR UPDATE`;
    const works = originalIds.length
      ? await tx.artwork.findMany({ where: { id: { in: originalIds } }, select: { id: true, title: true, slug: true, status: true, reservedByOrderId: true, pricePaisa: true, images: true } })
      : [];
    if (works.length !== originalIds.length) throw new OrderTransitionError(STUDIO_SALE_MESSAGES.unknownWork, "refused");
    const taken = works.filter((w) => w.status !== "available" || w.reservedByOrderId !== null).map((w) => w.title);
    if (taken.length) throw new OrderTransitionError(STUDIO_SALE_MESSAGES.unavailable(taken), "artwork_unavailable", taken);

    const lines = input.lines.map((line, position) => {
      if (line.kind === "original") {
        const work = works.find((w) => w.id === line.artworkId)!;
        const price = line.unitPricePaisa ?? work.pricePaisa;
        if (price == null) throw new OrderTransitionError(STUDIO_SALE_MESSAGES.noPrice(work.title), "refused");
        return {
          position,
          lineType: "artwork" as const,
          artworkId: work.id,
          title: work.title,
          imageUrl: work.images[0] ?? null,
          unitPricePaisa: price,
          quantity: 1,
          lineTotalPaisa: price,
          customizations: { size: "original", sizeLabel: "Original", framing: "none" },
        };
      }
      return {
        position,
        lineType: "custom" as const,
        title: line.title,
        unitPricePaisa: line.unitPricePaisa,
        quantity: line.quantity,
        lineTotalPaisa: line.unitPricePaisa * BigInt(line.quantity),
      };
    });
    const total = lines.reduce((sum, l) => sum + l.lineTotalPaisa, BigInt(0));
    const orderNumber = await allocateOrderNumber(tx, now);
    const order = await tx.order.create({
      data: {
        orderNumber,
        accessToken: newAccessToken(),
        customerEmail: email,
        customerEmailCanonical: email ? canonicalEmail(email) : "",
        customerInfo: {
          name: input.customer.name.trim(),
          email,
          phone: input.customer.phone?.trim() ?? "",
          address: input.customer.address?.trim() ?? "",
          notes: input.note?.trim() ?? "",
        },
        metadata: { source: "studio", recorded_by: options.actor.email },
        subtotalPaisa: total,
        taxPaisa: 0,
        shippingPaisa: 0,
        totalPaisa: total,
        // Paid on the spot: no payment window.
        paymentDueAt: null,
        createdAt: now,
        lines: { create: lines },
      },
      select: { id: true },
    });
    if (originalIds.length) await tx.artwork.updateMany({ where: { id: { in: originalIds } }, data: { reservedByOrderId: order.id } });
    await tx.orderHistory.create({
      data: { ...historyActor(order.id, options.actor), field: "status", fromValue: null, toValue: "pending", detail: "Sale recorded in the studio" },
    });
    return changeOrderIn(
      tx,
      order.id,
      paymentChange(order.id, { method: input.payment.method, amountPaisa: input.payment.amountPaisa ?? null, reference }, reference),
      { actor: options.actor, now, notifyApproval: Boolean(input.notifyCustomer && email), whenBlocked: "refuse" },
    );
  });
  kickEmailWorker();
  refreshArtworkPages([...result.sold, ...result.reserved]);
  return toResult(result, reference);
}
