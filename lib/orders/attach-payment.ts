/**
 * 'I've Made the Payment': the payment screenshot is attached to the order placed at 'Proceed
 * to Payment' (found by its access token). Named steps:
 *
 *   checkScreenshotSize       missing or over 5 MB: refused before anything is read
 *   findOrderForPayment       the order by its token; already paid for: the same answer again
 *   decodeCountedScreenshot   the upload is counted against its client address BEFORE it is
 *                             decoded (whether or not it decodes), then decoded
 *   lockOrderForPayment       the order's originals, then the order row, locked (the lock order
 *                             of expiry), re-read: a double tap waits here and gets the first
 *                             answer
 *   storeScreenshot           under the order number, before the commit (a policy or bucket
 *                             refusal still attaches, with a note; any other error attaches nothing)
 *   recordPaymentScreenshot   metadata and payment_submitted_at: from now on the hold lasts until
 *                             an administrator verifies or rejects the payment
 *   queueOrderEmails          the order confirmation and the administrators' notification
 *
 * Idempotent: the same order attached twice (double tap, retry after a network error) makes one
 * screenshot, one set of emails.
 */
import { paisaFromDb } from "@/lib/money";
import { db } from "@/lib/db";
import { commissionEmailTerms } from "@/lib/orders/commission-terms";
import type { Prisma } from "@/lib/generated/prisma/client";
import { siteUrl } from "@/lib/env";
import { enqueueEmail, kickEmailWorker } from "@/lib/email/outbox";
import { adminNotificationRecipients } from "@/lib/email/recipients";
import { ImageRejectedError, processImage, type ProcessedImage } from "@/lib/images";
import { IMAGE_RULES } from "@/lib/images/rules";
import { consumeRateLimits } from "@/lib/rate-limit";
import { UNKNOWN_CLIENT_ADDRESS } from "@/lib/http/client-address";
import { isPolicyError, storage, type StoredFile } from "@/lib/storage";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import { isOpenOrder, PAYMENT_NOT_RECEIVED } from "@/lib/domain/order-hold";
import { orderEmailLines } from "@/lib/orders/email-lines";
import { countOrderReferencePhotos } from "@/lib/orders/reference-photos";
import { onlinePaymentPending, readOrderMoney, syncOrderMoney } from "@/lib/orders/ledger";
import { adminNotificationEmailKey, confirmationEmailKey } from "@/lib/orders/email-keys";
import {
  TRANSACTION_OPTIONS,
  existingOrderResult,
  paymentPageUrl,
  queueWithoutFailing,
  refusal,
  type OrderScreenshotMetadata,
  type PlaceOrderRefusal,
  type PlaceOrderResult,
  type ScreenshotUpload,
} from "@/lib/orders/order-result";
import { ACCESS_TOKEN_PATTERN, CHECKOUT_MESSAGES, SCREENSHOT_DECODE_LIMIT } from "@/lib/validation/checkout";
import { customerNameOf } from "@/lib/domain/customer-name";

export interface AttachPaymentInput {
  /** The order's access token (its payment page's address). */
  accessToken: unknown;
  screenshot: ScreenshotUpload | null;
  clientAddress?: string;
  now?: Date;
}

class UploadFailedError extends Error {
  constructor(cause: unknown) {
    super("The payment screenshot could not be stored", { cause });
    this.name = "UploadFailedError";
  }
}

function cleanFileName(name: string | undefined): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[^\w.\- ()]/g, "_").slice(0, 120).trim();
  return cleaned || null;
}

/** Missing or over the size limit: refused before the bytes are looked at. */
export function checkScreenshotSize(screenshot: ScreenshotUpload | null): PlaceOrderRefusal | null {
  if (!screenshot || screenshot.bytes.length === 0) return refusal("screenshot", CHECKOUT_MESSAGES.screenshotRequired);
  if (screenshot.bytes.length > IMAGE_RULES.screenshot.maxBytes) return refusal("screenshot", CHECKOUT_MESSAGES.screenshotTooLarge);
  return null;
}

/**
 * Counts the upload against its client address in its own transaction (committed whatever the
 * decoding gives), then decodes it. Undecodable uploads therefore cost their sender.
 */
export async function decodeCountedScreenshot(
  bytes: Buffer,
  clientAddress: string,
  now: Date = new Date(),
): Promise<ProcessedImage | PlaceOrderRefusal> {
  const counted = await db.$transaction(
    (tx) => consumeRateLimits(tx, [{ ...SCREENSHOT_DECODE_LIMIT, key: clientAddress }], { now }),
    TRANSACTION_OPTIONS,
  );
  if (!counted.allowed) return refusal("rate_limited", CHECKOUT_MESSAGES.uploadsRateLimited);
  try {
    return await processImage(bytes, { kind: "screenshot" });
  } catch (err) {
    if (err instanceof ImageRejectedError) return refusal("screenshot", err.message);
    throw err;
  }
}

const orderForPaymentSelect = {
  id: true,
  orderNumber: true,
  accessToken: true,
  customerEmail: true,
  customerInfo: true,
  totalPaisa: true,
  subtotalPaisa: true,
  taxPaisa: true,
  shippingPaisa: true,
  status: true,
  paymentStatus: true,
  paymentDueAt: true,
  paymentSubmittedAt: true,
  cancelReason: true,
  metadata: true,
  lines: {
    orderBy: { position: "asc" },
    select: { title: true, quantity: true, unitPricePaisa: true, customizations: true, commission: true },
  },
} satisfies Prisma.OrderSelect;

type OrderForPayment = Prisma.OrderGetPayload<{ select: typeof orderForPaymentSelect }>;

async function findOrderForPayment(client: Prisma.TransactionClient | typeof db, accessToken: string): Promise<OrderForPayment | null> {
  return client.order.findUnique({ where: { accessToken }, select: orderForPaymentSelect });
}

async function lockOrderForPayment(tx: Prisma.TransactionClient, orderId: string): Promise<OrderForPayment | null> {
  await tx.$queryRaw`SELECT id FROM artworks WHERE reserved_by_order_id = ${orderId}::uuid ORDER BY id FOR UPDATE`;
  await tx.$queryRaw`SELECT id FROM orders WHERE id = ${orderId}::uuid FOR UPDATE`;
  return tx.order.findUnique({ where: { id: orderId }, select: orderForPaymentSelect });
}

async function storeScreenshot(orderNumber: string, image: ProcessedImage): Promise<{ file: StoredFile | null; policyRefused: boolean }> {
  try {
    const file = await storage().put("payment-screenshots", image.body, { folder: orderNumber, ext: image.ext, contentType: image.contentType });
    return { file, policyRefused: false };
  } catch (err) {
    if (isPolicyError(err)) {
      console.warn("[checkout] storage refused the payment screenshot; it is attached with a note:", err.message);
      return { file: null, policyRefused: true };
    }
    throw new UploadFailedError(err);
  }
}

async function recordPaymentScreenshot(
  tx: Prisma.TransactionClient,
  order: OrderForPayment,
  upload: { file: StoredFile | null; policyRefused: boolean },
  details: { image: ProcessedImage; fileName?: string; now: Date },
): Promise<void> {
  const metadata: OrderScreenshotMetadata & Record<string, unknown> = {
    ...((order.metadata ?? {}) as Record<string, unknown>),
    payment_method: "manual_qr",
    payment_screenshot: upload.file?.path ?? null,
    payment_screenshot_uploaded_at: upload.file ? new Date().toISOString() : null,
    payment_screenshot_note: upload.policyRefused
      ? "The payment screenshot could not be uploaded (storage refused it); the customer was asked to send it by email."
      : null,
    payment_screenshot_attempted_at: details.now.toISOString(),
    screenshot_filename: cleanFileName(details.fileName),
    screenshot_size: details.image.body.length,
  };
  await tx.order.update({
    where: { id: order.id },
    data: { metadata: metadata as Prisma.InputJsonValue, paymentSubmittedAt: details.now },
  });
}

function customerName(order: OrderForPayment): { name: string; phone: string | null } {
  const info = (order.customerInfo ?? {}) as { name?: unknown; phone?: unknown };
  return {
    name: customerNameOf(order.customerInfo, order.customerEmail),
    phone: typeof info.phone === "string" ? info.phone : null,
  };
}

async function queueOrderEmails(tx: Prisma.TransactionClient, order: OrderForPayment, screenshotUploaded: boolean): Promise<boolean> {
  const settings = await tx.settings.findUnique({ where: { id: 1 }, select: { enableNotifications: true } });
  const { name } = customerName(order);
  // Each line with its variant and its own delivery promise (a commission's duration).
  const orderItems = await orderEmailLines(tx, order.id);
  const site = siteUrl();
  const commission = await commissionEmailTerms(tx, order.id);
  const emailQueued = await queueWithoutFailing(tx, "order_confirmation_email", () =>
    enqueueEmail(tx, {
      type: "order_confirmation",
      to: [order.customerEmail],
      idempotencyKey: confirmationEmailKey(order.id),
      payload: {
        userName: name,
        userEmail: order.customerEmail,
        orderId: order.orderNumber,
        orderItems,
        totalAmount: paisaFromDb(order.totalPaisa),
        subtotalAmount: paisaFromDb(order.subtotalPaisa),
        taxAmount: paisaFromDb(order.taxPaisa),
        shippingAmount: paisaFromDb(order.shippingPaisa),
        orderUrl: `${site}/order-success?token=${order.accessToken}`,
        screenshotUploaded,
        commission,
      },
    }),
  );
  if (settings?.enableNotifications ?? DEFAULT_SETTINGS.enableNotifications) {
    await queueAdminNotification(tx, order, { screenshotUploaded });
  }
  return emailQueued;
}

/** The administrators' "New order" email: after a screenshot, or once a provider confirmed an online payment. */
async function queueAdminNotification(
  tx: Prisma.TransactionClient,
  order: OrderForPayment,
  details: { screenshotUploaded?: boolean; paidOnline?: string },
  idempotencyKey: string = adminNotificationEmailKey(order.id),
): Promise<void> {
  const { name, phone } = customerName(order);
  // Reference photos are counted, never attached: the administrator opens them on the order.
  const referencePhotos = await countOrderReferencePhotos(tx, order.id);
  await queueWithoutFailing(tx, "admin_notification_email", async () =>
    enqueueEmail(tx, {
      type: "admin_notification",
      to: await adminNotificationRecipients(tx),
      idempotencyKey,
      payload: {
        customerName: name,
        customerEmail: order.customerEmail,
        customerPhone: phone,
        orderId: order.orderNumber,
        orderItems: await orderEmailLines(tx, order.id),
        totalAmount: paisaFromDb(order.totalPaisa),
        screenshotUploaded: details.screenshotUploaded,
        paidOnline: details.paidOnline,
        referencePhotos,
        adminUrl: `${siteUrl()}/admin/orders/${order.id}`,
      },
    }),
  );
}

/** After a provider confirmed the payment of order `orderId`: the administrators are told (when notifications are on). */
export async function notifyAdministratorsOfOnlinePayment(orderId: string, paidOnline: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const settings = await tx.settings.findUnique({ where: { id: 1 }, select: { enableNotifications: true } });
    if (!(settings?.enableNotifications ?? DEFAULT_SETTINGS.enableNotifications)) return;
    const order = await tx.order.findUnique({ where: { id: orderId }, select: orderForPaymentSelect });
    if (order) await queueAdminNotification(tx, order, { paidOnline });
  });
}

/** The buyer already said they paid, and that claim stands (or nothing is left to pay). */
async function claimAlreadyMade(client: Prisma.TransactionClient | typeof db, order: OrderForPayment): Promise<boolean> {
  if (!order.paymentSubmittedAt) return false;
  const state = await readOrderMoney(client, order.id);
  if (!state) return true;
  return state.money.claim === "submitted" || state.money.dueNowPaisa === BigInt(0);
}

function attachedResult(client: Prisma.TransactionClient | typeof db, order: OrderForPayment, duplicate: boolean, notice: string | null = null): Promise<PlaceOrderResult> {
  return existingOrderResult(client, order, { emailKey: confirmationEmailKey(order.id), duplicate, notice });
}

/** Why an order can no longer take a payment screenshot, in the buyer's words. */
function closedRefusal(order: OrderForPayment, supportEmail: string): PlaceOrderRefusal {
  if (order.status === "cancelled" && order.cancelReason === PAYMENT_NOT_RECEIVED) {
    return refusal("closed", CHECKOUT_MESSAGES.orderExpired(order.orderNumber, supportEmail));
  }
  return refusal("closed", CHECKOUT_MESSAGES.orderClosed(order.orderNumber, supportEmail));
}

async function supportAddress(client: Prisma.TransactionClient | typeof db): Promise<string> {
  const settings = await client.settings.findUnique({ where: { id: 1 }, select: { supportEmail: true, contactEmail: true } });
  return settings?.supportEmail || settings?.contactEmail || DEFAULT_SETTINGS.supportEmail;
}

function readToken(value: unknown): string | null {
  return typeof value === "string" && value.length <= 64 && ACCESS_TOKEN_PATTERN.test(value) ? value : null;
}

export async function attachPaymentScreenshot(input: AttachPaymentInput): Promise<PlaceOrderResult> {
  try {
    const now = input.now ?? new Date();
    const token = readToken(input.accessToken);
    if (!token) return refusal("not_found", CHECKOUT_MESSAGES.orderNotFound);
    const sizeProblem = checkScreenshotSize(input.screenshot);
    if (sizeProblem) return sizeProblem;
    const order = await findOrderForPayment(db, token);
    if (!order) return refusal("not_found", CHECKOUT_MESSAGES.orderNotFound);
    // A repeated tap after the first went through: the same answer, nothing decoded again.
    if (await claimAlreadyMade(db, order)) return attachedResult(db, order, true);
    if (!isOpenOrder(order)) return closedRefusal(order, await supportAddress(db));
    // An online payment being confirmed holds back the QR: no paying twice.
    if (await onlinePaymentPending(db, order.id, now)) return refusal("pending", CHECKOUT_MESSAGES.onlinePaymentPending);
    const image = await decodeCountedScreenshot((input.screenshot as ScreenshotUpload).bytes, input.clientAddress ?? UNKNOWN_CLIENT_ADDRESS, now);
    if ("ok" in image) return image;
    return await attachDecodedScreenshot({ accessToken: token, image, fileName: input.screenshot?.fileName, now });
  } catch (err) {
    console.error("[checkout] could not attach the payment screenshot:", err);
    return answerAfterError(readToken(input.accessToken));
  }
}

/**
 * What the buyer is told when attaching met an error. The payment may be recorded all the same
 * (the database went away after committing it and before answering), so the order is read
 * again: its claim made, that is the answer; certainly not made, attaching failed; and when the
 * order cannot be read either, the buyer is told we could not tell, never that it failed.
 */
async function answerAfterError(token: string | null): Promise<PlaceOrderResult> {
  if (!token) return refusal("failed", CHECKOUT_MESSAGES.orderFailed);
  try {
    const order = await findOrderForPayment(db, token);
    if (order && (await claimAlreadyMade(db, order))) return await attachedResult(db, order, true);
  } catch (err) {
    console.error("[checkout] could not tell whether the payment was recorded:", err instanceof Error ? err.message : err);
    return refusal("unknown", CHECKOUT_MESSAGES.paymentUnknown);
  }
  return refusal("failed", CHECKOUT_MESSAGES.orderFailed);
}

/** Whether the order names this screenshot now: null when the database cannot say. */
async function screenshotRecorded(orderId: string, path: string): Promise<boolean | null> {
  try {
    const order = await db.order.findUnique({ where: { id: orderId }, select: { metadata: true } });
    return ((order?.metadata ?? {}) as Partial<OrderScreenshotMetadata>).payment_screenshot === path;
  } catch {
    return null;
  }
}

/** The transaction of attaching an already decoded screenshot. */
export async function attachDecodedScreenshot(input: {
  accessToken: string;
  image: ProcessedImage;
  fileName?: string;
  now?: Date;
}): Promise<PlaceOrderResult> {
  const now = input.now ?? new Date();
  const found = await findOrderForPayment(db, input.accessToken);
  if (!found) return refusal("not_found", CHECKOUT_MESSAGES.orderNotFound);
  let stored: StoredFile | null = null;
  try {
    const outcome = await db.$transaction(async (tx): Promise<PlaceOrderResult & { fresh?: boolean }> => {
      const order = await lockOrderForPayment(tx, found.id);
      if (!order) return refusal("not_found", CHECKOUT_MESSAGES.orderNotFound);
      if (await claimAlreadyMade(tx, order)) return attachedResult(tx, order, true);
      const supportEmail = await supportAddress(tx);
      // An order past its window that nobody expired yet still holds its originals (anyone
      // taking them would have expired it): it takes the screenshot.
      if (!isOpenOrder(order)) return closedRefusal(order, supportEmail);
      if (await onlinePaymentPending(tx, order.id, now)) return refusal("pending", CHECKOUT_MESSAGES.onlinePaymentPending);
      // A claim for a balance (part paid, or a part payment rejected): the administrators are told again.
      const repeatClaim = order.paymentSubmittedAt !== null;

      const upload = await storeScreenshot(order.orderNumber, input.image);
      stored = upload.file;
      await recordPaymentScreenshot(tx, order, upload, { image: input.image, fileName: input.fileName, now });
      await syncOrderMoney(tx, order.id);
      if (repeatClaim) await queueAdminNotification(tx, order, { screenshotUploaded: upload.file !== null }, `${adminNotificationEmailKey(order.id)}/${now.getTime()}`);
      else await queueOrderEmails(tx, order, upload.file !== null);
      const updated = (await tx.order.findUnique({ where: { id: order.id }, select: orderForPaymentSelect })) as OrderForPayment;
      const notice = upload.policyRefused ? CHECKOUT_MESSAGES.screenshotNotStored(supportEmail) : null;
      return { ...(await attachedResult(tx, updated, false, notice)), fresh: true };
    }, TRANSACTION_OPTIONS);
    if (outcome.ok && outcome.fresh) kickEmailWorker();
    if (outcome.ok) delete outcome.fresh;
    return outcome;
  } catch (err) {
    // Take the stored screenshot away again, unless the order names it: the commit may have gone
    // through with its answer lost (the database going away). When that cannot be read either,
    // the file stays (a stray file rather than an order whose screenshot is gone).
    const file = stored as StoredFile | null;
    if (file && (await screenshotRecorded(found.id, file.path)) === false) {
      await storage()
        .remove(file.path)
        .catch((removeError: unknown) => console.error("[checkout] could not remove an orphaned screenshot:", removeError));
    }
    if (err instanceof UploadFailedError) {
      console.error("[checkout] payment screenshot upload failed:", err.cause);
      return refusal("upload_failed", CHECKOUT_MESSAGES.uploadFailed);
    }
    throw err;
  }
}

export { paymentPageUrl };
