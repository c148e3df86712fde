"use server";

import { db } from "@/lib/db";
import { readDeliveryRequest } from "@/lib/orders/delivery";
import { quoteCommissionDeposit, type DepositQuote } from "@/lib/orders/commission-quote";
import { orderLineSchema, type OrderLineRequest } from "@/lib/validation/checkout";

/** Most lines quoted in one call (a cart holds fewer). */
const MAX_QUOTED_LINES = 100;

/**
 * The checkout's first step: the deposit due now and the balance held for a cart with commission
 * lines, computed on the server from the database (prices, zones, the services' deposit
 * percents); prices sent by the browser are not read. Null when there is nothing to split, or the
 * input cannot be read. Read only.
 */
export async function quoteCheckoutDeposit(lines: unknown, delivery: unknown): Promise<DepositQuote | null> {
  if (!Array.isArray(lines)) return null;
  const requests: OrderLineRequest[] = [];
  for (const raw of lines.slice(0, MAX_QUOTED_LINES)) {
    const parsed = orderLineSchema.safeParse(raw);
    if (parsed.success) requests.push(parsed.data);
  }
  if (requests.length === 0) return null;
  const request = readDeliveryRequest(delivery);
  return quoteCommissionDeposit(db, requests, request && !("field" in request) ? request : null);
}
