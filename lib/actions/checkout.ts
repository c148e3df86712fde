"use server";

import { placeOrder, placePendingOrder, type PlaceOrderFailure, type PlaceOrderResult } from "@/lib/orders/place-order";
import { attachPaymentScreenshot } from "@/lib/orders/attach-payment";
import { cancelUnpaidOrder } from "@/lib/orders/cancel-unpaid";
import type { LineRefusal } from "@/lib/orders/price-lines";
import type { PlacedOrder } from "@/lib/orders/order-result";
import { IMAGE_RULES } from "@/lib/images/rules";
import { DEMO_MESSAGES, isDemoMode } from "@/lib/demo";
import { requestClientAddress } from "@/lib/http/request-client";
import { QUICK_CHECK_FIELD } from "@/lib/domain/quick-check";
import { z } from "zod";
import { orderLocaleByToken } from "@/lib/data/orders";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/i18n/locales";
import { paymentMessageTranslator } from "@/lib/i18n/payment-strings";
import { CHECKOUT_MESSAGES, CUSTOMER_FIELDS, MAX_LINES_JSON_LENGTH, type CustomerFieldErrors } from "@/lib/validation/checkout";
import { orderLocaleSchema } from "@/lib/validation/locale";
import { CHECKOUT_ERROR_MESSAGES } from "@/lib/validation/checkout-error-messages";
import { checkoutErrorWords } from "@/lib/i18n/checkout-strings";
import { messageTableTranslator } from "@/lib/i18n/message-table";
import { toDevanagariDigits, type Digits } from "@/lib/i18n/numbers";
import { getSettings } from "@/lib/data/settings";
import { numeralsOf } from "@/lib/data/public-settings";

export type CheckoutResult =
  | Pick<
      PlacedOrder,
      "ok" | "orderNumber" | "accessToken" | "customerEmail" | "totalPaisa" | "emailQueued" | "screenshotStored" | "notice" | "paymentDueAt"
    >
  | {
      ok: false;
      code: PlaceOrderFailure;
      message: string;
      fieldErrors?: CustomerFieldErrors;
      refusals?: Pick<LineRefusal, "lineId" | "title" | "message">[];
    };

const FAILED: CheckoutResult = { ok: false, code: "failed", message: CHECKOUT_MESSAGES.orderFailed };

function toCheckoutResult(result: PlaceOrderResult): CheckoutResult {
  if (!result.ok) {
    return {
      ok: false,
      code: result.code,
      message: result.message,
      fieldErrors: result.fieldErrors,
      refusals: result.refusals?.map(({ lineId, title, message }) => ({ lineId, title, message })),
    };
  }
  return {
    ok: true,
    orderNumber: result.orderNumber,
    accessToken: result.accessToken,
    customerEmail: result.customerEmail,
    totalPaisa: result.totalPaisa,
    emailQueued: result.emailQueued,
    screenshotStored: result.screenshotStored,
    notice: result.notice,
    paymentDueAt: result.paymentDueAt,
  };
}

/**
 * A refusal in the language of the page the form was on (its `locale` field): the rules answer
 * in the spec's English, which stays the English answer word for word.
 */
async function inLocale(locale: Locale, result: CheckoutResult): Promise<CheckoutResult> {
  if (result.ok || locale === DEFAULT_LOCALE) return result;
  const [words, digits] = await Promise.all([checkoutErrorWords(locale), pageDigits()]);
  // A number in an answer (pay on delivery's limits) with the digits Nepali pages use.
  const translate = messageTableTranslator(CHECKOUT_ERROR_MESSAGES, words, { digits: digits === "latin" ? undefined : toDevanagariDigits });
  return {
    ...result,
    message: translate(result.message),
    fieldErrors: result.fieldErrors && (Object.fromEntries(Object.entries(result.fieldErrors).map(([field, message]) => [field, translate(message)])) as CustomerFieldErrors),
    refusals: result.refusals?.map((refusal) => ({ ...refusal, message: translate(refusal.message) })),
  };
}

/** Runs an action body; whatever goes wrong, the buyer gets the order-failed message, never a 500. */
async function guarded(name: string, body: () => Promise<CheckoutResult>): Promise<CheckoutResult> {
  try {
    return await body();
  } catch (error) {
    console.error(`[checkout] ${name} failed:`, error instanceof Error ? error.message : error);
    return FAILED;
  }
}

/** The delivery choice as JSON ({district, country, payment}), bounded before it is parsed. */
function readDeliveryField(formData: FormData): unknown {
  const raw = formData.get("delivery");
  if (typeof raw !== "string" || raw === "") return undefined;
  if (raw.length > 500) return { district: "" };
  try {
    return JSON.parse(raw);
  } catch {
    return { district: "" };
  }
}

function readOrderForm(formData: FormData): { customer: Record<string, FormDataEntryValue>; lines: unknown } | CheckoutResult {
  const customer = Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, formData.get(field) ?? ""]));
  let lines: unknown = null;
  const rawLines = formData.get("lines");
  if (typeof rawLines === "string") {
    if (rawLines.length > MAX_LINES_JSON_LENGTH) return { ok: false, code: "invalid", message: CHECKOUT_MESSAGES.cartUnreadable };
    try {
      lines = JSON.parse(rawLines);
    } catch {
      return { ok: false, code: "invalid", message: CHECKOUT_MESSAGES.cartUnreadable };
    }
  }
  return { customer, lines };
}

async function readScreenshot(formData: FormData): Promise<{ bytes: Buffer; fileName?: string } | null | CheckoutResult> {
  const file = formData.get("screenshot");
  if (!(file instanceof File) || file.size === 0) return null;
  // Refuse an oversized upload before reading it.
  if (file.size > IMAGE_RULES.screenshot.maxBytes) return { ok: false, code: "screenshot", message: CHECKOUT_MESSAGES.screenshotTooLarge };
  return { bytes: Buffer.from(await file.arrayBuffer()), fileName: file.name };
}

/**
 * 'Proceed to Payment' (customer fields, `lines` as JSON, the `idempotencyKey`): the order is
 * placed and its originals held for the payment window, or refused here with the reason,
 * before any payment instruction is shown. Thin: lib/orders/place-order decides everything.
 */
export async function proceedToPayment(formData: FormData): Promise<CheckoutResult> {
  if (!(formData instanceof FormData)) return FAILED;
  if (isDemoMode()) return { ok: false, code: "paused", message: DEMO_MESSAGES.createOrder };
  const locale = orderLocaleSchema.parse(formData.get("locale"));
  const answer = await guarded("placing the order", async () => {
    const form = readOrderForm(formData);
    if ("ok" in form) return form;
    const result = await placePendingOrder({
      customer: form.customer,
      lines: form.lines,
      idempotencyKey: formData.get("idempotencyKey") ?? undefined,
      locale: formData.get("locale") ?? undefined,
      quickCheck: formData.get(QUICK_CHECK_FIELD) ?? undefined,
      clientAddress: await requestClientAddress(),
      delivery: readDeliveryField(formData),
    });
    return toCheckoutResult(result);
  });
  return inLocale(locale, answer).catch(() => answer);
}

/** The language a payment page was shown in, as its form or call says; nothing when missing or unknown. */
const pageLocale = z.enum(LOCALES);

/**
 * The language of a payment-step answer: the page's (sent with the form), else the language the
 * order was placed in (orders.locale), else English.
 */
async function answerLocale(sent: unknown, token: unknown): Promise<Locale> {
  const parsed = pageLocale.safeParse(sent);
  if (parsed.success) return parsed.data;
  return orderLocaleByToken(token).catch(() => "en" as const);
}

/** The digits Nepali pages use (the artist's choice in Settings); Devanagari when the settings cannot be read. */
async function pageDigits(): Promise<Digits> {
  return getSettings().then(numeralsOf, () => "devanagari" as const);
}

/** A payment-step answer with its message and notice in `locale` (English unchanged). */
async function paymentAnswerIn(result: CheckoutResult, locale: Locale): Promise<CheckoutResult> {
  if (locale === "en") return result;
  const translate = await paymentMessageTranslator(locale, await pageDigits());
  if (!result.ok) return { ...result, message: translate(result.message) };
  return result.notice ? { ...result, notice: translate(result.notice) } : result;
}

/**
 * 'I've Made the Payment' on the order's payment page (`token`, the `screenshot` file and the
 * page's `locale`): the answer is in that language (or the order's).
 */
export async function submitPayment(formData: FormData): Promise<CheckoutResult> {
  if (!(formData instanceof FormData)) return FAILED;
  if (isDemoMode()) return { ok: false, code: "paused", message: DEMO_MESSAGES.createOrder };
  const token = formData.get("token");
  const result = await guarded("attaching the payment", async () => {
    const screenshot = await readScreenshot(formData);
    if (screenshot && "ok" in screenshot) return screenshot;
    const attached = await attachPaymentScreenshot({
      accessToken: token,
      screenshot,
      clientAddress: await requestClientAddress(),
    });
    return toCheckoutResult(attached);
  });
  return paymentAnswerIn(result, await answerLocale(formData.get("locale"), token));
}

/**
 * Both steps in one request (customer fields, lines, key and screenshot): for clients that
 * have the screenshot already. The screenshot is checked first, so a bad one places nothing.
 */
export async function submitOrder(formData: FormData): Promise<CheckoutResult> {
  if (!(formData instanceof FormData)) return { ok: false, code: "invalid", message: CHECKOUT_MESSAGES.orderFailed };
  if (isDemoMode()) return { ok: false, code: "paused", message: DEMO_MESSAGES.createOrder };
  return guarded("placing the order", async () => {
    const form = readOrderForm(formData);
    if ("ok" in form) return form;
    const screenshot = await readScreenshot(formData);
    if (screenshot && "ok" in screenshot) return screenshot;
    const result = await placeOrder({
      customer: form.customer,
      lines: form.lines,
      idempotencyKey: formData.get("idempotencyKey") ?? undefined,
      locale: formData.get("locale") ?? undefined,
      quickCheck: formData.get(QUICK_CHECK_FIELD) ?? undefined,
      screenshot,
      clientAddress: await requestClientAddress(),
    });
    return toCheckoutResult(result);
  });
}

/**
 * 'Back' on the payment page of an order still awaiting its screenshot: the order is cancelled
 * (its originals released at once) so the buyer can change it; the page puts its lines back in
 * the cart. An order with a screenshot is never cancelled this way.
 */
export async function returnToCustomerInfo(token: unknown, locale?: unknown): Promise<{ ok: boolean; message?: string }> {
  if (isDemoMode()) return { ok: false, message: DEMO_MESSAGES.createOrder };
  let result: { ok: boolean; message?: string };
  try {
    result = await cancelUnpaidOrder(token);
  } catch (error) {
    console.error("[checkout] could not reopen the checkout:", error instanceof Error ? error.message : error);
    result = { ok: false, message: CHECKOUT_MESSAGES.orderFailed };
  }
  if (result.ok || !result.message) return result;
  const answer = await answerLocale(locale, token);
  return answer === "en" ? result : { ...result, message: (await paymentMessageTranslator(answer, await pageDigits()))(result.message) };
}
