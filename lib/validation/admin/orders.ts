/** Inputs and messages of the back office's order actions (spec sections 2, 4 and 8). */
import { z } from "@/lib/validation/z";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "@/lib/domain/order-status";
import { MAX_TRANSACTION_REFERENCE_LENGTH } from "@/lib/domain/transaction-reference";

export const ORDER_MESSAGES = {
  statusUpdated: (status: string) => `Order status updated to ${status}`,
  paymentUpdated: (status: string) => `Payment status updated to ${status}`,
  approvalSent: "Approval email sent to customer",
  rejectionSent: "The customer was emailed that the payment was not confirmed",
  cancellationSent: "The customer was emailed that the order is cancelled",
  statusFailed: "Failed to update order status",
  paymentFailed: "Failed to update payment status",
  fetchFailed: "Failed to fetch orders",
  noteAdded: "Note added",
  noteFailed: "Failed to add note",
  duplicateReference: (orders: string[]) =>
    `This transaction reference is already recorded on ${orders.join(", ")}. Check that the payment was not used twice.`,
  orderNotFound: "Order not found",
} as const;

const orderId = z.uuid(ORDER_MESSAGES.orderNotFound);

export const orderStatusInput = z.object({ orderId, status: z.enum(ORDER_STATUSES) });
export const paymentStatusInput = z.object({ orderId, paymentStatus: z.enum(PAYMENT_STATUSES) });

const reference = z
  .string()
  .max(MAX_TRANSACTION_REFERENCE_LENGTH, `The transaction reference must be at most ${MAX_TRANSACTION_REFERENCE_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}\s\-_./#:]*$/u, "The transaction reference may only contain letters, digits, spaces and - _ . / # :")
  .optional()
  .nullable();

export const markPaidInput = z.object({ orderId, transactionReference: reference });

export const rejectPaymentInput = z.object({
  orderId,
  notifyCustomer: z.boolean().default(false),
  reason: z.string().max(500, "The reason must be at most 500 characters").optional().nullable(),
});

export const cancelOrderInput = z.object({
  orderId,
  notifyCustomer: z.boolean().default(false),
  reason: z.string().max(500, "The reason must be at most 500 characters").optional().nullable(),
});

/** What a confirmation dialog asks about: the change it is about to make. */
export const previewOrderChangeInput = z.object({
  orderId,
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  notifyCustomer: z.boolean().optional(),
});

export const orderNoteInput = z.object({
  orderId,
  body: z.string().max(2000, "A note must be at most 2000 characters").refine((v) => v.trim().length > 0, "Write a note first"),
});
