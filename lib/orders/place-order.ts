/**
 * Placing an order (spec sections 4, 5, 7 and 8), on the server, in ONE database transaction:
 *
 *  1. validate the customer info and the lines again (zod; every field bounded first), and the
 *     idempotency key, which is required;
 *  2. a repeated idempotency key returns the first order (double click, retried request) when
 *     it comes with the same customer and lines; with anything else it is refused;
 *  1'. a cheap look at the rate limits, then the payment screenshot is decoded (nothing is
 *     stored when it is missing, too large or not an image);
 *  3. settings.enableOrders false: orders are paused, none is placed;
 *  4. the rate limits (per email and client, per client, overall), counted in PostgreSQL;
 *  5. every line is re-priced from the database (prices, tax, shipping and totals sent by the
 *     browser are never read); sold, not-for-sale, custom-only, reserved or unavailable items are
 *     refused with a message naming them. The artwork rows are locked FOR UPDATE first, so of
 *     any number of concurrent orders for one original exactly one gets it. The total is capped,
 *     an order holds at most settings.maxReservedOriginals originals, and one customer (by
 *     mailbox and by client address) holds originals with at most one unverified order;
 *  6. a unique order number ORD-{yyyymmdd}-{5 digits};
 *  7. the screenshot is stored under the order number BEFORE the commit (a policy/bucket refusal
 *     still places the order, with a note in its metadata; any other upload error places
 *     nothing); should the transaction then fail, the stored file is removed again;
 *  8. the order, its lines, the originals' reservation and the two emails (customer
 *     confirmation, administrators' notification) are written together.
 * After the commit the email worker is kicked and the public pages of reserved works refreshed.
 */
import { paisaFromDb } from "@/lib/money";
import crypto from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { siteUrl } from "@/lib/env";
import { enqueueEmail, kickEmailWorker } from "@/lib/email/outbox";
import { adminNotificationRecipients } from "@/lib/email/recipients";
import { ImageRejectedError, processImage, type ProcessedImage } from "@/lib/images";
import { IMAGE_RULES } from "@/lib/images/rules";
import { consumeRateLimits, peekRateLimits, senderRateLimits, type RateLimitRule } from "@/lib/rate-limit";
import { canonicalEmail } from "@/lib/domain/email-address";
import { UNKNOWN_CLIENT_ADDRESS } from "@/lib/http/client-address";
import { formatNpr } from "@/lib/money";
import { isPolicyError, storage, type StoredFile } from "@/lib/storage";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import { nextOrderNumber, orderNumberFor } from "@/lib/domain/order-number";
import { orderTotals, type Totals } from "@/lib/domain/pricing";
import { lineDisplayTitle, priceOrderLines, type LineRefusal, type PricedLine } from "@/lib/orders/price-lines";
import { adminNotificationEmailKey, confirmationEmailKey } from "@/lib/orders/email-keys";
import { refreshArtworkPages } from "@/lib/orders/refresh";
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_RATE_LIMITS,
  MAX_ORDER_TOTAL_PAISA,
  idempotencyKeySchema,
  orderLinesSchema,
  validateCustomerInfo,
  lineIsShipped,
  type CustomerField,
  type CustomerFieldErrors,
  type CustomerInfo,
} from "@/lib/validation/checkout";

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
  screenshot: ScreenshotUpload | null;
  /** Who placed it (lib/http/client-address.ts); limits count per client address. */
  clientAddress?: string;
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
  | "failed";

export interface PlacedOrder {
  ok: true;
  orderId: string;
  orderNumber: string;
  /** Opens /order-success?token=... */
  accessToken: string;
  customerEmail: string;
  totalPaisa: number;
  /** The order-confirmation email is queued. */
  emailQueued: boolean;
  /** false when storage refused the screenshot (policy or bucket): the customer should email it. */
  screenshotStored: boolean;
  /** A note for the customer (the screenshot could not be stored). */
  notice: string | null;
  /** This key had already placed the order: nothing new was created. */
  duplicate: boolean;
  /** Slugs of originals now reserved by this order. */
  reservedArtworkSlugs: string[];
}

export interface PlaceOrderRefusal {
  ok: false;
  code: PlaceOrderFailure;
  message: string;
  fieldErrors?: CustomerFieldErrors;
  refusals?: LineRefusal[];
}

export type PlaceOrderResult = PlacedOrder | PlaceOrderRefusal;

export { adminNotificationEmailKey, confirmationEmailKey } from "@/lib/orders/email-keys";

/** Screenshot metadata kept on the order (spec section 3, Order.metadata). */
export interface OrderScreenshotMetadata {
  payment_screenshot: string | null;
  payment_screenshot_uploaded_at: string | null;
  payment_screenshot_note: string | null;
  payment_screenshot_attempted_at: string;
  screenshot_filename: string | null;
  screenshot_size: number;
}

const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 60_000 } as const;
/** Used when the settings row is missing. */
const DEFAULT_MAX_RESERVED_ORIGINALS = 3;

class UploadFailedError extends Error {
  constructor(cause: unknown) {
    super("The payment screenshot could not be stored", { cause });
    this.name = "UploadFailedError";
  }
}

function refusal(code: PlaceOrderFailure, message: string, extra: Partial<PlaceOrderRefusal> = {}): PlaceOrderRefusal {
  return { ok: false, code, message, ...extra };
}

function newAccessToken(): string {
  return crypto.randomBytes(24).toString("base64url");
}

function cleanFileName(name: string | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[^\w.\- ()]/g, "_").slice(0, 120).trim();
  return cleaned || null;
}

async function findOrderByKey(client: Prisma.TransactionClient | typeof db, key: string) {
  return client.order.findUnique({
    where: { idempotencyKey: key },
    select: {
      id: true,
      orderNumber: true,
      accessToken: true,
      customerEmail: true,
      totalPaisa: true,
      metadata: true,
      requestFingerprint: true,
    },
  });
}

/**
 * What was sent with an idempotency key, as a digest: the validated customer and lines (the
 * screenshot is left out: a retry may re-encode it). The same key with another digest is
 * another order, not a retry.
 */
function requestFingerprint(info: CustomerInfo, lines: unknown): string {
  return crypto.createHash("sha256").update(JSON.stringify({ customer: info, lines })).digest("hex");
}

async function duplicateResult(
  client: Prisma.TransactionClient | typeof db,
  order: NonNullable<Awaited<ReturnType<typeof findOrderByKey>>>,
  fingerprint: string,
): Promise<PlaceOrderResult> {
  if (order.requestFingerprint !== fingerprint) {
    return refusal("invalid", CHECKOUT_MESSAGES.checkoutKeyReused);
  }
  const email = await client.emailOutbox.findUnique({
    where: { idempotencyKey: confirmationEmailKey(order.id) },
    select: { status: true },
  });
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
    notice: null,
    duplicate: true,
    reservedArtworkSlugs: [],
  };
}

/** Takes the first free order number from the time's candidate on (locks it until commit). */
async function allocateOrderNumber(tx: Prisma.TransactionClient, now: Date): Promise<string> {
  let candidate = orderNumberFor(now);
  for (let attempt = 0; attempt < 1000; attempt++) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`order-number:${candidate}`}::text))`;
    const taken = await tx.order.findUnique({ where: { orderNumber: candidate }, select: { id: true } });
    if (!taken) return candidate;
    candidate = nextOrderNumber(candidate);
  }
  throw new Error("No free order number for today");
}

function customerInfoJson(info: CustomerInfo) {
  return { name: info.name, email: info.email, phone: info.phone, address: info.address, notes: info.notes };
}

function lineCreate(line: PricedLine, position: number): Prisma.OrderLineCreateWithoutOrderInput {
  return {
    position,
    lineType: line.lineType,
    artwork: line.artworkId ? { connect: { id: line.artworkId } } : undefined,
    service: line.serviceId ? { connect: { id: line.serviceId } } : undefined,
    title: line.title,
    imageUrl: line.imageUrl,
    unitPricePaisa: line.unitPricePaisa,
    quantity: line.quantity,
    shippingPaisa: line.totals.shippingPaisa,
    taxPaisa: line.totals.taxPaisa,
    lineTotalPaisa: line.totals.totalPaisa,
    customizations: line.customizations ? (line.customizations as unknown as Prisma.InputJsonValue) : undefined,
    commission: line.commission ? (line.commission as unknown as Prisma.InputJsonValue) : undefined,
  };
}

async function storeScreenshot(
  orderNumber: string,
  image: ProcessedImage,
): Promise<{ file: StoredFile | null; policyRefused: boolean }> {
  try {
    const file = await storage().put("payment-screenshots", image.body, {
      folder: orderNumber,
      ext: image.ext,
      contentType: image.contentType,
    });
    return { file, policyRefused: false };
  } catch (err) {
    if (isPolicyError(err)) {
      console.warn("[checkout] storage refused the payment screenshot; the order is placed with a note:", err.message);
      return { file: null, policyRefused: true };
    }
    throw new UploadFailedError(err);
  }
}

/**
 * Originals are held while a payment is checked. Refuses an order holding more than the
 * settings allow, or a second such order from one customer: by mailbox, or by client address
 * (unless that is unknown). Locks per mailbox and address serialise two attempts at once.
 */
async function originalsRefusal(
  tx: Prisma.TransactionClient,
  options: { originals: number; maxOriginals: number; mailbox: string; clientAddress: string },
): Promise<PlaceOrderRefusal | null> {
  const { originals, maxOriginals, mailbox, clientAddress } = options;
  if (originals === 0) return null;
  if (originals > maxOriginals) return refusal("limit", CHECKOUT_MESSAGES.tooManyOriginals(maxOriginals));
  const byAddress = clientAddress !== UNKNOWN_CLIENT_ADDRESS;
  const locks = [`originals-mailbox:${mailbox}`, ...(byAddress ? [`originals-client:${clientAddress}`] : [])].sort();
  for (const lock of locks) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${lock}::text))`;
  const held = await tx.$queryRaw<{ id: string }[]>`
    SELECT o.id FROM orders o
    WHERE (o.customer_email_canonical = ${mailbox}::text OR (${byAddress}::boolean AND o.client_address = ${clientAddress}::text))
      AND o.payment_status IN ('pending', 'processing')
      AND o.status IN ('pending', 'processing')
      AND EXISTS (SELECT 1 FROM artworks a WHERE a.reserved_by_order_id = o.id)
    LIMIT 1`;
  return held.length > 0 ? refusal("limit", CHECKOUT_MESSAGES.originalsAlreadyHeld) : null;
}

function firstLinesMessage(issues: { message: string }[]): string {
  const ours = new Set<string>([CHECKOUT_MESSAGES.emptyCart, CHECKOUT_MESSAGES.tooManyLines]);
  const found = issues.find((issue) => ours.has(issue.message) || issue.message.startsWith("Maximum quantity is"));
  return found?.message ?? CHECKOUT_MESSAGES.orderFailed;
}

export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  try {
    return await placeOrderUnguarded(input);
  } catch (err) {
    // The database or storage failed outside the order's transaction (e.g. the repeated-key
    // lookup while the database is down): a clear message, never an unhandled error.
    console.error("[checkout] could not place the order:", err);
    return refusal("failed", CHECKOUT_MESSAGES.orderFailed);
  }
}

function addressMissing(): PlaceOrderRefusal {
  return refusal("invalid", CHECKOUT_MESSAGES.required, { fieldErrors: { address: CHECKOUT_MESSAGES.addressRequired } });
}

async function placeOrderUnguarded(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const now = input.now ?? new Date();
  const clientAddress = input.clientAddress ?? UNKNOWN_CLIENT_ADDRESS;

  // 1. Validation (again: the page validated already, but a request can come from anywhere).
  const customer = validateCustomerInfo(input.customer);
  if (!customer.success) return refusal("invalid", customer.message, { fieldErrors: customer.fieldErrors });
  const info = customer.data;
  const lines = orderLinesSchema.safeParse(input.lines);
  if (!lines.success) return refusal("invalid", firstLinesMessage(lines.error.issues));
  // The delivery address: required when a line is shipped. Artworks always are (known now);
  // services once their shipping is read from the database (step 5).
  if (!info.address && lines.data.some((line) => line.kind === "artwork")) return addressMissing();
  const key = idempotencyKeySchema.safeParse(input.idempotencyKey);
  if (!key.success) return refusal("invalid", CHECKOUT_MESSAGES.checkoutKeyMissing);
  const idempotencyKey = key.data;
  const fingerprint = requestFingerprint(info, lines.data);
  const mailbox = canonicalEmail(info.email);
  const limits: RateLimitRule[] = senderRateLimits(CHECKOUT_RATE_LIMITS, { email: info.email, clientAddress });

  // 2. Fast path for a repeated submission: no second screenshot, no attempt counted.
  const existing = await findOrderByKey(db, idempotencyKey);
  if (existing) return duplicateResult(db, existing, fingerprint);

  // 1'. Cheap checks before the expensive decoding of the screenshot.
  if (!input.screenshot || input.screenshot.bytes.length === 0) {
    return refusal("screenshot", CHECKOUT_MESSAGES.screenshotRequired);
  }
  if (input.screenshot.bytes.length > IMAGE_RULES.screenshot.maxBytes) {
    return refusal("screenshot", CHECKOUT_MESSAGES.screenshotTooLarge);
  }
  if (!(await peekRateLimits(db, limits, now))) return refusal("rate_limited", CHECKOUT_MESSAGES.rateLimited);
  let image: ProcessedImage;
  try {
    image = await processImage(input.screenshot.bytes, { kind: "screenshot" });
  } catch (err) {
    if (err instanceof ImageRejectedError) return refusal("screenshot", err.message);
    throw err;
  }

  let stored: StoredFile | null = null;
  try {
    const outcome = await db.$transaction(async (tx): Promise<PlaceOrderResult> => {
      // 2'. The same key submitted twice at once: the second waits here for the first to commit.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`order-idempotency:${idempotencyKey}`}::text))`;
      const repeated = await findOrderByKey(tx, idempotencyKey);
      if (repeated) return duplicateResult(tx, repeated, fingerprint);

      // 3. Orders paused by the artist.
      const settings = await tx.settings.findUnique({
        where: { id: 1 },
        select: { enableOrders: true, enableNotifications: true, contactEmail: true, supportEmail: true, maxReservedOriginals: true },
      });
      if (!(settings?.enableOrders ?? DEFAULT_SETTINGS.enableOrders)) {
        return refusal("paused", CHECKOUT_MESSAGES.ordersPaused);
      }

      // 4. Rate limits (counted only when this transaction commits).
      const limit = await consumeRateLimits(tx, limits, { now });
      if (!limit.allowed) return refusal("rate_limited", CHECKOUT_MESSAGES.rateLimited);

      // 5. Prices and availability from the database, artwork rows locked until commit.
      const pricing = await priceOrderLines(tx, lines.data, { lock: true, now });
      if (pricing.refusals.length > 0) {
        return refusal("unavailable", pricing.refusals.map((r) => r.message).join(" "), { refusals: pricing.refusals });
      }
      const priced = pricing.priced;
      if (!info.address && priced.some((line) => lineIsShipped({ kind: line.lineType, shippingType: line.shippingType }))) {
        return addressMissing();
      }
      const totals: Totals = orderTotals(priced);
      if (totals.totalPaisa > MAX_ORDER_TOTAL_PAISA) {
        return refusal("limit", CHECKOUT_MESSAGES.totalTooLarge(formatNpr(MAX_ORDER_TOTAL_PAISA)));
      }
      const held = await originalsRefusal(tx, {
        originals: priced.filter((line) => line.original).length,
        maxOriginals: settings?.maxReservedOriginals ?? DEFAULT_MAX_RESERVED_ORIGINALS,
        mailbox,
        clientAddress,
      });
      if (held) return held;

      // 6. Order number, then 7. the screenshot under it (before the commit).
      const orderNumber = await allocateOrderNumber(tx, now);
      const upload = await storeScreenshot(orderNumber, image);
      stored = upload.file;
      const supportEmail = settings?.supportEmail || settings?.contactEmail || DEFAULT_SETTINGS.supportEmail;
      const notice = upload.policyRefused ? CHECKOUT_MESSAGES.screenshotNotStored(supportEmail) : null;
      const metadata: OrderScreenshotMetadata & Record<string, unknown> = {
        payment_method: "manual_qr",
        payment_screenshot: upload.file?.path ?? null,
        payment_screenshot_uploaded_at: upload.file ? new Date().toISOString() : null,
        payment_screenshot_note: upload.policyRefused
          ? "The payment screenshot could not be uploaded (storage refused it); the customer was asked to send it by email."
          : null,
        payment_screenshot_attempted_at: now.toISOString(),
        screenshot_filename: cleanFileName(input.screenshot?.fileName),
        screenshot_size: image.body.length,
      };

      // 8. The order, its lines, the reservation of its originals and its emails.
      const accessToken = newAccessToken();
      const order = await tx.order.create({
        data: {
          orderNumber,
          accessToken,
          idempotencyKey,
          requestFingerprint: fingerprint,
          customerEmail: info.email,
          customerEmailCanonical: mailbox,
          clientAddress,
          customerInfo: customerInfoJson(info),
          shippingAddress: info.address ? { street: info.address } : undefined,
          metadata: metadata as Prisma.InputJsonValue,
          subtotalPaisa: totals.subtotalPaisa,
          taxPaisa: totals.taxPaisa,
          shippingPaisa: totals.shippingPaisa,
          totalPaisa: totals.totalPaisa,
          status: "pending",
          paymentStatus: "pending",
          currency: "NPR",
          createdAt: now,
          lines: { create: priced.map((line, index) => lineCreate(line, index + 1)) },
        },
        select: { id: true },
      });

      const originals = priced.filter((line) => line.original && line.artworkId);
      if (originals.length > 0) {
        const ids = originals.map((line) => line.artworkId as string);
        const reserved = await tx.artwork.updateMany({
          where: { id: { in: ids }, status: "available", reservedByOrderId: null },
          data: { reservedByOrderId: order.id },
        });
        // The rows are locked since step 5, so this cannot miss; if it ever did, place nothing.
        if (reserved.count !== ids.length) throw new Error("An original could not be reserved");
      }

      const orderItems = priced.map((line) => ({
        title: lineDisplayTitle(line),
        quantity: line.quantity,
        price: line.unitPricePaisa,
      }));
      const site = siteUrl();
      const emailQueued = await queueWithoutFailing(tx, "order_confirmation_email", () =>
        enqueueEmail(tx, {
          type: "order_confirmation",
          to: [info.email],
          idempotencyKey: confirmationEmailKey(order.id),
          payload: {
            userName: info.name,
            userEmail: info.email,
            orderId: orderNumber,
            orderItems,
            totalAmount: totals.totalPaisa,
            subtotalAmount: totals.subtotalPaisa,
            taxAmount: totals.taxPaisa,
            shippingAmount: totals.shippingPaisa,
            orderUrl: `${site}/order-success?token=${accessToken}`,
            screenshotUploaded: upload.file !== null,
          },
        }),
      );
      if (settings?.enableNotifications ?? DEFAULT_SETTINGS.enableNotifications) {
        await queueWithoutFailing(tx, "admin_notification_email", async () =>
          enqueueEmail(tx, {
            type: "admin_notification",
            to: await adminNotificationRecipients(tx),
            idempotencyKey: adminNotificationEmailKey(order.id),
            payload: {
              customerName: info.name,
              customerEmail: info.email,
              customerPhone: info.phone,
              orderId: orderNumber,
              orderItems,
              totalAmount: totals.totalPaisa,
              screenshotUploaded: upload.file !== null,
              adminUrl: `${site}/admin/orders`,
            },
          }),
        );
      }

      return {
        ok: true,
        orderId: order.id,
        orderNumber,
        accessToken,
        customerEmail: info.email,
        totalPaisa: totals.totalPaisa,
        emailQueued,
        screenshotStored: upload.file !== null,
        notice,
        duplicate: false,
        reservedArtworkSlugs: [...new Set(originals.map((line) => line.slug))],
      };
    }, TRANSACTION_OPTIONS);

    if (outcome.ok && !outcome.duplicate) {
      kickEmailWorker();
      refreshArtworkPages(outcome.reservedArtworkSlugs);
    }
    return outcome;
  } catch (err) {
    // Nothing was committed: take the stored screenshot away again.
    const file = stored as StoredFile | null;
    if (file) {
      await storage()
        .remove(file.path)
        .catch((removeError: unknown) => console.error("[checkout] could not remove an orphaned screenshot:", removeError));
    }
    if (err instanceof UploadFailedError) {
      console.error("[checkout] payment screenshot upload failed:", err.cause);
      return refusal("upload_failed", CHECKOUT_MESSAGES.uploadFailed);
    }
    // Two submissions with one key that slipped past the lock (e.g. another server process).
    if (isUniqueViolation(err)) {
      const existing = await findOrderByKey(db, idempotencyKey).catch(() => null);
      if (existing) return duplicateResult(db, existing, fingerprint);
    }
    console.error("[checkout] could not place the order:", err);
    return refusal("failed", CHECKOUT_MESSAGES.orderFailed);
  }
}

/**
 * Queues an email inside the order's transaction, behind a savepoint: should the email be
 * refused (e.g. an address the email service cannot take), the order is still placed and the
 * success page says the email was not sent (spec section 8). Returns whether it was queued.
 */
async function queueWithoutFailing(tx: Prisma.TransactionClient, name: string, queue: () => Promise<unknown>): Promise<boolean> {
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

function isUniqueViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: unknown }).code === "P2002";
}
