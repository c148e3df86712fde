/**
 * The back office's order list query (filters, search, keyset cursor), parsed from URL
 * parameters with every value bounded first. Pure: no I/O.
 */
import { isOrderStatus, isPaymentStatus, type OrderStatusValue, type PaymentStatusValue } from "@/lib/domain/order-status";

export const ORDERS_PAGE_SIZE = 25;
export const MAX_ORDER_SEARCH_LENGTH = 100;

export interface AdminOrderQuery {
  status: OrderStatusValue | null;
  paymentStatus: PaymentStatusValue | null;
  search: string | null;
  /** Keyset cursor: orders created before this (createdAt ISO, id). */
  cursor: { createdAt: Date; id: string } | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function first(value: unknown): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === "string" ? v : null;
}

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return `${row.createdAt.toISOString()}_${row.id}`;
}

export function decodeCursor(value: string | null): AdminOrderQuery["cursor"] {
  if (!value || value.length > 80) return null;
  const [iso, id] = value.split("_");
  const createdAt = new Date(iso ?? "");
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}

export function parseAdminOrderQuery(params: Record<string, unknown>): AdminOrderQuery {
  const status = first(params.status);
  const paymentStatus = first(params.payment) ?? first(params.paymentStatus);
  const rawSearch = first(params.q);
  const search = rawSearch && rawSearch.length <= MAX_ORDER_SEARCH_LENGTH * 2 ? rawSearch.replace(/[\u0000-\u001f]/g, "").trim().slice(0, MAX_ORDER_SEARCH_LENGTH) : null;
  return {
    status: isOrderStatus(status) ? status : null,
    paymentStatus: isPaymentStatus(paymentStatus) ? paymentStatus : null,
    search: search ? search : null,
    cursor: decodeCursor(first(params.cursor)),
  };
}

/** LIKE pattern for a substring search, with LIKE's wildcards escaped. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** URL parameters of a query (for links keeping the filters). */
export function orderQueryParams(query: Partial<AdminOrderQuery>, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.paymentStatus) params.set("payment", query.paymentStatus);
  if (query.search) params.set("q", query.search);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params;
}
