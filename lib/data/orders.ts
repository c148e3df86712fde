import { paisaFromDb } from "@/lib/money";
import "server-only";
import { db } from "@/lib/db";
import type { OrderStatusValue, PaymentStatusValue } from "@/lib/domain/order-status";
import { confirmationEmailKey } from "@/lib/orders/email-keys";

/**
 * What the order-success page shows. The order is found by its access token, an unguessable
 * random string handed to the customer's browser when the order was placed (and in the
 * confirmation email): never by the sequential order number or the database id. Only what the
 * customer entered and what they ordered is returned.
 */
export interface CustomerOrderView {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  subtotalPaisa: number;
  shippingPaisa: number;
  taxPaisa: number;
  totalPaisa: number;
  status: OrderStatusValue;
  paymentStatus: PaymentStatusValue;
  /** ISO date. */
  createdAt: string;
  /** false when the confirmation email could not be queued or finally failed to send. */
  emailSent: boolean;
  /** false when storage refused the screenshot: the customer should email it. */
  screenshotReceived: boolean;
  lines: {
    title: string;
    quantity: number;
    unitPricePaisa: number;
    lineTotalPaisa: number;
    imageUrl: string | null;
    /** e.g. "Small print (8x10), Wooden frame" or "Single Person, A4, with frame". */
    options: string | null;
  }[];
}

/** Tokens are 32 base64url characters; anything else is not looked up at all. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

function lineOptions(customizations: unknown, commission: unknown): string | null {
  const parts: string[] = [];
  if (customizations && typeof customizations === "object") {
    const c = customizations as { sizeLabel?: unknown; framing?: unknown; framingLabel?: unknown; notes?: unknown };
    if (typeof c.sizeLabel === "string") parts.push(c.sizeLabel);
    if (typeof c.framingLabel === "string" && c.framing !== "none") parts.push(c.framingLabel);
  }
  if (commission && typeof commission === "object") {
    const c = commission as { commissionCategory?: unknown; size?: unknown; withFrame?: unknown };
    if (typeof c.commissionCategory === "string") parts.push(c.commissionCategory);
    if (typeof c.size === "string") parts.push(c.size);
    parts.push(c.withFrame ? "with frame" : "without frame");
  }
  return parts.length ? parts.join(", ") : null;
}

export async function getOrderByAccessToken(token: string | null | undefined): Promise<CustomerOrderView | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const order = await db.order.findUnique({
    where: { accessToken: token },
    select: {
      id: true,
      orderNumber: true,
      customerEmail: true,
      customerInfo: true,
      subtotalPaisa: true,
      shippingPaisa: true,
      taxPaisa: true,
      totalPaisa: true,
      status: true,
      paymentStatus: true,
      createdAt: true,
      metadata: true,
      lines: {
        orderBy: { position: "asc" },
        select: { title: true, quantity: true, unitPricePaisa: true, lineTotalPaisa: true, imageUrl: true, customizations: true, commission: true },
      },
    },
  });
  if (!order) return null;
  const email = await db.emailOutbox.findUnique({
    where: { idempotencyKey: confirmationEmailKey(order.id) },
    select: { status: true },
  });
  const info = (order.customerInfo ?? {}) as { name?: unknown };
  const metadata = (order.metadata ?? {}) as { payment_screenshot?: unknown };
  return {
    orderNumber: order.orderNumber,
    customerName: typeof info.name === "string" ? info.name : "",
    customerEmail: order.customerEmail,
    subtotalPaisa: paisaFromDb(order.subtotalPaisa),
    shippingPaisa: paisaFromDb(order.shippingPaisa),
    taxPaisa: paisaFromDb(order.taxPaisa),
    totalPaisa: paisaFromDb(order.totalPaisa),
    status: order.status,
    paymentStatus: order.paymentStatus,
    createdAt: order.createdAt.toISOString(),
    emailSent: email !== null && email.status !== "failed",
    screenshotReceived: typeof metadata.payment_screenshot === "string" && metadata.payment_screenshot !== "",
    lines: order.lines.map((line) => ({
      title: line.title,
      quantity: line.quantity,
      unitPricePaisa: paisaFromDb(line.unitPricePaisa),
      lineTotalPaisa: paisaFromDb(line.lineTotalPaisa),
      imageUrl: line.imageUrl,
      options: lineOptions(line.customizations, line.commission),
    })),
  };
}

/** What /order-success can show for a link: the order, no order, or no answer from the database. */
export type OrderSuccessLookup =
  | { status: "found"; order: CustomerOrderView }
  | { status: "missing" }
  | { status: "unavailable" };

/**
 * The order of an /order-success link, telling "no such order" apart from "the database did not
 * answer": in the second case the order is safe and only the page is unavailable for now.
 */
export async function lookUpOrderForSuccessPage(token: string | null | undefined): Promise<OrderSuccessLookup> {
  try {
    const order = await getOrderByAccessToken(token);
    return order ? { status: "found", order } : { status: "missing" };
  } catch (error) {
    console.error("[order-success] could not read the order:", error instanceof Error ? error.message : error);
    return { status: "unavailable" };
  }
}
