/**
 * CSV export of the filtered order list (same filters and search as /admin/orders), streamed
 * in batches: contact details, addresses, the items and the delivery, times in Nepal time
 * (Asia/Kathmandu, as the header says). Administrators only (not assistants: the file holds every
 * customer's contact details at once): anonymous 401, others 403, with
 * the access-denied message.
 */
import { NextResponse, type NextRequest } from "next/server";
import { AdminAccessError, ACCESS_DENIED_MESSAGE, requireAdmin } from "@/lib/auth/require-admin";
import { exportAdminOrders, type AdminOrderExportRow } from "@/lib/data/admin/orders";
import { kathmanduDateTime, orderItemsText } from "@/lib/domain/csv";
import { parseAdminOrderQuery } from "@/lib/domain/admin-order-query";
import { csvDownload } from "@/lib/http/csv-download";
import { fromPaisa } from "@/lib/money";

const HEADER = [
  "order_number",
  "created_at (Asia/Kathmandu)",
  "customer_name",
  "customer_email",
  "customer_phone",
  "customer_address",
  "shipping_address",
  "items",
  "status",
  "payment_status",
  "delivery",
  "total_npr",
  "transaction_reference",
];

export async function GET(request: NextRequest): Promise<Response> {
  try {
    await requireAdmin("ordersExport");
  } catch (error) {
    if (error instanceof AdminAccessError) {
      return NextResponse.json({ error: ACCESS_DENIED_MESSAGE }, { status: error.reason === "forbidden" ? 403 : 401 });
    }
    throw error;
  }
  const { cursor: _cursor, ...query } = parseAdminOrderQuery(Object.fromEntries(request.nextUrl.searchParams));
  void _cursor;
  return csvDownload({
    batches: exportAdminOrders(query),
    header: HEADER,
    filename: "orders",
    row: (o: AdminOrderExportRow) => [
      o.orderNumber,
      kathmanduDateTime(o.createdAt),
      o.customerName,
      o.customerEmail,
      o.customerPhone,
      o.customerAddress,
      o.shippingAddress,
      orderItemsText(o.items),
      o.status,
      o.paymentStatus,
      o.fulfilmentStatus,
      fromPaisa(o.totalPaisa).toFixed(2),
      o.transactionReference,
    ],
  });
}
