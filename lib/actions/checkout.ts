"use server";

import { placeOrder, type PlaceOrderFailure } from "@/lib/orders/place-order";
import type { LineRefusal } from "@/lib/orders/price-lines";
import { IMAGE_RULES } from "@/lib/images/rules";
import { DEMO_MESSAGES, isDemoMode } from "@/lib/demo";
import { requestClientAddress } from "@/lib/http/request-client";
import { CHECKOUT_MESSAGES, CUSTOMER_FIELDS, MAX_LINES_JSON_LENGTH, type CustomerFieldErrors } from "@/lib/validation/checkout";

export type CheckoutResult =
  | {
      ok: true;
      orderNumber: string;
      /** For /order-success?token=... */
      accessToken: string;
      customerEmail: string;
      totalPaisa: number;
      emailQueued: boolean;
      screenshotStored: boolean;
      notice: string | null;
    }
  | {
      ok: false;
      code: PlaceOrderFailure;
      message: string;
      fieldErrors?: CustomerFieldErrors;
      refusals?: Pick<LineRefusal, "lineId" | "title" | "message">[];
    };

/**
 * The checkout's 'I've Made the Payment' (multipart: customer fields, `lines` as JSON, the
 * `idempotencyKey`, and the `screenshot` file). Thin: reads the form, then lib/orders/place-order
 * decides everything (validation, limits, prices, availability, storage, emails).
 */
export async function submitOrder(formData: FormData): Promise<CheckoutResult> {
  // A hand-made call can send anything as the argument; only a form is an order.
  if (!(formData instanceof FormData)) return { ok: false, code: "invalid", message: CHECKOUT_MESSAGES.orderFailed };
  // Read-only demo: no order is placed (and nothing is uploaded).
  if (isDemoMode()) return { ok: false, code: "paused", message: DEMO_MESSAGES.createOrder };
  try {
    return await submitOrderForm(formData);
  } catch (error) {
    // Whatever went wrong (the database down, storage unreachable), the customer gets the
    // product's order-failed message, never a 500. The form keeps its idempotency key, so a
    // retry returns the order should it have been placed after all.
    console.error("[checkout] order could not be placed:", error instanceof Error ? error.message : error);
    return { ok: false, code: "failed", message: CHECKOUT_MESSAGES.orderFailed };
  }
}

async function submitOrderForm(formData: FormData): Promise<CheckoutResult> {
  const customer = Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, formData.get(field) ?? ""]));

  let lines: unknown = null;
  const rawLines = formData.get("lines");
  if (typeof rawLines === "string") {
    if (rawLines.length > MAX_LINES_JSON_LENGTH) {
      return { ok: false, code: "invalid", message: CHECKOUT_MESSAGES.cartUnreadable };
    }
    try {
      lines = JSON.parse(rawLines);
    } catch {
      return { ok: false, code: "invalid", message: CHECKOUT_MESSAGES.cartUnreadable };
    }
  }

  const file = formData.get("screenshot");
  let screenshot: { bytes: Buffer; fileName?: string } | null = null;
  if (file instanceof File && file.size > 0) {
    // Refuse an oversized upload before reading it.
    if (file.size > IMAGE_RULES.screenshot.maxBytes) {
      return { ok: false, code: "screenshot", message: CHECKOUT_MESSAGES.screenshotTooLarge };
    }
    screenshot = { bytes: Buffer.from(await file.arrayBuffer()), fileName: file.name };
  }

  const result = await placeOrder({
    customer,
    lines,
    idempotencyKey: formData.get("idempotencyKey") ?? undefined,
    screenshot,
    clientAddress: await requestClientAddress(),
  });
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
  };
}
