"use server";

import crypto from "node:crypto";
import { requestClientAddress } from "@/lib/http/request-client";
import { formLocale, messageTranslator, translateState } from "@/lib/i18n/server-messages";
import { requestOrderLink } from "@/lib/orders/order-lookup";
import { ORDER_LOOKUP_MESSAGES, validateOrderLookup, type OrderLookupState } from "@/lib/validation/order-lookup";

/**
 * 'Track your order' (works with and without JavaScript through useActionState): validates the
 * two fields, then always answers "If this order exists, we have emailed its link" (or the rate
 * limit's message). Never shows anything of an order.
 */
export async function requestOrderLinkAction(previous: OrderLookupState, formData: FormData): Promise<OrderLookupState> {
  // Answered in the language the form was shown in (lib/i18n/server-messages.ts).
  const translate = await messageTranslator(formLocale(formData), "orderLookup", ORDER_LOOKUP_MESSAGES);
  return translateState(await lookUp(previous, formData), translate);
}

async function lookUp(_previous: OrderLookupState, formData: FormData): Promise<OrderLookupState> {
  if (!(formData instanceof FormData)) {
    return { status: "error", message: ORDER_LOOKUP_MESSAGES.orderNumberRequired, fieldErrors: {}, values: { orderNumber: "", email: "" } };
  }
  const parsed = validateOrderLookup(formData);
  if (!parsed.success) return { status: "error", message: parsed.message, fieldErrors: parsed.fieldErrors, values: parsed.values };
  const values = { orderNumber: parsed.data.orderNumber, email: parsed.data.email };
  try {
    const outcome = await requestOrderLink({ ...parsed.data, clientAddress: await requestClientAddress() });
    if (outcome === "rate_limited") return { status: "error", message: ORDER_LOOKUP_MESSAGES.rateLimited, fieldErrors: {}, values };
  } catch (error) {
    console.error("[order-lookup] could not answer:", error instanceof Error ? error.message : error);
    return { status: "error", message: ORDER_LOOKUP_MESSAGES.unavailable, fieldErrors: {}, values };
  }
  return { status: "answered", message: ORDER_LOOKUP_MESSAGES.answer, id: crypto.randomUUID() };
}
