/**
 * CSV export of the filtered order list (same filters and search as /admin/orders), streamed
 * in batches. Administrators only: anonymous 401, others 403, with the access-denied message.
 */
import { NextResponse, type NextRequest } from "next/server";
import { AdminAccessError, ACCESS_DENIED_MESSAGE, requireAdmin } from "@/lib/auth/require-admin";
import { exportAdminOrders, type AdminOrderRow } from "@/lib/data/admin/orders";
import { parseAdminOrderQuery } from "@/lib/domain/admin-order-query";
import { csvRow } from "@/lib/domain/csv";
import { fromPaisa } from "@/lib/money";

const HEADER = [
  "order_number",
  "created_at",
  "customer_name",
  "customer_email",
  "status",
  "payment_status",
  "total_npr",
  "transaction_reference",
];

export async function GET(request: NextRequest): Promise<Response> {
  try {
    await requireAdmin();
  } catch (error) {
    if (error instanceof AdminAccessError) {
      return NextResponse.json({ error: ACCESS_DENIED_MESSAGE }, { status: error.reason === "forbidden" ? 403 : 401 });
    }
    throw error;
  }
  const { cursor: _cursor, ...query } = parseAdminOrderQuery(Object.fromEntries(request.nextUrl.searchParams));
  void _cursor;
  const batches = exportAdminOrders(query);
  // The first batch is taken here, while the request is still in scope: the export checks the
  // administrator on its first step, and a stream's pull runs after this handler returned, where
  // the session can no longer be read.
  const first = await batches.next();
  const encoder = new TextEncoder();
  const rows = (batch: AdminOrderRow[]) =>
    encoder.encode(
      batch
        .map((o) =>
          csvRow([
            o.orderNumber,
            o.createdAt.toISOString(),
            o.customerName,
            o.customerEmail,
            o.status,
            o.paymentStatus,
            fromPaisa(o.totalPaisa).toFixed(2),
            o.transactionReference,
          ]),
        )
        .join(""),
    );
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(HEADER)}`));
      if (first.done) controller.close();
      else controller.enqueue(rows(first.value));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(rows(next.value));
      } catch (error) {
        console.error("order export failed", error);
        controller.error(error);
      }
    },
  });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
