/**
 * Orders that change before they are paid in full: an administrator sets a line priced "on quote"
 * (a custom frame) to its price, adds or removes a line, changes the shipping or adds a discount.
 * Each goes through the ledger's change (lib/orders/ledger.ts), so the new total gives the new
 * balance at once, the transition table refuses it on a paid, shipped or cancelled order, and the
 * buyer is emailed the new total with the link to pay the balance on the same order page.
 *
 * Tax stays as it was placed: an adjustment is a price the shop quotes, tax included.
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import { paymentDeadline } from "@/lib/domain/order-hold";
import { formatNpr, paisaFromDb } from "@/lib/money";
import { paymentPageUrl } from "@/lib/orders/order-result";
import { assertAllowed, changeOrder, historyActor, OrderTransitionError, queueBuyerUpdate, type Actor } from "@/lib/orders/ledger";
import type { OrderTransitionResult } from "@/lib/orders/transitions";
import { markShippingQuoted } from "@/lib/orders/delivery-quote";

export type OrderAdjustment =
  | { kind: "set_line_price"; lineId: string; unitPricePaisa: bigint }
  | { kind: "add_line"; title: string; unitPricePaisa: bigint; quantity: number }
  | { kind: "remove_line"; lineId: string }
  | { kind: "shipping"; shippingPaisa: bigint }
  | { kind: "discount"; title: string; amountPaisa: bigint };

export const ADJUST_MESSAGES = {
  lineNotFound: "That line is not on this order.",
  lastLine: "An order keeps at least one line: cancel the order instead.",
  negative: "The new total cannot be below zero.",
  adjusted: "Order updated; the buyer was emailed the new total",
  adjustedQuietly: "Order updated",
} as const;

function describe(adjustment: OrderAdjustment, title: string | null): string {
  switch (adjustment.kind) {
    case "set_line_price":
      return `"${title}" priced at ${formatNpr(Number(adjustment.unitPricePaisa))} each`;
    case "add_line":
      return `"${adjustment.title}" added: ${adjustment.quantity} × ${formatNpr(Number(adjustment.unitPricePaisa))}`;
    case "remove_line":
      return `"${title}" removed`;
    case "shipping":
      return `Shipping set to ${formatNpr(Number(adjustment.shippingPaisa))}`;
    case "discount":
      return `Discount "${adjustment.title}": −${formatNpr(Number(adjustment.amountPaisa))}`;
  }
}

export async function adjustOrder(
  orderId: string,
  adjustment: OrderAdjustment,
  options: { actor?: Actor | null; notifyCustomer?: boolean; now?: Date } = {},
): Promise<OrderTransitionResult & { balancePaisa: bigint; balanceEmailId: string | null }> {
  const result = await changeOrder(
    orderId,
    async ({ tx, state, actor, now }) => {
      assertAllowed(state, "edit_lines");
      const order = await tx.order.findUniqueOrThrow({
        where: { id: orderId },
        select: { subtotalPaisa: true, shippingPaisa: true, taxPaisa: true, totalPaisa: true, paymentDueAt: true, paymentSubmittedAt: true, lines: { orderBy: { position: "asc" } } },
      });
      let subtotal = order.subtotalPaisa;
      let shipping = order.shippingPaisa;
      let tax = order.taxPaisa;
      let lineTitle: string | null = null;
      // The total moves by what changed (whether its tax was included in prices or added stays as placed).
      let delta = BigInt(0);
      const nextPosition = (order.lines.at(-1)?.position ?? -1) + 1;
      switch (adjustment.kind) {
        case "set_line_price": {
          const line = order.lines.find((l) => l.id === adjustment.lineId);
          if (!line) throw new OrderTransitionError(ADJUST_MESSAGES.lineNotFound, "refused");
          lineTitle = line.title;
          delta = (adjustment.unitPricePaisa - line.unitPricePaisa) * BigInt(line.quantity);
          // A frame "on quote" is priced now: the line keeps saying it was quoted, no longer open.
          const c = (line.customizations ?? null) as Record<string, unknown> | null;
          const quoted = c && c.framingOnQuote === true ? { ...c, framingOnQuote: false, framingQuoted: true } : undefined;
          await tx.orderLine.update({
            where: { id: line.id },
            data: {
              unitPricePaisa: adjustment.unitPricePaisa,
              lineTotalPaisa: line.lineTotalPaisa + delta,
              ...(quoted ? { customizations: quoted as Prisma.InputJsonValue } : {}),
            },
          });
          subtotal += delta;
          break;
        }
        case "add_line": {
          const amount = adjustment.unitPricePaisa * BigInt(adjustment.quantity);
          await tx.orderLine.create({
            data: {
              orderId,
              position: nextPosition,
              lineType: "custom",
              title: adjustment.title,
              unitPricePaisa: adjustment.unitPricePaisa,
              quantity: adjustment.quantity,
              lineTotalPaisa: amount,
            },
          });
          subtotal += amount;
          delta = amount;
          break;
        }
        case "remove_line": {
          const line = order.lines.find((l) => l.id === adjustment.lineId);
          if (!line) throw new OrderTransitionError(ADJUST_MESSAGES.lineNotFound, "refused");
          if (order.lines.length === 1) throw new OrderTransitionError(ADJUST_MESSAGES.lastLine, "refused");
          lineTitle = line.title;
          subtotal -= line.unitPricePaisa * BigInt(line.quantity);
          shipping -= line.shippingPaisa;
          tax -= line.taxPaisa;
          delta = -line.lineTotalPaisa;
          await tx.orderLine.delete({ where: { id: line.id } });
          // An original this line held is released with it.
          if (line.artworkId) await tx.artwork.updateMany({ where: { id: line.artworkId, reservedByOrderId: orderId }, data: { reservedByOrderId: null } });
          break;
        }
        case "shipping":
          delta = adjustment.shippingPaisa - shipping;
          shipping = adjustment.shippingPaisa;
          await markShippingQuoted(tx, orderId, now);
          break;
        case "discount":
          await tx.orderLine.create({
            data: {
              orderId,
              position: nextPosition,
              lineType: "adjustment",
              title: adjustment.title,
              unitPricePaisa: -adjustment.amountPaisa,
              quantity: 1,
              lineTotalPaisa: -adjustment.amountPaisa,
            },
          });
          subtotal -= adjustment.amountPaisa;
          delta = -adjustment.amountPaisa;
          break;
      }
      const total = order.totalPaisa + delta;
      if (total < BigInt(0)) throw new OrderTransitionError(ADJUST_MESSAGES.negative, "refused");
      // An order still unpaid gets a fresh payment window for its new total.
      const window = await tx.settings.findUnique({ where: { id: 1 }, select: { paymentWindowMinutes: true } });
      const unpaid = state.money.paidPaisa === BigInt(0) && !order.paymentSubmittedAt && order.paymentDueAt !== null;
      await tx.order.update({
        where: { id: orderId },
        data: {
          subtotalPaisa: subtotal,
          shippingPaisa: shipping,
          taxPaisa: tax,
          totalPaisa: total,
          ...(unpaid ? { paymentDueAt: paymentDeadline(now, window?.paymentWindowMinutes ?? 0) } : {}),
        },
      });
      const what = describe(adjustment, lineTitle);
      await tx.orderHistory.create({
        data: {
          ...historyActor(orderId, actor),
          field: "order_total",
          fromValue: String(order.totalPaisa),
          toValue: String(total),
          detail: `${what}. Total ${formatNpr(Number(order.totalPaisa))} → ${formatNpr(Number(total))}`.slice(0, 500),
        },
      });
      const balance = total - state.money.paidPaisa > BigInt(0) ? total - state.money.paidPaisa : BigInt(0);
      const emailId =
        options.notifyCustomer !== false && balance > BigInt(0)
          ? await queueBuyerUpdate(
              tx,
              state.order,
              {
                kind: "balance_due",
                amount: paisaFromDb(balance),
                totalAmount: paisaFromDb(total),
                paidAmount: paisaFromDb(state.money.paidPaisa),
                reason: what,
                orderUrl: paymentPageUrl(state.order.accessToken),
              },
              now,
            )
          : null;
      return { balancePaisa: balance, balanceEmailId: emailId, emailQueued: Boolean(emailId) };
    },
    { actor: options.actor, now: options.now },
  );
  const extra = result.extra as { balancePaisa: bigint; balanceEmailId: string | null };
  return {
    orderId: result.orderId,
    orderNumber: result.orderNumber,
    status: result.status,
    paymentStatus: result.paymentStatus,
    changed: true,
    sold: result.sold,
    released: result.released,
    reserved: result.reserved,
    approvalEmailId: result.approvalEmailId,
    rejectionEmailId: null,
    cancellationEmailId: null,
    refundEmailId: null,
    correctionEmailId: null,
    balanceEmailId: extra.balanceEmailId,
    refundDueEmailIds: result.refundDueEmailIds,
    transactionReference: null,
    duplicateReferenceOrders: [],
    ledgerEntryId: null,
    balancePaisa: extra.balancePaisa,
  };
}
