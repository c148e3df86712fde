/**
 * What placing an order and attaching its payment share: the input and result types, the
 * refusal shape, the emails' item lists and the payment page's address.
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import { siteUrl } from "@/lib/env";
import type { db } from "@/lib/db";
import { paisaFromDb } from "@/lib/money";
import { lineDisplayTitle, type LineRefusal, type PricedLine } from "@/lib/orders/price-lines";
import type { CustomerField, CustomerFieldErrors } from "@/lib/validation/checkout";

export interface ScreenshotUpload {
  bytes: Buffer;
  /** The name the customer's file had (kept in the metadata for the back office). */
  fileName?: string;
}

export interface PlaceOrderInput {
  customer: Partial<Record<CustomerField, unknown>>;
  /** The cart lines as the checkout page sends them (see orderLinesSchema); prices are ignored. */
  lines: unknown;
  /** Random key made once per checkout; the same key again returns the first order. */
  idempotencyKey?: unknown;
  /** The language of the page the order was placed on ("en" or "ne"; anything else: "en"). */
  locale?: unknown;
  /** Only for placeOrder (place and pay at once); placePendingOrder ignores it. */
  screenshot?: ScreenshotUpload | null;
  /** The quick check's solution (the widget's field), asked of an address past its quiet rate. */
  quickCheck?: unknown;
  /** Who placed it (lib/http/client-address.ts); limits count per client address. */
  clientAddress?: string;
  /** {district, country?, payment?} (lib/orders/delivery.ts); absent: the default zone, paid in advance. */
  delivery?: unknown;
  now?: Date;
}

export type PlaceOrderFailure =
  | "invalid"
  | "screenshot"
  | "paused"
  | "rate_limited"
  | "limit"
  | "unavailable"
  | "upload_failed"
  | "not_found"
  | "closed"
  | "pending"
  | "challenge"
  | "failed"
  /** An error left it unknown whether the order (or its payment) was stored: never said to have failed. */
  | "unknown";

export interface PlacedOrder {
  ok: true;
  orderId: string;
  orderNumber: string;
  /** Opens the order's payment page /checkout/pay/<token> and /order-success?token=... */
  accessToken: string;
  customerEmail: string;
  totalPaisa: number;
  /** The email of this step is queued (payment link when placed; confirmation when paid). */
  emailQueued: boolean;
  /** Whether a payment screenshot is stored with the order. */
  screenshotStored: boolean;
  /** A note for the customer (the screenshot could not be stored). */
  notice: string | null;
  /** This key (or screenshot) had already been handled: nothing new was created. */
  duplicate: boolean;
  /** Slugs of originals now reserved by this order. */
  reservedArtworkSlugs: string[];
  /** Until when the buyer may attach the payment screenshot (ISO), null once attached. */
  paymentDueAt: string | null;
}

export interface PlaceOrderRefusal {
  ok: false;
  code: PlaceOrderFailure;
  message: string;
  fieldErrors?: CustomerFieldErrors;
  refusals?: LineRefusal[];
}

export type PlaceOrderResult = PlacedOrder | PlaceOrderRefusal;

/** Screenshot metadata kept on the order (spec section 3, Order.metadata). */
export interface OrderScreenshotMetadata {
  payment_screenshot: string | null;
  payment_screenshot_uploaded_at: string | null;
  payment_screenshot_note: string | null;
  payment_screenshot_attempted_at: string;
  screenshot_filename: string | null;
  screenshot_size: number;
}

export const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 60_000 } as const;

export function refusal(code: PlaceOrderFailure, message: string, extra: Partial<PlaceOrderRefusal> = {}): PlaceOrderRefusal {
  return { ok: false, code, message, ...extra };
}

export function orderEmailItems(priced: Pick<PricedLine, "title" | "customizations" | "commission" | "quantity" | "unitPricePaisa">[]) {
  return priced.map((line) => ({ title: lineDisplayTitle(line), quantity: line.quantity, price: line.unitPricePaisa }));
}

/** The order's payment page (its access token is the address). */
export function paymentPageUrl(accessToken: string): string {
  return `${siteUrl()}/checkout/pay/${accessToken}`;
}

/**
 * Queues an email inside the order's transaction, behind a savepoint: should the email be
 * refused (e.g. an address the email service cannot take), the order is still placed and the
 * page says the email was not sent (spec section 8). Returns whether it was queued.
 */
export async function queueWithoutFailing(tx: Prisma.TransactionClient, name: string, queue: () => Promise<unknown>): Promise<boolean> {
  await tx.$executeRawUnsafe(`SAVEPOINT ${name}`);
  try {
    await queue();
    await tx.$executeRawUnsafe(`RELEASE SAVEPOINT ${name}`);
    return true;
  } catch (err) {
    await tx.$executeRawUnsafe(`ROLLBACK TO SAVEPOINT ${name}`);
    console.error(`[checkout] could not queue the ${name.replaceAll("_", " ")}:`, err instanceof Error ? err.message : err);
    return false;
  }
}


/** An order already in the database, as much of it as the result of a repeated step needs. */
export interface ExistingOrder {
  id: string;
  orderNumber: string;
  accessToken: string;
  customerEmail: string;
  totalPaisa: number | bigint;
  metadata: Prisma.JsonValue | null;
}

/**
 * The result for an order that already exists (a repeated key, an attached screenshot): nothing
 * new is reserved; `emailKey` names the email of the step, whose state says whether it is queued.
 */
export async function existingOrderResult(
  client: Prisma.TransactionClient | typeof db,
  order: ExistingOrder,
  step: { emailKey: string; duplicate: boolean; notice?: string | null; paymentDueAt?: string | null },
): Promise<PlacedOrder> {
  const email = await client.emailOutbox.findUnique({ where: { idempotencyKey: step.emailKey }, select: { status: true } });
  const metadata = (order.metadata ?? {}) as Partial<OrderScreenshotMetadata>;
  return {
    ok: true,
    orderId: order.id,
    orderNumber: order.orderNumber,
    accessToken: order.accessToken,
    customerEmail: order.customerEmail,
    totalPaisa: paisaFromDb(order.totalPaisa),
    emailQueued: email !== null && email.status !== "failed",
    screenshotStored: !!metadata.payment_screenshot,
    notice: step.notice ?? null,
    duplicate: step.duplicate,
    reservedArtworkSlugs: [],
    paymentDueAt: step.paymentDueAt ?? null,
  };
}
