/**
 * The emails the product sends and their payloads (spec section 7, "Email function").
 * Money is integer paisa; `orderId` is the order number customers see (ORD-...).
 */
import { z } from "zod";
import type { EmailType } from "@/lib/generated/prisma/enums";
import { LOCALES } from "@/lib/i18n/locales";
import { listAlertSchema, listConfirmSchema, listNoteSchema, type ListAlertPayload, type ListConfirmPayload, type ListNotePayload } from "@/lib/email/list-types";

export type { EmailType } from "@/lib/generated/prisma/enums";

export const DEFAULT_ESTIMATED_DELIVERY = "5-7 business days";

const text = z.string().trim();
const optionalText = z.string().trim().nullish();
const paisa = z.number().int();
const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * The language of a buyer's email about an order: absent means English. enqueueEmail sets it
 * from the order (orders.locale) for Nepali orders, with the order's date (ISO) for the Nepali
 * templates to show in Bikram Sambat; English payloads are stored exactly as before.
 */
const buyerLanguage = {
  locale: z.enum(LOCALES).optional(),
  orderDate: z.iso.datetime({ offset: true }).optional(),
};

/** The buyer emails about an order that go out in the order's language. */
export const BUYER_ORDER_EMAILS = [
  "order_confirmation",
  "payment_approved",
  "payment_rejected",
  "payment_link",
  "order_shipped",
  "payment_update",
  "order_expired",
  "order_cancelled",
  "order_link",
  "commission_update",
] as const satisfies readonly EmailType[];

export const orderItemSchema = z.object({
  title: text.min(1),
  quantity: z.number().int().positive(),
  /** Unit price in paisa. */
  price: paisa,
  /** What was bought: 'Original', 'Medium print, basic frame', 'Single Person, A4, with frame'. */
  variant: optionalText,
  /** The delivery promise of this line ('5-7 business days', a commission's '2-4 weeks'). */
  delivery: optionalText,
});
export type EmailOrderItem = z.infer<typeof orderItemSchema>;

export const contactFormSchema = z.object({
  name: text.min(1),
  email: text.min(1),
  phone: optionalText,
  subject: optionalText,
  /** commission, workshop, consultation; anything else is shown as General. */
  serviceType: optionalText,
  message: text.min(1),
});

export const orderConfirmationSchema = z.object({
  userName: text.min(1),
  userEmail: text.min(1),
  orderId: text.min(1),
  orderItems: z.array(orderItemSchema).min(1),
  /** Total in paisa. */
  totalAmount: paisa,
  /** Optional breakdown in paisa. */
  subtotalAmount: paisa.optional(),
  taxAmount: paisa.optional(),
  shippingAmount: paisa.optional(),
  /** Link where the customer can see the order (with its access token). */
  orderUrl: httpUrl.optional(),
  /** false when the payment screenshot could not be stored (the customer should email it). */
  screenshotUploaded: z.boolean().optional(),
  ...buyerLanguage,
  /** A commission: its deposit, the balance due when the work is ready, the cancellation policy. */
  commission: z.object({ depositAmount: paisa, balanceAmount: paisa, policy: text }).nullish(),
});

export const adminNotificationSchema = z.object({
  customerName: text.min(1),
  customerEmail: text.min(1),
  customerPhone: optionalText,
  orderId: text.min(1),
  orderItems: z.array(orderItemSchema).min(1),
  totalAmount: paisa,
  /** Whether a payment screenshot came with the order (false: the customer was asked to email it). */
  screenshotUploaded: z.boolean().optional(),
  /** Set when the provider confirmed an online payment, e.g. "eSewa transaction 0007ABC". */
  paidOnline: optionalText,
  /** How many commission reference photos the order carries (shown on the order, never attached). */
  referencePhotos: z.number().int().min(0).default(0),
  /** Back-office link to the order. */
  adminUrl: httpUrl.optional(),
});

export const paymentApprovedSchema = z.object({
  userName: text.min(1),
  userEmail: text.min(1),
  orderId: text.min(1),
  estimatedDelivery: text.min(1).default(DEFAULT_ESTIMATED_DELIVERY),
  orderItems: z.array(orderItemSchema).optional(),
  totalAmount: paisa.optional(),
  /** The back office's Mark Paid payload (spec section 7) repeats these under its own names. */
  customerName: text.min(1).optional(),
  customerEmail: text.min(1).optional(),
  items: z.array(orderItemSchema).optional(),
  /** How the money came, in the buyer's words: "Paid online via eSewa, ref 000AB12". */
  paidWith: optionalText,
  /** The order's page (its access token), with the receipt. */
  orderUrl: httpUrl.optional(),
  /** The order's receipt (PDF). */
  receiptUrl: httpUrl.optional(),
  ...buyerLanguage,
  /** Certificates of authenticity issued with the payment: the work, the number, the PDF's link. */
  certificates: z.array(z.object({ title: text.min(1), number: text.min(1), url: httpUrl })).max(50).optional(),
});

/**
 * To the buyer when the order's money changes after it was placed: a refund paid out, money that
 * arrived without a sale (to be refunded), a new balance to pay, or a payment recorded by mistake.
 */
export const paymentUpdateSchema = z.object({
  userName: text.min(1),
  userEmail: text.min(1),
  orderId: text.min(1),
  kind: z.enum(["refund_issued", "refund_due", "balance_due", "correction"]),
  /** The amount this email is about (refunded, received, due), in paisa. */
  amount: paisa,
  /** "eSewa", "bank transfer"... */
  method: optionalText,
  reference: optionalText,
  reason: optionalText,
  /** The order's new total (balance_due) and what was paid so far. */
  totalAmount: paisa.optional(),
  paidAmount: paisa.optional(),
  orderUrl: httpUrl.optional(),
  /** The order's receipt (PDF). */
  receiptUrl: httpUrl.optional(),
  ...buyerLanguage,
});

/**
 * To the buyer of a commission: a stage reached (accepted, sketch to approve, in progress, ready
 * with the balance to pay, shipped or collected, done) or an update posted by the artist.
 */
export const commissionUpdateSchema = z.object({
  ...buyerLanguage,
  userName: text.min(1),
  userEmail: text.min(1),
  orderId: text.min(1),
  /**
   * The stage reached, "update" for an update posted without a stage change, or
   * "deposit_received" when the deposit is paid (lib/orders/commission-deposit.ts).
   */
  stage: z.enum(["accepted", "sketch", "in_progress", "ready", "shipped", "collected", "done", "update", "deposit_received"]),
  /** The artist's note with it, if any. */
  note: optionalText,
  /** The balance to pay (ready), or still to pay when the work is ready (deposit_received), in paisa. */
  balanceAmount: paisa.nullish(),
  /** The deposit received (deposit_received), in paisa, and how it was paid. */
  depositAmount: paisa.nullish(),
  paidWith: optionalText,
  policy: optionalText,
  orderUrl: httpUrl,
  paymentUrl: httpUrl.nullish(),
  /** The order's language (deposit_received is written in Nepali for an order placed in Nepali). */
  ...buyerLanguage,
});

/** To the administrators: money that needs a person (a refund due). */
export const moneyAlertSchema = z.object({
  orderId: text.min(1),
  customerName: text.min(1),
  customerEmail: text.min(1),
  kind: z.enum(["refund_due"]),
  amount: paisa,
  method: optionalText,
  reference: optionalText,
  /** Why, in words: "paid after the order expired; the work went to another buyer". */
  detail: text.min(1),
  adminUrl: httpUrl.optional(),
});

export const paymentRejectedSchema = z.object({
  userName: text.min(1),
  userEmail: text.min(1),
  orderId: text.min(1),
  /** The administrator's short reason, if any. */
  reason: optionalText,
  ...buyerLanguage,
});

/** To the buyer when the order is placed at 'Proceed to Payment': where to pay, and until when. */
export const paymentLinkSchema = z.object({
  userName: text.min(1),
  userEmail: text.min(1),
  orderId: text.min(1),
  orderItems: z.array(orderItemSchema).min(1),
  totalAmount: paisa,
  /** The order's payment page (its access token). */
  paymentUrl: httpUrl,
  /** ISO date-time until which the order's originals are held, when it holds any. */
  payBy: z.iso.datetime({ offset: true }),
  holdsOriginals: z.boolean().default(false),
  ...buyerLanguage,
  /** How it is paid: now (the payment page), in cash on delivery, or once the shipping is quoted. */
  plan: z.enum(["prepaid", "cod", "quote"]).default("prepaid"),
  /** The number the shop calls to confirm a pay-on-delivery order. */
  phone: text.optional(),
  /** Pay on delivery with a deposit: the deposit paid first (online or by QR); the rest is cash. */
  depositAmount: paisa.optional(),
});

/** To the buyer when an order expired unpaid. */
export const orderExpiredSchema = z.object({
  ...buyerLanguage,
  userName: text.min(1),
  userEmail: text.min(1),
  orderId: text.min(1),
  /** The order's page, which offers to put its lines back in the cart. */
  orderUrl: httpUrl.optional(),
  /**
   * Why it expired: unpaid (the payment window passed), or a pay-on-delivery order the shop could
   * not confirm by phone, or whose deposit did not come, within the call window.
   */
  reason: z.enum(["unpaid", "cod_unconfirmed", "cod_deposit"]).default("unpaid"),
});

/** To the buyer who asked for it ('Track your order'): the link to the order's own page. */
export const orderLinkSchema = z.object({
  ...buyerLanguage,
  userName: text.min(1),
  userEmail: text.min(1),
  orderId: text.min(1),
  /** The order's page (its access token): the payment page while it awaits payment. */
  orderUrl: httpUrl,
});

export const orderCancelledSchema = z.object({
  ...buyerLanguage,
  userName: text.min(1),
  userEmail: text.min(1),
  orderId: text.min(1),
  /** The administrator's reason, if any. */
  reason: optionalText,
  /** Whether the customer had paid (the email then says the refund is arranged separately). */
  wasPaid: z.boolean().default(false),
});

export const orderShippedSchema = z.object({
  userName: text.min(1),
  userEmail: text.min(1),
  orderId: text.min(1),
  courier: text.min(1),
  trackingNumber: optionalText,
  trackingUrl: httpUrl.nullish(),
  orderItems: z.array(orderItemSchema).optional(),
  ...buyerLanguage,
});

export const inquiryAcknowledgementSchema = z.object({
  name: text.min(1),
  email: text.min(1),
  /** commission, workshop, consultation; anything else reads 'your message'. */
  serviceType: optionalText,
  subject: optionalText,
  /** When a reply can be expected ("within 24 hours"). */
  replyWithin: text.min(1).default("within 24 hours"),
});

export const inquiryReplySchema = z.object({
  name: text.min(1),
  email: text.min(1),
  serviceType: optionalText,
  replyText: text.min(1),
  originalMessage: text,
});

export const setPasswordLinkSchema = z.object({
  name: text.min(1),
  email: text.min(1),
  setPasswordUrl: httpUrl,
  /** ISO date-time after which the link no longer works. */
  expiresAt: z.iso.datetime({ offset: true }),
});

/** The Magic Login email: a one-time sign-in link for an administrator. */
export const signInLinkSchema = z.object({
  name: text.min(1),
  email: text.min(1),
  signInUrl: httpUrl,
  /** ISO date-time after which the link no longer works. */
  expiresAt: z.iso.datetime({ offset: true }),
});

export const PAYLOAD_SCHEMAS = {
  contact_form: contactFormSchema,
  order_confirmation: orderConfirmationSchema,
  admin_notification: adminNotificationSchema,
  payment_approved: paymentApprovedSchema,
  payment_rejected: paymentRejectedSchema,
  inquiry_reply: inquiryReplySchema,
  welcome: setPasswordLinkSchema,
  magic_login: signInLinkSchema,
  payment_link: paymentLinkSchema,
  order_expired: orderExpiredSchema,
  order_cancelled: orderCancelledSchema,
  order_shipped: orderShippedSchema,
  inquiry_acknowledgement: inquiryAcknowledgementSchema,
  order_link: orderLinkSchema,
  payment_update: paymentUpdateSchema,
  money_alert: moneyAlertSchema,
  list_confirm: listConfirmSchema,
  list_alert: listAlertSchema,
  list_note: listNoteSchema,
  commission_update: commissionUpdateSchema,
} satisfies Record<EmailType, z.ZodType>;

export type ContactFormPayload = z.input<typeof contactFormSchema>;
export type OrderConfirmationPayload = z.input<typeof orderConfirmationSchema>;
export type AdminNotificationPayload = z.input<typeof adminNotificationSchema>;
export type PaymentApprovedPayload = z.input<typeof paymentApprovedSchema>;
export type PaymentRejectedPayload = z.input<typeof paymentRejectedSchema>;
export type InquiryReplyPayload = z.input<typeof inquiryReplySchema>;
export type WelcomePayload = z.input<typeof setPasswordLinkSchema>;
export type MagicLoginPayload = z.input<typeof signInLinkSchema>;
export type PaymentLinkPayload = z.input<typeof paymentLinkSchema>;
export type OrderExpiredPayload = z.input<typeof orderExpiredSchema>;
export type OrderCancelledPayload = z.input<typeof orderCancelledSchema>;
export type OrderShippedPayload = z.input<typeof orderShippedSchema>;
export type InquiryAcknowledgementPayload = z.input<typeof inquiryAcknowledgementSchema>;
export type OrderLinkPayload = z.input<typeof orderLinkSchema>;
export type PaymentUpdatePayload = z.input<typeof paymentUpdateSchema>;
export type MoneyAlertPayload = z.input<typeof moneyAlertSchema>;
export type CommissionUpdatePayload = z.input<typeof commissionUpdateSchema>;

/** What a caller passes to enqueueEmail for each type. */
export interface EmailPayloads {
  contact_form: ContactFormPayload;
  order_confirmation: OrderConfirmationPayload;
  admin_notification: AdminNotificationPayload;
  payment_approved: PaymentApprovedPayload;
  payment_rejected: PaymentRejectedPayload;
  inquiry_reply: InquiryReplyPayload;
  welcome: WelcomePayload;
  magic_login: MagicLoginPayload;
  payment_link: PaymentLinkPayload;
  order_expired: OrderExpiredPayload;
  order_cancelled: OrderCancelledPayload;
  order_shipped: OrderShippedPayload;
  inquiry_acknowledgement: InquiryAcknowledgementPayload;
  order_link: OrderLinkPayload;
  payment_update: PaymentUpdatePayload;
  money_alert: MoneyAlertPayload;
  list_confirm: ListConfirmPayload;
  list_alert: ListAlertPayload;
  list_note: ListNotePayload;
  commission_update: CommissionUpdatePayload;
}

/** The payloads after validation and defaults (what templates receive). */
export type ParsedEmailPayloads = { [K in EmailType]: z.output<(typeof PAYLOAD_SCHEMAS)[K]> };

export function parsePayload<T extends EmailType>(type: T, payload: unknown): ParsedEmailPayloads[T] {
  return PAYLOAD_SCHEMAS[type].parse(payload) as ParsedEmailPayloads[T];
}

/** Site name and contact details shown in every email (from the settings row). */
export interface EmailSite {
  siteName: string;
  siteUrl: string;
  contactEmail: string;
  supportEmail: string;
  contactPhone: string;
  contactAddress: string;
  /** Payment checks take up to this many hours (settings). */
  paymentCheckHours?: number;
  /** Digits in Nepali emails (settings; Devanagari when absent). */
  nepaliNumerals?: "devanagari" | "latin";
}

/** Service types as shown to people: unknown or missing is 'General' (spec section 3). */
export { inquiryServiceLabel as serviceTypeLabel } from "@/lib/domain/inquiry-reply";
