"use server";
/**
 * Back-office order actions: status, payment status, Mark Paid (with transaction reference),
 * Reject payment (with optional email), internal notes. Built on adminAction: administrator
 * first, then input, then lib/orders/transitions.ts (the artwork side, history and emails).
 */
import { db } from "@/lib/db";
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { cleanText } from "@/lib/domain/text-input";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import {
  OrderTransitionError,
  cancelOrder,
  markOrderPaid,
  previewOrderTransition,
  rejectPayment,
  setOrderStatus,
  setPaymentStatus,
  recordPayment,
  refundOrder,
  voidPayment,
  restockOrder,
  reopenOrder,
} from "@/lib/orders/transitions";
import { formatNpr } from "@/lib/money";
import { describePreview } from "@/lib/domain/order-transition";
import {
  cancelOrderInput,
  markPaidInput,
  previewOrderChangeInput,
  ORDER_MESSAGES,
  orderNoteInput,
  orderStatusInput,
  paymentStatusInput,
  rejectPaymentInput,
  markShippedInput,
  markFulfilledInput,
  previewFulfilmentInput,
  recordPaymentInput,
  refundInput,
  voidPaymentInput,
  orderOnlyInput,
  adjustOrderInput,
  studioSaleInput,
} from "@/lib/validation/admin/orders";
import { ADJUST_MESSAGES, adjustOrder, type OrderAdjustment } from "@/lib/orders/adjust";
import { recordStudioSale, STUDIO_SALE_MESSAGES } from "@/lib/orders/studio-sale";
import { markOrderShipped, previewFulfilment, updateFulfilment } from "@/lib/orders/fulfilment";
import { FULFILMENT_MESSAGES } from "@/lib/domain/fulfilment";

function transitionFailure(prefix: string, error: unknown): never {
  if (error instanceof OrderTransitionError) throw new AdminActionError(`${prefix}: ${error.message}`);
  throw error;
}

export const updateOrderStatus = adminAction(
  orderStatusInput,
  async ({ orderId, status }, admin) => {
    assertWritable(DEMO_MESSAGES.orderStatus);
    const result = await setOrderStatus(orderId, status, { actor: admin }).catch((e) => transitionFailure(ORDER_MESSAGES.statusFailed, e));
    return withMessage({ status: result.status, released: result.released }, ORDER_MESSAGES.statusUpdated(result.status));
  },
  { failureMessage: ORDER_MESSAGES.statusFailed, permission: "orders" },
);

export const updatePaymentStatus = adminAction(
  paymentStatusInput,
  async ({ orderId, paymentStatus }, admin) => {
    assertWritable(DEMO_MESSAGES.paymentStatus);
    const result = await setPaymentStatus(orderId, paymentStatus, { actor: admin }).catch((e) =>
      transitionFailure(ORDER_MESSAGES.paymentFailed, e),
    );
    return withMessage(
      { paymentStatus: result.paymentStatus, approvalEmailQueued: result.approvalEmailId !== null, sold: result.sold },
      ORDER_MESSAGES.paymentUpdated(result.paymentStatus),
    );
  },
  { failureMessage: ORDER_MESSAGES.paymentFailed, permission: "orders" },
);

export const markPaid = adminAction(
  markPaidInput,
  async ({ orderId, transactionReference }, admin) => {
    assertWritable(DEMO_MESSAGES.paymentStatus);
    const result = await markOrderPaid(orderId, { actor: admin, transactionReference: transactionReference ?? null }).catch((e) =>
      transitionFailure(ORDER_MESSAGES.paymentFailed, e),
    );
    return withMessage(
      {
        paymentStatus: result.paymentStatus,
        approvalEmailQueued: result.approvalEmailId !== null,
        depositEmailQueued: Boolean(result.depositEmailId),
        transactionReference: result.transactionReference,
        duplicateReferenceOrders: result.duplicateReferenceOrders,
        sold: result.sold,
      },
      ORDER_MESSAGES.paymentUpdated(result.paymentStatus),
    );
  },
  { failureMessage: ORDER_MESSAGES.paymentFailed, permission: "orders" },
);

/** Record a payment: a QR payment verified, or cash, bank or wallet received in the studio. */
export const recordOrderPayment = adminAction(
  recordPaymentInput,
  async ({ orderId, method, amount, reference, note }, admin) => {
    assertWritable(DEMO_MESSAGES.paymentStatus);
    const result = await recordPayment(
      orderId,
      { method, amountPaisa: amount ?? null, reference: reference ?? null, note: note ? cleanText(note) : null },
      { actor: admin },
    ).catch((e) => transitionFailure(ORDER_MESSAGES.paymentFailed, e));
    return withMessage(
      {
        paymentStatus: result.paymentStatus,
        status: result.status,
        approvalEmailQueued: result.approvalEmailId !== null,
        depositEmailQueued: Boolean(result.depositEmailId),
        sold: result.sold,
      },
      ORDER_MESSAGES.paymentRecorded(amount ? formatNpr(Number(amount)) : "the balance"),
    );
  },
  { failureMessage: ORDER_MESSAGES.paymentFailed, permission: "orders" },
);

/** A full or partial refund: amount, method, reference and reason; the buyer is emailed. */
export const refundOrderPayment = adminAction(
  refundInput,
  async ({ orderId, method, amount, reference, reason, notifyCustomer }, admin) => {
    assertWritable(DEMO_MESSAGES.paymentStatus);
    const result = await refundOrder(
      orderId,
      { amountPaisa: amount, method, reference: reference ?? null, reason: cleanText(reason ?? ""), notifyCustomer },
      { actor: admin },
    ).catch((e) => transitionFailure(ORDER_MESSAGES.paymentFailed, e));
    return withMessage(
      { paymentStatus: result.paymentStatus, status: result.status, refundEmailQueued: result.refundEmailId !== null },
      ORDER_MESSAGES.refundRecorded(formatNpr(Number(amount))),
    );
  },
  { failureMessage: ORDER_MESSAGES.paymentFailed, permission: "orderMoney" },
);

/** Undo a payment recorded by mistake (a wrong Mark Paid), with an optional correction email. */
export const voidOrderPayment = adminAction(
  voidPaymentInput,
  async ({ orderId, entryId, reason, sendCorrection }, admin) => {
    assertWritable(DEMO_MESSAGES.paymentStatus);
    const result = await voidPayment(orderId, { entryId, reason: reason ? cleanText(reason) : null, sendCorrection }, { actor: admin }).catch((e) =>
      transitionFailure(ORDER_MESSAGES.paymentFailed, e),
    );
    return withMessage(
      { paymentStatus: result.paymentStatus, correctionEmailQueued: result.correctionEmailId !== null },
      ORDER_MESSAGES.paymentUndone,
    );
  },
  { failureMessage: ORDER_MESSAGES.paymentFailed, permission: "orderMoney" },
);

/** The originals are confirmed back in the studio: on sale again. */
export const restockOrderOriginals = adminAction(
  orderOnlyInput,
  async ({ orderId }, admin) => {
    assertWritable(DEMO_MESSAGES.orderStatus);
    const result = await restockOrder(orderId, { actor: admin }).catch((e) => transitionFailure(ORDER_MESSAGES.statusFailed, e));
    return withMessage({ released: result.released }, ORDER_MESSAGES.restocked);
  },
  { failureMessage: ORDER_MESSAGES.statusFailed, permission: "orderMoney" },
);

export const reopenCancelledOrder = adminAction(
  orderOnlyInput,
  async ({ orderId }, admin) => {
    assertWritable(DEMO_MESSAGES.orderStatus);
    const result = await reopenOrder(orderId, { actor: admin }).catch((e) => transitionFailure(ORDER_MESSAGES.statusFailed, e));
    return withMessage({ status: result.status, reserved: result.reserved }, ORDER_MESSAGES.reopened);
  },
  { failureMessage: ORDER_MESSAGES.statusFailed, permission: "orders" },
);

export const rejectOrderPayment = adminAction(
  rejectPaymentInput,
  async ({ orderId, notifyCustomer, reason }, admin) => {
    assertWritable(DEMO_MESSAGES.paymentStatus);
    const cleanReason = reason ? cleanText(reason).trim() || null : null;
    const result = await rejectPayment(orderId, { actor: admin, notifyCustomer, reason: cleanReason }).catch((e) =>
      transitionFailure(ORDER_MESSAGES.paymentFailed, e),
    );
    return withMessage(
      { paymentStatus: result.paymentStatus, released: result.released, rejectionEmailQueued: result.rejectionEmailId !== null },
      ORDER_MESSAGES.paymentUpdated(result.paymentStatus),
    );
  },
  { failureMessage: ORDER_MESSAGES.paymentFailed, permission: "orders" },
);

export const cancelOrderWithReason = adminAction(
  cancelOrderInput,
  async ({ orderId, notifyCustomer, reason }, admin) => {
    assertWritable(DEMO_MESSAGES.orderStatus);
    const cleanReason = reason ? cleanText(reason).trim() || null : null;
    const result = await cancelOrder(orderId, { actor: admin, notifyCustomer, reason: cleanReason }).catch((e) =>
      transitionFailure(ORDER_MESSAGES.statusFailed, e),
    );
    return withMessage(
      { status: result.status, released: result.released, cancellationEmailQueued: result.cancellationEmailId !== null },
      ORDER_MESSAGES.statusUpdated(result.status),
    );
  },
  { failureMessage: ORDER_MESSAGES.statusFailed, permission: "orders" },
);

/** Read-only: what the change would do (who is emailed, what is sold or released), or why it is refused. */
export const previewOrderChange = adminAction(
  previewOrderChangeInput,
  async ({ orderId, status, paymentStatus, notifyCustomer }) => {
    const preview = await previewOrderTransition(orderId, { status, paymentStatus }, { notifyCustomer }).catch((e) => {
      if (e instanceof OrderTransitionError) throw new AdminActionError(e.message);
      throw e;
    });
    return { refusal: preview.refusal, lines: describePreview(preview), preview };
  },
  { failureMessage: ORDER_MESSAGES.fetchFailed, permission: "orders" },
);

export const addOrderNote = adminAction(
  orderNoteInput,
  async ({ orderId, body }, admin) => {
    assertWritable(DEMO_MESSAGES.updateOrder);
    const text = cleanText(body).trim();
    const note = await db.$transaction(async (tx) => {
      const order = await tx.order.findUnique({ where: { id: orderId }, select: { id: true } });
      if (!order) throw new AdminActionError(ORDER_MESSAGES.orderNotFound);
      const created = await tx.orderNote.create({
        data: { orderId, authorId: admin.id, authorEmail: admin.email, body: text },
        select: { id: true, body: true, authorEmail: true, createdAt: true },
      });
      await tx.orderHistory.create({
        data: { orderId, actorId: admin.id, actorEmail: admin.email, field: "note", toValue: text.slice(0, 200) },
      });
      return created;
    });
    return withMessage(note, ORDER_MESSAGES.noteAdded);
  },
  { failureMessage: ORDER_MESSAGES.noteFailed, permission: "orders" },
);

/** Mark shipped: courier and tracking number or link; the customer is emailed them. */
export const shipOrder = adminAction(
  markShippedInput,
  async ({ orderId, courier, trackingNumber, trackingUrl }, admin) => {
    assertWritable(DEMO_MESSAGES.orderStatus);
    const result = await markOrderShipped(orderId, { courier: cleanText(courier), trackingNumber, trackingUrl }, { actor: admin }).catch((e) =>
      transitionFailure(FULFILMENT_MESSAGES.failed, e),
    );
    return withMessage(
      { fulfilmentStatus: result.fulfilmentStatus, status: result.status, shippedEmailQueued: result.shippedEmailId !== null },
      FULFILMENT_MESSAGES.shipped,
    );
  },
  { failureMessage: FULFILMENT_MESSAGES.failed, permission: "orders" },
);

/** Mark delivered or Mark collected: the order is completed. */
export const markOrderFulfilled = adminAction(
  markFulfilledInput,
  async ({ orderId, fulfilmentStatus }, admin) => {
    assertWritable(DEMO_MESSAGES.orderStatus);
    const result = await updateFulfilment(orderId, fulfilmentStatus, { actor: admin }).catch((e) =>
      transitionFailure(FULFILMENT_MESSAGES.failed, e),
    );
    return withMessage({ fulfilmentStatus: result.fulfilmentStatus, status: result.status }, FULFILMENT_MESSAGES[fulfilmentStatus]);
  },
  { failureMessage: FULFILMENT_MESSAGES.failed, permission: "orders" },
);

/** Read-only: what a fulfilment change would do (who is emailed), or why it is refused. */
export const previewOrderFulfilment = adminAction(
  previewFulfilmentInput,
  async ({ orderId, fulfilmentStatus }) =>
    previewFulfilment(orderId, fulfilmentStatus).catch((e) => {
      if (e instanceof OrderTransitionError) throw new AdminActionError(e.message);
      throw e;
    }),
  { failureMessage: ORDER_MESSAGES.fetchFailed, permission: "orders" },
);

/** Change an order before it is paid in full: a quote's price, a line, the shipping, a discount. */
export const adjustUnpaidOrder = adminAction(
  adjustOrderInput,
  async ({ orderId, notifyCustomer, adjustment: a }, admin) => {
    assertWritable(DEMO_MESSAGES.updateOrder);
    const adjustment: OrderAdjustment =
      a.kind === "set_line_price"
        ? { kind: a.kind, lineId: a.lineId, unitPricePaisa: a.unitPrice }
        : a.kind === "add_line"
          ? { kind: a.kind, title: cleanText(a.title), unitPricePaisa: a.unitPrice, quantity: a.quantity }
          : a.kind === "remove_line"
            ? { kind: a.kind, lineId: a.lineId }
            : a.kind === "shipping"
              ? { kind: a.kind, shippingPaisa: a.shipping }
              : { kind: a.kind, title: cleanText(a.title), amountPaisa: a.amount };
    const result = await adjustOrder(orderId, adjustment, { actor: admin, notifyCustomer }).catch((e) => transitionFailure(ORDER_MESSAGES.statusFailed, e));
    return withMessage(
      { paymentStatus: result.paymentStatus, balancePaisa: Number(result.balancePaisa), balanceEmailQueued: result.balanceEmailId !== null },
      result.balanceEmailId ? ADJUST_MESSAGES.adjusted : ADJUST_MESSAGES.adjustedQuietly,
    );
  },
  { failureMessage: ORDER_MESSAGES.statusFailed, permission: "orderMoney" },
);

/** Record a sale made in the studio or on WhatsApp: its lines, its customer and the payment received. */
export const recordStudioSaleAction = adminAction(
  studioSaleInput,
  async (input, admin) => {
    assertWritable(DEMO_MESSAGES.updateOrder);
    const result = await recordStudioSale(
      {
        customer: { ...input.customer, name: cleanText(input.customer.name) },
        lines: input.lines.map((l) =>
          l.kind === "original"
            ? { kind: l.kind, artworkId: l.artworkId, unitPricePaisa: l.unitPrice ?? null }
            : { kind: l.kind, title: cleanText(l.title), unitPricePaisa: l.unitPrice, quantity: l.quantity },
        ),
        payment: { method: input.payment.method, amountPaisa: input.payment.amount ?? null, reference: input.payment.reference ?? null },
        note: input.note ? cleanText(input.note) : null,
        notifyCustomer: input.notifyCustomer,
      },
      { actor: admin },
    ).catch((e) => transitionFailure(ORDER_MESSAGES.paymentFailed, e));
    return withMessage(
      { orderId: result.orderId, orderNumber: result.orderNumber, paymentStatus: result.paymentStatus, sold: result.sold },
      STUDIO_SALE_MESSAGES.recorded(result.orderNumber),
    );
  },
  { failureMessage: ORDER_MESSAGES.paymentFailed, permission: "orderMoney" },
);
