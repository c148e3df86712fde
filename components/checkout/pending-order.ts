/**
 * What the browser keeps between the two checkout steps: the customer info typed at step 1
 * (this tab only) and the last order placed from this browser that awaits its payment, so that
 * /checkout with an empty cart can lead back to it.
 */
import type { CustomerValues } from "./customer-info-form";

const CUSTOMER_KEY = "checkout-customer";
const PENDING_KEY = "checkout-pending-order";
const METHOD_KEY = "checkout-payment-method";

export interface PendingOrderRef {
  token: string;
  orderNumber: string;
}

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function saveCustomer(values: CustomerValues): void {
  safe(() => sessionStorage.setItem(CUSTOMER_KEY, JSON.stringify(values)), undefined);
}

export function loadCustomer(): Partial<CustomerValues> | null {
  return safe(() => {
    const raw = sessionStorage.getItem(CUSTOMER_KEY);
    if (!raw || raw.length > 10_000) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== "object") return null;
    const out: Partial<CustomerValues> = {};
    for (const key of ["name", "email", "phone", "address", "notes"] as const) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === "string") out[key] = value;
    }
    return out;
  }, null);
}

export function savePendingOrder(ref: PendingOrderRef | null): void {
  safe(() => (ref ? localStorage.setItem(PENDING_KEY, JSON.stringify(ref)) : localStorage.removeItem(PENDING_KEY)), undefined);
}

export function loadPendingOrder(): PendingOrderRef | null {
  return safe(() => {
    const raw = localStorage.getItem(PENDING_KEY);
    if (!raw || raw.length > 500) return null;
    const parsed = JSON.parse(raw) as Partial<PendingOrderRef>;
    return typeof parsed.token === "string" && typeof parsed.orderNumber === "string" ? { token: parsed.token, orderNumber: parsed.orderNumber } : null;
  }, null);
}

/** The way to pay the buyer chose last (remembered for their next visit to a payment step). */
export function savePaymentMethod(kind: string): void {
  safe(() => localStorage.setItem(METHOD_KEY, kind), undefined);
}

export function loadPaymentMethod(): string | null {
  return safe(() => localStorage.getItem(METHOD_KEY), null);
}
