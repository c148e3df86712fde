/**
 * Placing an order (spec sections 4, 5, 7 and 8). The order exists before the payment:
 *
 *   'Proceed to Payment'   placePendingOrder: the order is placed, status pending, payment
 *                          pending, its one-of-a-kind originals held for the payment window
 *                          (settings.paymentWindowMinutes); the buyer is emailed the link to
 *                          the order's payment page. Every refusal comes here, before any
 *                          payment instruction.
 *   'I've Made the Payment' attachPaymentScreenshot (lib/orders/attach-payment.ts): the
 *                          screenshot is attached, the hold lasts until the payment is verified
 *                          or rejected, and the confirmation and administrators' emails go out.
 *
 * placePendingOrder runs these named steps, all but the first inside ONE transaction:
 *   readCheckoutRequest        validation (zod, every field bounded first) and the idempotency key
 *   findOrderByKey             a repeated key returns the first order (double click, retry)
 *   requireChallengeIfNeeded   an address past its quiet rate must send a solved quick check
 *   loadCheckoutSettings       orders paused? the payment window, the originals limit
 *   priceAndCheckAvailability  every line priced from the database, artwork rows locked FOR
 *                              UPDATE (of any number of buyers of one original exactly one gets
 *                              it); a hold past its window is expired here, never blocks
 *   checkOrderLimits           the total cap, originals per order, one unverified order holding
 *                              originals per mailbox
 *   checkAddressHolds          originals held per client address (at most one order's worth),
 *                              and the quick check before an address holds originals again
 *                              (lib/abuse/original-holds.ts)
 *   checkReferencePhotos       the commission lines' reference photos exist and are free
 *   countOrderAttempt          the rate limits, counted only for an order that is placed
 *   allocateOrderNumber        ORD-{yyyymmdd}-{5 digits}
 *   createOrderRecord          the order and its lines, with its payment deadline
 *   holdOriginals              the originals reserved by it
 *   claimReferencePhotos       the reference photos bound to their order lines
 *   queuePaymentLinkEmail      the buyer's link back to the payment page
 * placeOrder does both at once (a client that has the screenshot already: scripts, API).
 */
import crypto from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueEmail, kickEmailWorker } from "@/lib/email/outbox";
import { consumeRateLimits, senderRateLimits, type RateLimitRule } from "@/lib/rate-limit";
import { canonicalEmail } from "@/lib/domain/email-address";
import { UNKNOWN_CLIENT_ADDRESS } from "@/lib/http/client-address";
import { formatNpr } from "@/lib/money";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import { nextOrderNumber, orderNumberFor } from "@/lib/domain/order-number";
import { orderTotals, type Totals } from "@/lib/domain/pricing";
import { DEFAULT_PAYMENT_WINDOW_MINUTES, paymentDeadline } from "@/lib/domain/order-hold";
import { priceOrderLines, type PricedLine } from "@/lib/orders/price-lines";
import {
  TRANSACTION_OPTIONS,
  existingOrderResult,
  orderEmailItems,
  paymentPageUrl,
  queueWithoutFailing,
  refusal,
  type PlaceOrderInput,
  type PlaceOrderRefusal,
  type PlaceOrderResult,
} from "@/lib/orders/order-result";
import { attachDecodedScreenshot, decodeCountedScreenshot, checkScreenshotSize } from "@/lib/orders/attach-payment";

export * from "@/lib/orders/order-result";
export { attachPaymentScreenshot } from "@/lib/orders/attach-payment";
import { paymentLinkEmailKey } from "@/lib/orders/email-keys";
import { refreshArtworkPages } from "@/lib/orders/refresh";
import { requireQuickCheck } from "@/lib/abuse/challenge";
import { checkOriginalHolds } from "@/lib/abuse/original-holds";
import { checkReferencePhotos, claimReferencePhotos, referencePhotosOfLines } from "@/lib/orders/reference-photos";
import { recordCommissionTerms } from "@/lib/orders/commission-terms";
import { REFERENCE_PHOTO_MESSAGES } from "@/lib/validation/reference-photos";
import { planDelivery, readDeliveryRequest, recordDelivery, type DeliveryPlan, type DeliveryRequest } from "@/lib/orders/delivery";
import {
  CHECKOUT_MESSAGES,
  CHECKOUT_RATE_LIMITS,
  MAX_ORDER_TOTAL_PAISA,
  idempotencyKeySchema,
  orderLinesSchema,
  validateCustomerInfo,
  lineIsShipped,
  type CustomerInfo,
  type OrderLineRequest,
} from "@/lib/validation/checkout";
import { orderLocaleSchema } from "@/lib/validation/locale";
import type { Locale } from "@/lib/i18n/locales";

/** Used when the settings row is missing. */
const DEFAULT_MAX_RESERVED_ORIGINALS = 3;

export function newAccessToken(): string {
  return crypto.randomBytes(24).toString("base64url");
}

// ---------------------------------------------------------------------------------------------
// Step: read the request.

interface CheckoutRequest {
  info: CustomerInfo;
  lines: OrderLineRequest[];
  idempotencyKey: string;
  locale: Locale;
  fingerprint: string;
  mailbox: string;
  clientAddress: string;
  now: Date;
  /** The district (or collection) and the way to pay; null: the default zone, paid in advance. */
  delivery: DeliveryRequest | null;
}

function firstLinesMessage(issues: { message: string }[]): string {
  const ours = new Set<string>([CHECKOUT_MESSAGES.emptyCart, CHECKOUT_MESSAGES.tooManyLines, REFERENCE_PHOTO_MESSAGES.tooMany]);
  const found = issues.find((issue) => ours.has(issue.message) || issue.message.startsWith("Maximum quantity is"));
  return found?.message ?? CHECKOUT_MESSAGES.orderFailed;
}

function addressMissing(): PlaceOrderRefusal {
  return refusal("invalid", CHECKOUT_MESSAGES.required, { fieldErrors: { address: CHECKOUT_MESSAGES.addressRequired } });
}

/**
 * What was sent with an idempotency key, as a digest: the validated customer and lines. The
 * same key with another digest is another order, not a retry.
 */
function requestFingerprint(info: CustomerInfo, lines: unknown, delivery: DeliveryRequest | null = null): string {
  const sent = delivery ? { customer: info, lines, delivery } : { customer: info, lines };
  return crypto.createHash("sha256").update(JSON.stringify(sent)).digest("hex");
}

/** Validation again (the page validated already, but a request can come from anywhere). */
export function readCheckoutRequest(input: PlaceOrderInput): CheckoutRequest | PlaceOrderRefusal {
  const customer = validateCustomerInfo(input.customer);
  if (!customer.success) return refusal("invalid", customer.message, { fieldErrors: customer.fieldErrors });
  const info = customer.data;
  const lines = orderLinesSchema.safeParse(input.lines);
  if (!lines.success) return refusal("invalid", firstLinesMessage(lines.error.issues));
  // The delivery address: required when a line is shipped. Artworks always are (known now);
  // services once their shipping is read from the database.
  const delivery = readDeliveryRequest(input.delivery);
  if (delivery && "field" in delivery) return refusal("invalid", delivery.message, { fieldErrors: { [delivery.field]: delivery.message } });
  // Collected from the studio: nothing is sent, no address is needed.
  const collect = delivery?.district === "collect";
  if (!collect && !info.address && lines.data.some((line) => line.kind === "artwork")) return addressMissing();
  const key = idempotencyKeySchema.safeParse(input.idempotencyKey);
  if (!key.success) return refusal("invalid", CHECKOUT_MESSAGES.checkoutKeyMissing);
  return {
    info,
    lines: lines.data,
    delivery,
    idempotencyKey: key.data,
    locale: orderLocaleSchema.parse(input.locale),
    fingerprint: requestFingerprint(info, lines.data, delivery),
    mailbox: canonicalEmail(info.email),
    clientAddress: input.clientAddress ?? UNKNOWN_CLIENT_ADDRESS,
    now: input.now ?? new Date(),
  };
}

// ---------------------------------------------------------------------------------------------
// Step: a repeated idempotency key.

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
      paymentDueAt: true,
      paymentSubmittedAt: true,
    },
  });
}

async function duplicateResult(
  client: Prisma.TransactionClient | typeof db,
  order: NonNullable<Awaited<ReturnType<typeof findOrderByKey>>>,
  fingerprint: string,
): Promise<PlaceOrderResult> {
  if (order.requestFingerprint !== fingerprint) {
    return refusal("invalid", CHECKOUT_MESSAGES.checkoutKeyReused);
  }
  return existingOrderResult(client, order, {
    emailKey: paymentLinkEmailKey(order.id),
    duplicate: true,
    paymentDueAt: order.paymentSubmittedAt ? null : (order.paymentDueAt?.toISOString() ?? null),
  });
}

// ---------------------------------------------------------------------------------------------
// Step: the quick check (lib/abuse/challenge.ts), before any lock is taken or anything counted.

/** A refusal, or whether this request solved the check (its solution is then used up). */
async function requireChallengeIfNeeded(request: CheckoutRequest, quickCheck: unknown): Promise<PlaceOrderRefusal | { solved: boolean }> {
  const check = await requireQuickCheck({ clientAddress: request.clientAddress, payload: quickCheck, now: request.now });
  return check.passed ? { solved: check.required } : refusal("challenge", CHECKOUT_MESSAGES.challengeRequired);
}

// ---------------------------------------------------------------------------------------------
// Step: the settings that decide whether and how an order is placed.

async function loadCheckoutSettings(tx: Prisma.TransactionClient) {
  const settings = await tx.settings.findUnique({
    where: { id: 1 },
    select: { enableOrders: true, maxReservedOriginals: true, paymentWindowMinutes: true },
  });
  return {
    enableOrders: settings?.enableOrders ?? DEFAULT_SETTINGS.enableOrders,
    maxReservedOriginals: settings?.maxReservedOriginals ?? DEFAULT_MAX_RESERVED_ORIGINALS,
    paymentWindowMinutes: settings?.paymentWindowMinutes ?? DEFAULT_PAYMENT_WINDOW_MINUTES,
  };
}

// ---------------------------------------------------------------------------------------------
// Step: prices and availability, the artwork rows locked until commit.

interface PricedOrder {
  priced: PricedLine[];
  totals: Totals;
  /** Works released by expiring lapsed holds on the way (their pages need a refresh). */
  releasedSlugs: string[];
}

async function priceAndCheckAvailability(
  tx: Prisma.TransactionClient,
  request: CheckoutRequest,
): Promise<PricedOrder | PlaceOrderRefusal> {
  const pricing = await priceOrderLines(tx, request.lines, { lock: true, now: request.now });
  if (pricing.refusals.length > 0) {
    return refusal("unavailable", pricing.refusals.map((r) => r.message).join(" "), { refusals: pricing.refusals });
  }
  const priced = pricing.priced;
  const collect = request.delivery?.district === "collect";
  if (!collect && !request.info.address && priced.some((line) => lineIsShipped({ kind: line.lineType, shippingType: line.shippingType }))) {
    return addressMissing();
  }
  return { priced, totals: orderTotals(priced), releasedSlugs: pricing.expired.flatMap((e) => e.releasedSlugs) };
}

// ---------------------------------------------------------------------------------------------
// Step: delivery by zone and pay on delivery (lib/orders/delivery.ts).

async function priceDeliveryStep(
  tx: Prisma.TransactionClient,
  request: CheckoutRequest,
  order: PricedOrder,
): Promise<{ order: PricedOrder; plan: DeliveryPlan } | PlaceOrderRefusal> {
  const plan = await planDelivery(tx, {
    request: request.delivery,
    priced: order.priced,
    phone: request.info.phone,
    address: request.info.address,
    now: request.now,
  });
  if ("code" in plan) return refusal(plan.code, plan.message, plan.field ? { fieldErrors: { [plan.field]: plan.message } } : {});
  return { order: { ...order, priced: plan.priced, totals: plan.totals }, plan };
}

// ---------------------------------------------------------------------------------------------
// Step: the order's own limits.

/**
 * The total cap; originals are held while a payment is checked: at most the settings' number
 * per order, and one unverified order holding originals per mailbox (never per client
 * address: strangers share carrier addresses). Holds past their payment window do not count.
 * A lock per mailbox serialises two attempts at once.
 */
async function checkOrderLimits(
  tx: Prisma.TransactionClient,
  request: CheckoutRequest,
  order: PricedOrder,
  maxOriginals: number,
): Promise<PlaceOrderRefusal | null> {
  if (order.totals.totalPaisa > MAX_ORDER_TOTAL_PAISA) {
    return refusal("limit", CHECKOUT_MESSAGES.totalTooLarge(formatNpr(MAX_ORDER_TOTAL_PAISA)));
  }
  const originals = order.priced.filter((line) => line.original).length;
  if (originals === 0) return null;
  if (originals > maxOriginals) return refusal("limit", CHECKOUT_MESSAGES.tooManyOriginals(maxOriginals));
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`originals-mailbox:${request.mailbox}`}::text))`;
  const held = await tx.$queryRaw<{ id: string }[]>`
    SELECT o.id FROM orders o
    WHERE o.customer_email_canonical = ${request.mailbox}::text
      AND o.payment_status IN ('pending', 'processing')
      AND o.status IN ('pending', 'processing')
      AND (o.payment_submitted_at IS NOT NULL OR o.payment_due_at IS NULL OR o.payment_due_at > ${request.now}::timestamptz)
      AND EXISTS (SELECT 1 FROM artworks a WHERE a.reserved_by_order_id = o.id)
    LIMIT 1`;
  return held.length > 0 ? refusal("limit", CHECKOUT_MESSAGES.originalsAlreadyHeld) : null;
}

// ---------------------------------------------------------------------------------------------
// Step: originals held per client address (lib/abuse/original-holds.ts).

async function checkAddressHolds(
  tx: Prisma.TransactionClient,
  request: CheckoutRequest,
  order: PricedOrder,
  check: { maxPerAddress: number; quickCheck: unknown; quickCheckPassed: boolean },
): Promise<PlaceOrderRefusal | null> {
  const decision = await checkOriginalHolds(tx, {
    clientAddress: request.clientAddress,
    originals: order.priced.filter((line) => line.original).length,
    maxPerAddress: check.maxPerAddress,
    quickCheck: check.quickCheck,
    quickCheckPassed: check.quickCheckPassed,
    now: request.now,
  });
  if (decision === "too_many") return refusal("limit", CHECKOUT_MESSAGES.originalsHeldFromAddress);
  if (decision === "quick_check") return refusal("challenge", CHECKOUT_MESSAGES.challengeRequired);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Step: the rate limits, counted only for an order that is placed.

/** The checkout's limits for one buyer: per mailbox on this address, per address (no shop-wide cap). */
export function checkoutRateLimits(email: string, clientAddress: string): RateLimitRule[] {
  return senderRateLimits(CHECKOUT_RATE_LIMITS, { email, clientAddress });
}

async function countOrderAttempt(tx: Prisma.TransactionClient, request: CheckoutRequest): Promise<PlaceOrderRefusal | null> {
  const limit = await consumeRateLimits(tx, checkoutRateLimits(request.info.email, request.clientAddress), { now: request.now });
  return limit.allowed ? null : refusal("rate_limited", CHECKOUT_MESSAGES.rateLimited);
}

// ---------------------------------------------------------------------------------------------
// Step: the order number.

/** Takes the first free order number from the time's candidate on (locks it until commit). */
export async function allocateOrderNumber(tx: Prisma.TransactionClient, now: Date): Promise<string> {
  let candidate = orderNumberFor(now);
  for (let attempt = 0; attempt < 1000; attempt++) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`order-number:${candidate}`}::text))`;
    const taken = await tx.order.findUnique({ where: { orderNumber: candidate }, select: { id: true } });
    if (!taken) return candidate;
    candidate = nextOrderNumber(candidate);
  }
  throw new Error("No free order number for today");
}

// ---------------------------------------------------------------------------------------------
// Step: the order, its lines and its hold.

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

async function createOrderRecord(
  tx: Prisma.TransactionClient,
  request: CheckoutRequest,
  order: PricedOrder,
  details: { orderNumber: string; paymentDueAt: Date },
): Promise<{ id: string; accessToken: string }> {
  const { info, now } = request;
  const accessToken = newAccessToken();
  const created = await tx.order.create({
    data: {
      orderNumber: details.orderNumber,
      accessToken,
      idempotencyKey: request.idempotencyKey,
      requestFingerprint: request.fingerprint,
      customerEmail: info.email,
      customerEmailCanonical: request.mailbox,
      clientAddress: request.clientAddress,
      customerInfo: customerInfoJson(info),
      shippingAddress: info.address ? { street: info.address } : undefined,
      metadata: { payment_method: "manual_qr" },
      subtotalPaisa: order.totals.subtotalPaisa,
      taxPaisa: order.totals.taxPaisa,
      shippingPaisa: order.totals.shippingPaisa,
      totalPaisa: order.totals.totalPaisa,
      status: "pending",
      paymentStatus: "pending",
      paymentDueAt: details.paymentDueAt,
      locale: request.locale,
      currency: "NPR",
      createdAt: now,
      lines: { create: order.priced.map((line, index) => lineCreate(line, index + 1)) },
    },
    select: { id: true },
  });
  return { id: created.id, accessToken };
}

/** Reserves the order's originals (their rows are locked since pricing, so this cannot miss). */
async function holdOriginals(tx: Prisma.TransactionClient, orderId: string, priced: PricedLine[]): Promise<string[]> {
  const originals = priced.filter((line) => line.original && line.artworkId);
  if (originals.length === 0) return [];
  const ids = originals.map((line) => line.artworkId as string);
  const reserved = await tx.artwork.updateMany({
    where: { id: { in: ids }, status: "available", reservedByOrderId: null },
    data: { reservedByOrderId: orderId },
  });
  if (reserved.count !== ids.length) throw new Error("An original could not be reserved");
  return [...new Set(originals.map((line) => line.slug))];
}

async function queuePaymentLinkEmail(
  tx: Prisma.TransactionClient,
  request: CheckoutRequest,
  order: PricedOrder,
  details: { orderId: string; orderNumber: string; accessToken: string; paymentDueAt: Date; holdsOriginals: boolean; plan?: "prepaid" | "cod" | "quote"; depositPaisa?: number },
): Promise<boolean> {
  return queueWithoutFailing(tx, "payment_link_email", () =>
    enqueueEmail(tx, {
      type: "payment_link",
      to: [request.info.email],
      idempotencyKey: paymentLinkEmailKey(details.orderId),
      payload: {
        userName: request.info.name,
        userEmail: request.info.email,
        orderId: details.orderNumber,
        orderItems: orderEmailItems(order.priced),
        totalAmount: order.totals.totalPaisa,
        paymentUrl: paymentPageUrl(details.accessToken),
        payBy: details.paymentDueAt.toISOString(),
        holdsOriginals: details.holdsOriginals,
        plan: details.plan ?? "prepaid",
        ...(details.plan === "cod" ? { phone: request.info.phone } : {}),
        ...(details.plan === "cod" && details.depositPaisa ? { depositAmount: details.depositPaisa } : {}),
      },
    }),
  );
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: unknown }).code === "P2002";
}

// ---------------------------------------------------------------------------------------------
// Entry point 1: 'Proceed to Payment'.

export async function placePendingOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  try {
    return await placePendingOrderUnguarded(input);
  } catch (err) {
    // The database failed (e.g. down): a clear message, never an unhandled error.
    console.error("[checkout] could not place the order:", err);
    return answerAfterError(input);
  }
}

/**
 * What the buyer is told when placing met an error. The order may be stored all the same: the
 * database can go away after committing it and before answering, or an earlier press with the
 * same checkout key may have stored it. So it is looked up by its key: found, the order is the
 * answer; certainly absent, placing failed; and when the lookup fails too, the buyer is told we
 * could not tell (with where to look), never that it failed.
 */
async function answerAfterError(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const request = readCheckoutRequest(input);
  if ("ok" in request) return request;
  try {
    const stored = await findOrderByKey(db, request.idempotencyKey);
    if (stored) return await duplicateResult(db, stored, request.fingerprint);
  } catch (err) {
    console.error("[checkout] could not tell whether the order was stored:", err instanceof Error ? err.message : err);
    return refusal("unknown", CHECKOUT_MESSAGES.orderUnknown);
  }
  return refusal("failed", CHECKOUT_MESSAGES.orderFailed);
}

async function placePendingOrderUnguarded(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const request = readCheckoutRequest(input);
  if ("ok" in request) return request;

  // A repeated submission: the first order, nothing counted.
  const existing = await findOrderByKey(db, request.idempotencyKey);
  if (existing) return duplicateResult(db, existing, request.fingerprint);
  const challenged = await requireChallengeIfNeeded(request, input.quickCheck);
  if ("ok" in challenged) return challenged;

  let releasedSlugs: string[] = [];
  try {
    const outcome = await db.$transaction(async (tx): Promise<PlaceOrderResult> => {
      // The same key submitted twice at once: the second waits here for the first to commit.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`order-idempotency:${request.idempotencyKey}`}::text))`;
      const repeated = await findOrderByKey(tx, request.idempotencyKey);
      if (repeated) return duplicateResult(tx, repeated, request.fingerprint);

      const settings = await loadCheckoutSettings(tx);
      if (!settings.enableOrders) return refusal("paused", CHECKOUT_MESSAGES.ordersPaused);

      const available = await priceAndCheckAvailability(tx, request);
      if ("ok" in available) return available;
      releasedSlugs = available.releasedSlugs;
      const delivered = await priceDeliveryStep(tx, request, available);
      if ("ok" in delivered) return delivered;
      const order = delivered.order;
      const limited = await checkOrderLimits(tx, request, order, settings.maxReservedOriginals);
      if (limited) return limited;
      const hoarding = await checkAddressHolds(tx, request, order, {
        maxPerAddress: settings.maxReservedOriginals,
        quickCheck: input.quickCheck,
        quickCheckPassed: challenged.solved,
      });
      if (hoarding) return hoarding;
      const photos = referencePhotosOfLines(request.lines, order.priced);
      const photosMissing = await checkReferencePhotos(tx, photos);
      if (photosMissing) return refusal("invalid", photosMissing);
      const counted = await countOrderAttempt(tx, request);
      if (counted) return counted;

      const orderNumber = await allocateOrderNumber(tx, request.now);
      const paymentDueAt = delivered.plan.holdUntil ?? paymentDeadline(request.now, settings.paymentWindowMinutes);
      const created = await createOrderRecord(tx, request, order, { orderNumber, paymentDueAt });
      await recordDelivery(tx, created.id, delivered.plan);
      const reservedArtworkSlugs = await holdOriginals(tx, created.id, order.priced);
      await claimReferencePhotos(tx, created.id, photos, request.now);
      await recordCommissionTerms(tx, created.id);
      const emailQueued = await queuePaymentLinkEmail(tx, request, order, {
        orderId: created.id,
        orderNumber,
        accessToken: created.accessToken,
        paymentDueAt,
        holdsOriginals: reservedArtworkSlugs.length > 0,
        plan: delivered.plan.payment === "cod" ? "cod" : delivered.plan.onQuote ? "quote" : "prepaid",
        depositPaisa: delivered.plan.codDepositPaisa,
      });
      return {
        ok: true,
        orderId: created.id,
        orderNumber,
        accessToken: created.accessToken,
        customerEmail: request.info.email,
        totalPaisa: order.totals.totalPaisa,
        emailQueued,
        screenshotStored: false,
        notice: null,
        duplicate: false,
        reservedArtworkSlugs,
        paymentDueAt: paymentDueAt.toISOString(),
      };
    }, TRANSACTION_OPTIONS);

    // Expiring a lapsed hold on the way is committed with a refusal as well as with an order.
    if (releasedSlugs.length > 0) kickEmailWorker();
    if (outcome.ok && !outcome.duplicate) kickEmailWorker();
    refreshArtworkPages([...releasedSlugs, ...(outcome.ok ? outcome.reservedArtworkSlugs : [])]);
    return outcome;
  } catch (err) {
    // Two submissions with one key that slipped past the lock (e.g. another server process).
    if (isUniqueViolation(err)) {
      const existingNow = await findOrderByKey(db, request.idempotencyKey).catch(() => null);
      if (existingNow) return duplicateResult(db, existingNow, request.fingerprint);
    }
    // Stored or not is decided by the caller (answerAfterError).
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Both at once: place the order and attach its payment screenshot (a client that has the
// screenshot already). The screenshot is checked and decoded first, so a missing, oversized or
// undecodable one places nothing.

export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  try {
    const request = readCheckoutRequest(input);
    if ("ok" in request) return request;
    const sizeProblem = checkScreenshotSize(input.screenshot ?? null);
    if (sizeProblem) return sizeProblem;
    const screenshot = input.screenshot as NonNullable<PlaceOrderInput["screenshot"]>;
    const existing = await findOrderByKey(db, request.idempotencyKey);
    if (existing?.paymentSubmittedAt) return duplicateResult(db, existing, request.fingerprint);
    const image = await decodeCountedScreenshot(screenshot.bytes, request.clientAddress, request.now);
    if ("ok" in image) return image;
    const placed = await placePendingOrderUnguarded(input).catch((err: unknown) => {
      console.error("[checkout] could not place the order:", err);
      return answerAfterError(input);
    });
    if (!placed.ok) return placed;
    const paid = await attachDecodedScreenshot({ accessToken: placed.accessToken, image, fileName: screenshot.fileName, now: input.now });
    if (!paid.ok) return paid;
    // "duplicate": this key had placed the order already (the screenshot is attached once either way).
    return { ...paid, duplicate: placed.duplicate, reservedArtworkSlugs: placed.reservedArtworkSlugs };
  } catch (err) {
    console.error("[checkout] could not place the order:", err);
    // The order may be stored (its screenshot then shows in screenshotStored).
    return answerAfterError(input);
  }
}
