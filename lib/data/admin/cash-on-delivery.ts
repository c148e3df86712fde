import "server-only";
import { requireAdmin } from "@/lib/auth/require-admin";
import { db } from "@/lib/db";
import { formatNpr } from "@/lib/money";
import { readOrderMoney } from "@/lib/orders/ledger";
import { allowedCodActions, codStage, type CodAction, type CodStage } from "@/lib/domain/order-flow";
import { actionRefusal } from "@/lib/domain/order-flow";
import { districtLabel } from "@/lib/domain/districts";
import { getOrderDelivery, refusedDeliveriesOfPhone, type OrderDeliveryView } from "@/lib/data/delivery";
import { ncmConfig } from "@/lib/couriers/ncm";
import { can } from "@/lib/domain/admin-permissions";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AdminOrderDelivery {
  delivery: OrderDeliveryView;
  /** "Bhaktapur, Bagmati · Kathmandu valley · 1-2 days", "Collect from the studio", "Australia (outside Nepal) · on quote". */
  words: string;
  cod: {
    phone: string;
    totalText: string;
    dueText: string;
    /** The deposit asked before the call (null: none), what is still due of it, and what was paid (kept or refunded at a return). */
    deposit: { text: string; dueNowText: string | null; paidText: string | null; keptText: string | null } | null;
    /** An administrator may keep or refund the deposit at a return (orderMoney). */
    mayDecideDeposit: boolean;
    stage: CodStage;
    allowed: CodAction[];
    canCancel: boolean;
    refusedBefore: string[];
    courier: string | null;
    ncm: { enabled: boolean; orderId: string | null; status: string | null };
  } | null;
  /** A pay-on-delivery order confirmed by phone (and not refused): it may ship unpaid. */
  codConfirmed: boolean;
}

/** The delivery chosen at checkout and, for pay on delivery, its stage and allowed steps. */
export async function getAdminOrderDelivery(orderId: string): Promise<AdminOrderDelivery | null> {
  const admin = await requireAdmin("orders");
  if (!UUID.test(orderId)) return null;
  const delivery = await getOrderDelivery(orderId);
  if (!delivery) return null;
  const place = delivery.collect
    ? "Collect from the studio"
    : delivery.country
      ? `${delivery.country} (outside Nepal)`
      : delivery.districtKey
        ? districtLabel(delivery.districtKey)
        : "";
  const words = [
    place,
    delivery.collect ? null : delivery.zoneName,
    delivery.promise || null,
    delivery.shippingOnQuote ? (delivery.quoted ? "shipping quoted" : "shipping to be quoted") : null,
  ]
    .filter(Boolean)
    .join(" · ");
  if (!delivery.cashOnDelivery) return { delivery, words, cod: null, codConfirmed: false };
  const [state, order] = await Promise.all([
    readOrderMoney(db, orderId),
    db.order.findUniqueOrThrow({ where: { id: orderId }, select: { customerInfo: true, courier: true, totalPaisa: true } }),
  ]);
  if (!state) return null;
  const info = (order.customerInfo ?? {}) as { phone?: unknown };
  const stage = codStage(state.flow) ?? "awaiting_call";
  return {
    delivery,
    words,
    codConfirmed: Boolean(delivery.confirmedAt && !delivery.refusedAt),
    cod: {
      phone: typeof info.phone === "string" ? info.phone : "",
      totalText: formatNpr(Number(order.totalPaisa)),
      dueText: formatNpr(Number(state.money.duePaisa)),
      deposit:
        delivery.codDepositPaisa > 0
          ? {
              text: formatNpr(delivery.codDepositPaisa),
              dueNowText: state.money.dueNowPaisa > BigInt(0) ? formatNpr(Number(state.money.dueNowPaisa)) : null,
              paidText: state.money.keptPaisa > BigInt(0) ? formatNpr(Number(state.money.keptPaisa)) : null,
              keptText: delivery.depositKeptPaisa > 0 ? formatNpr(delivery.depositKeptPaisa) : null,
            }
          : null,
      mayDecideDeposit: can(admin.role, "orderMoney"),
      stage,
      allowed: allowedCodActions(state.flow),
      canCancel: actionRefusal(state.flow, "cancel") === null,
      refusedBefore: await refusedDeliveriesOfPhone(delivery.phoneKey, orderId),
      courier: order.courier,
      // Booking a courier is for administrators (lib/actions/admin/couriers.ts).
      ncm: { enabled: ncmConfig() !== null && admin.role === "admin", orderId: delivery.ncmOrderId, status: delivery.ncmStatus },
    },
  };
}
