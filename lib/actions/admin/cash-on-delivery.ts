"use server";
/**
 * Back-office actions on a pay-on-delivery order (lib/orders/cash-on-delivery.ts): confirm by
 * phone, cash collected, a refused delivery, its return (Nepal Can Move: ./couriers.ts).
 * Each is an adminAction: the administrator (or assistant: orders and fulfilment) first, then
 * the input, then the order's transition table refuses what the state does not allow.
 */
import { z } from "@/lib/validation/z";
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { OrderTransitionError } from "@/lib/orders/ledger";
import { cancelOrder } from "@/lib/orders/transitions";
import {
  COD_MESSAGES_ADMIN,
  confirmCodOrder,
  recordCashCollected,
  recordRefusedDelivery,
  recordReturn,
} from "@/lib/orders/cash-on-delivery";
import { ORDER_MESSAGES } from "@/lib/validation/admin/orders";
import { DEPOSIT_FATES } from "@/lib/domain/cod-deposit";
import { MANUAL_METHODS } from "@/lib/domain/ledger";
import { can } from "@/lib/domain/admin-permissions";

const COD_RETURN_MESSAGES = {
  depositNeedsAdmin: "Keeping or refunding the deposit is for an administrator: ask one to record the return.",
} as const;

const orderId = z.uuid(ORDER_MESSAGES.orderNotFound);
const orderOnly = z.object({ orderId });

function refused(error: unknown): never {
  if (error instanceof OrderTransitionError) throw new AdminActionError(error.message);
  throw error;
}

export const confirmCodByPhone = adminAction(
  orderOnly,
  async ({ orderId }, admin) => {
    assertWritable(DEMO_MESSAGES.orderStatus);
    await confirmCodOrder(orderId, { actor: admin }).catch(refused);
    return withMessage({ confirmed: true }, COD_MESSAGES_ADMIN.confirmed);
  },
  { failureMessage: COD_MESSAGES_ADMIN.failed, permission: "orders" },
);

/** The call found no buyer, or the buyer backed out: the order is cancelled and its hold released. */
export const cancelCodByPhone = adminAction(
  z.object({ orderId, reason: z.string().trim().max(200, "Keep the reason under 200 characters").optional() }),
  async ({ orderId, reason }, admin) => {
    assertWritable(DEMO_MESSAGES.orderStatus);
    const result = await cancelOrder(orderId, { actor: admin, reason: reason || "not confirmed by phone", notifyCustomer: true }).catch(refused);
    return withMessage({ status: result.status }, ORDER_MESSAGES.statusUpdated(result.status));
  },
  { failureMessage: COD_MESSAGES_ADMIN.failed, permission: "orders" },
);

export const recordCodCash = adminAction(
  z.object({
    orderId,
    by: z.enum(["courier", "in_person"]),
    reference: z.string().trim().max(120, "A reference is at most 120 characters").optional(),
  }),
  async ({ orderId, by, reference }, admin) => {
    assertWritable(DEMO_MESSAGES.orderStatus);
    const result = await recordCashCollected(orderId, { by, reference: reference || null }, { actor: admin }).catch(refused);
    return withMessage({ paymentStatus: result.paymentStatus }, COD_MESSAGES_ADMIN.collected);
  },
  { failureMessage: COD_MESSAGES_ADMIN.failed, permission: "orders" },
);

export const recordCodRefused = adminAction(
  z.object({ orderId, reason: z.string().trim().max(300, "Keep the reason under 300 characters").optional() }),
  async ({ orderId, reason }, admin) => {
    assertWritable(DEMO_MESSAGES.orderStatus);
    await recordRefusedDelivery(orderId, { reason: reason || null }, { actor: admin }).catch(refused);
    return withMessage({ refused: true }, COD_MESSAGES_ADMIN.refused);
  },
  { failureMessage: COD_MESSAGES_ADMIN.failed, permission: "orders" },
);

/**
 * The refused parcel is back. A deposit paid is kept or refunded: a money decision, so only for
 * those who may refund (orderMoney); the order's state decides whether a fate is needed.
 */
export const recordCodReturn = adminAction(
  z.object({
    orderId,
    depositFate: z.enum(DEPOSIT_FATES).optional(),
    method: z.enum(MANUAL_METHODS).optional(),
    reference: z.string().trim().max(120, "A reference is at most 120 characters").optional(),
  }),
  async ({ orderId, depositFate, method, reference }, admin) => {
    assertWritable(DEMO_MESSAGES.orderStatus);
    if (depositFate && !can(admin.role, "orderMoney")) throw new AdminActionError(COD_RETURN_MESSAGES.depositNeedsAdmin);
    const result = await recordReturn(orderId, { depositFate: depositFate ?? null, method: method ?? null, reference: reference || null }, { actor: admin }).catch(refused);
    return withMessage({ released: result.released }, COD_MESSAGES_ADMIN.returned);
  },
  { failureMessage: COD_MESSAGES_ADMIN.failed, permission: "orders" },
);
