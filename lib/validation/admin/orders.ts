/** Inputs and messages of the back office's order actions (spec sections 2, 4 and 8). */
import { z } from "@/lib/validation/z";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "@/lib/domain/order-status";
import { MAX_TRANSACTION_REFERENCE_LENGTH } from "@/lib/domain/transaction-reference";
import { LEDGER_METHODS, MANUAL_METHODS } from "@/lib/domain/ledger";

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
  paymentRecorded: (amount: string) => `Payment of ${amount} recorded`,
  refundRecorded: (amount: string) => `Refund of ${amount} recorded`,
  refundEmailed: "The customer was emailed the refund",
  paymentUndone: "Payment undone",
  correctionSent: "The customer was emailed a correction",
  restocked: "The originals are back on sale",
  reopened: "Order reopened",
  amountInvalid: "Enter an amount in rupees, above zero (at most two decimals)",
  reasonRequired: "Give the reason for the refund",
  methodInvalid: "Choose how the money moved",
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

/** Rupees as typed ("4250", "4,250.50"), to paisa; bounded before anything parses it. */
const rupees = z
  .string(ORDER_MESSAGES.amountInvalid)
  .max(20, ORDER_MESSAGES.amountInvalid)
  .transform((v) => v.replace(/[,\s]/g, ""))
  .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v), ORDER_MESSAGES.amountInvalid)
  .transform((v) => {
    const [whole, fraction = ""] = v.split(".");
    return BigInt(whole) * BigInt(100) + BigInt((fraction + "00").slice(0, 2));
  })
  .refine((v) => v > BigInt(0), ORDER_MESSAGES.amountInvalid);

const reason = (required: boolean) =>
  z
    .string()
    .max(500, "The reason must be at most 500 characters")
    .nullish()
    .transform((v) => (v ?? "").trim() || null)
    .refine((v) => !required || v !== null, ORDER_MESSAGES.reasonRequired);

/** A payment recorded by an administrator: a QR payment verified, or cash, bank or wallet in the studio. */
export const recordPaymentInput = z.object({
  orderId,
  method: z.enum(MANUAL_METHODS, ORDER_MESSAGES.methodInvalid),
  /** Empty: the balance due. */
  amount: rupees.nullish(),
  reference,
  note: reason(false),
});

export const refundInput = z.object({
  orderId,
  method: z.enum(LEDGER_METHODS, ORDER_MESSAGES.methodInvalid),
  amount: rupees,
  reference,
  reason: reason(true),
  notifyCustomer: z.boolean().default(true),
});

export const voidPaymentInput = z.object({
  orderId,
  entryId: z.uuid(ORDER_MESSAGES.orderNotFound),
  reason: reason(false),
  sendCorrection: z.boolean().default(false),
});

export const orderOnlyInput = z.object({ orderId });

const lineTitle = z
  .string("Name the line")
  .max(120, "A line's name must be at most 120 characters")
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, "Name the line");
const quantity = z.coerce.number("Enter a quantity from 1 to 99").int("Enter a quantity from 1 to 99").min(1, "Enter a quantity from 1 to 99").max(99, "Enter a quantity from 1 to 99");
const lineId = z.uuid(ORDER_MESSAGES.orderNotFound);
/** Rupees that may be zero (shipping). */
const rupeesOrZero = z
  .string(ORDER_MESSAGES.amountInvalid)
  .max(20, ORDER_MESSAGES.amountInvalid)
  .transform((v) => v.replace(/[,\s]/g, ""))
  .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v), ORDER_MESSAGES.amountInvalid)
  .transform((v) => {
    const [whole, fraction = ""] = v.split(".");
    return BigInt(whole) * BigInt(100) + BigInt((fraction + "00").slice(0, 2));
  });

/** A change to an order before it is paid in full (lib/orders/adjust.ts). */
export const adjustOrderInput = z.object({
  orderId,
  notifyCustomer: z.boolean().default(true),
  adjustment: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("set_line_price"), lineId, unitPrice: rupeesOrZero }),
    z.object({ kind: z.literal("add_line"), title: lineTitle, unitPrice: rupees, quantity }),
    z.object({ kind: z.literal("remove_line"), lineId }),
    z.object({ kind: z.literal("shipping"), shipping: rupeesOrZero }),
    z.object({ kind: z.literal("discount"), title: lineTitle, amount: rupees }),
  ]),
});

const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .nullish()
    .transform((v) => (v ?? "").trim() || null);

/** A sale made in the studio or on WhatsApp (lib/orders/studio-sale.ts). */
export const studioSaleInput = z.object({
  customer: z.object({
    name: lineTitle.pipe(z.string().min(1, "Enter the customer's name")),
    email: optionalText(254, "The email must be at most 254 characters").refine(
      (v) => v === null || /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,}$/.test(v),
      "Enter a valid email address, or leave it empty",
    ),
    phone: optionalText(40, "The phone number must be at most 40 characters"),
    address: optionalText(300, "The address must be at most 300 characters"),
  }),
  lines: z
    .array(
      z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("original"), artworkId: z.uuid("Choose a work"), unitPrice: rupees.nullish() }),
        z.object({ kind: z.literal("custom"), title: lineTitle, unitPrice: rupees, quantity }),
      ]),
    )
    .min(1, "Add at least one line to the sale.")
    .max(20, "A sale has at most 20 lines."),
  payment: z.object({ method: z.enum(MANUAL_METHODS, ORDER_MESSAGES.methodInvalid), amount: rupees.nullish(), reference }),
  note: optionalText(500, "The note must be at most 500 characters"),
  notifyCustomer: z.boolean().default(false),
});

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

// ---------------------------------------------------------------------------------------------
// Fulfilment: Mark shipped (courier, tracking number or link), delivered, collected.

export const MAX_COURIER_LENGTH = 80;
export const MAX_TRACKING_NUMBER_LENGTH = 100;
export const MAX_TRACKING_URL_LENGTH = 500;

export const FULFILMENT_INPUT_MESSAGES = {
  courierRequired: "Name the courier",
  courierTooLong: `The courier must be at most ${MAX_COURIER_LENGTH} characters`,
  trackingRequired: "Give a tracking number or a tracking link",
  trackingNumberTooLong: `The tracking number must be at most ${MAX_TRACKING_NUMBER_LENGTH} characters`,
  trackingNumberChars: "The tracking number may only contain letters, digits, spaces and - _ . / # :",
  trackingUrlTooLong: `The tracking link must be at most ${MAX_TRACKING_URL_LENGTH} characters`,
  trackingUrlInvalid: "The tracking link must be a web address starting with http:// or https://",
} as const;

const M = FULFILMENT_INPUT_MESSAGES;

/** Empty or missing becomes null; the length is checked before anything else reads the text. */
const optionalField = (max: number, tooLong: string) =>
  z
    .string()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ?? "").trim() || null);

export const markShippedInput = z
  .object({
    orderId,
    courier: z
      .string(M.courierRequired)
      .max(MAX_COURIER_LENGTH, M.courierTooLong)
      .transform((v) => v.trim())
      .refine((v) => v.length > 0, M.courierRequired)
      .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), M.courierRequired),
    trackingNumber: optionalField(MAX_TRACKING_NUMBER_LENGTH, M.trackingNumberTooLong).refine(
      (v) => v === null || /^[\p{L}\p{N} \-_./#:]+$/u.test(v),
      M.trackingNumberChars,
    ),
    trackingUrl: optionalField(MAX_TRACKING_URL_LENGTH, M.trackingUrlTooLong).refine((v) => v === null || isHttpUrl(v), M.trackingUrlInvalid),
  })
  .refine((v) => v.trackingNumber !== null || v.trackingUrl !== null, { message: M.trackingRequired, path: ["trackingNumber"] });

function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const markFulfilledInput = z.object({ orderId, fulfilmentStatus: z.enum(["delivered", "collected"]) });

export const previewFulfilmentInput = z.object({ orderId, fulfilmentStatus: z.enum(["shipped", "delivered", "collected"]) });
