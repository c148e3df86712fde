/**
 * One page of the back office's orders list as data: the rows the list draws (a lean query of ten
 * columns, amounts and dates formatted here), the capped count of matching orders, the next page's
 * cursor and the number of payments waiting for a check. The orders page (app/admin/orders) is a
 * small frame that fetches this for its filters, search and page, and again after every change,
 * so paging and filtering through 50,000 orders never renders the page on the server again.
 *
 * Same parameters as the page (status, payment, q, cursor; each bounded before use).
 * Administrators only: anonymous 401, others 403, with the access-denied message. Never cached.
 */
import { NextResponse, type NextRequest } from "next/server";
import { AdminAccessError, ACCESS_DENIED_MESSAGE } from "@/lib/auth/require-admin";
import { listAdminOrdersWithQueue } from "@/lib/data/admin/orders";
import { parseAdminOrderQuery, type OrderListData } from "@/lib/domain/admin-order-query";
import { formatNpr } from "@/lib/money";
import { formatDateTime } from "@/components/admin/ui/format";

const NO_STORE = { "Cache-Control": "private, no-store" };

export async function GET(request: NextRequest): Promise<Response> {
  const query = parseAdminOrderQuery(Object.fromEntries(request.nextUrl.searchParams));
  let page: Awaited<ReturnType<typeof listAdminOrdersWithQueue>>;
  try {
    // Checks the administrator once, then reads the page and the queue's count together.
    page = await listAdminOrdersWithQueue(query);
  } catch (error) {
    if (error instanceof AdminAccessError) {
      return NextResponse.json({ error: ACCESS_DENIED_MESSAGE }, { status: error.reason === "forbidden" ? 403 : 401, headers: NO_STORE });
    }
    throw error;
  }
  const body: OrderListData = {
    orders: page.orders.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      customerName: o.customerName,
      customerEmail: o.customerEmail,
      total: formatNpr(o.totalPaisa),
      created: formatDateTime(o.createdAt),
      status: o.status,
      paymentStatus: o.paymentStatus,
      fulfilmentStatus: o.fulfilmentStatus,
      transactionReference: o.transactionReference,
      // The numbers to call, only in the view of the orders to phone.
      ...(query.stage === "awaiting_call" ? { customerPhone: o.customerPhone } : {}),
    })),
    total: page.total,
    totalCapped: page.totalCapped,
    nextCursor: page.nextCursor,
    toVerify: page.toVerify,
  };
  return NextResponse.json(body, { headers: NO_STORE });
}
