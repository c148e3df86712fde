/**
 * The back office's order list query (filters, search, keyset cursor), parsed from URL
 * parameters with every value bounded first. Pure: no I/O.
 */
import { isOrderStatus, isPaymentStatus, type OrderStatusValue, type PaymentStatusValue } from "@/lib/domain/order-status";
import type { FulfilmentStatusValue } from "@/lib/domain/fulfilment";

export const ORDERS_PAGE_SIZE = 25;
export const MAX_ORDER_SEARCH_LENGTH = 100;

/**
 * Where an order stands in the order-first flow, as the Status filter offers it beside the plain
 * statuses: placed and waiting for the buyer's payment, cancelled unpaid at the end of its
 * payment window ("payment not received"), or paid on delivery and waiting for the shop's
 * confirming phone call (its deposit paid, when one was asked).
 */
export const ORDER_STAGES = ["awaiting_payment", "expired", "awaiting_call"] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];
export const ORDER_STAGE_LABELS: Record<OrderStage, string> = {
  awaiting_payment: "Awaiting payment",
  expired: "Expired unpaid",
  // Pay on delivery: the orders to phone (placed, deposit paid if one was asked, not confirmed yet).
  awaiting_call: "Awaiting call",
};

function isOrderStage(value: string | null): value is OrderStage {
  return value !== null && (ORDER_STAGES as readonly string[]).includes(value);
}

export interface AdminOrderQuery {
  status: OrderStatusValue | null;
  /** A stage of the order-first flow (given in the `status` parameter; excludes `status`). */
  stage?: OrderStage | null;
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
    ...(isOrderStage(status) ? { stage: status } : {}),
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
  else if (query.stage) params.set("status", query.stage);
  if (query.paymentStatus) params.set("payment", query.paymentStatus);
  if (query.search) params.set("q", query.search);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params;
}

/** One row of the orders list as the browser draws it, amount and date formatted on the server. */
export interface OrderRowData {
  id: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  /** 'NPR 4,500'. */
  total: string;
  /** Nepal time, e.g. '25 Nov 2026, 6:30 pm'. */
  created: string;
  status: OrderStatusValue;
  paymentStatus: PaymentStatusValue;
  fulfilmentStatus: FulfilmentStatusValue;
  transactionReference: string | null;
  /** The buyer's phone, shown (a tel: link) in the "Awaiting call" view. */
  customerPhone?: string | null;
}

/** One page of the orders list as GET /admin/orders/rows answers it. */
export interface OrderListData {
  orders: OrderRowData[];
  /** Matching orders, counted up to a cap (then `totalCapped`). */
  total: number;
  totalCapped: boolean;
  /** The `cursor` parameter of the next page, or null on the last one. */
  nextCursor: string | null;
  /** Payments waiting for a check (counted up to 100). */
  toVerify: number;
}

/** The list's address for a query (only the parameters it uses, in one order: one cache key per view). */
export function orderListSearch(query: AdminOrderQuery): string {
  return orderQueryParams(query, query.cursor ? { cursor: encodeCursor(query.cursor) } : {}).toString();
}
