"use server";

import { placeOrder, type PlaceOrderFailure } from "@/lib/orders/place-order";
import type { LineRefusal } from "@/lib/orders/price-lines";
import { IMAGE_RULES } from "@/lib/images/rules";
import { DEMO_MESSAGES, isDemoMode } from "@/lib/demo";
import { CHECKOUT_MESSAGES, CUSTOMER_FIELDS, type CustomerFieldErrors } from "@/lib/validation/checkout";

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
  // Read-only demo: no order is placed (and nothing is uploaded).
  if (isDemoMode()) return { ok: false, code: "paused", message: DEMO_MESSAGES.createOrder };
  const customer = Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, formData.get(field) ?? ""]));

  let lines: unknown = null;
  const rawLines = formData.get("lines");
  if (typeof rawLines === "string") {
    try {
      lines = JSON.parse(rawLines);
    } catch {
      return { ok: false, code: "invalid", message: CHECKOUT_MESSAGES.orderFailed };
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
