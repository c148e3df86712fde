/**
 * GET /admin/orders/<order id>/receipt: the order's receipt as a PDF, to administrators and
 * assistants (one order, as packing needs; anonymous 401, others 403), never cached.
 */
import { NextResponse } from "next/server";
import { AdminAccessError, ACCESS_DENIED_MESSAGE, requireAdmin } from "@/lib/auth/require-admin";
import { receiptData, receiptResponse, renderReceipt } from "@/lib/orders/receipt";

type Context = { params: Promise<{ id: string }> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  try {
    await requireAdmin("orders");
  } catch (error) {
    if (error instanceof AdminAccessError) {
      return NextResponse.json({ error: ACCESS_DENIED_MESSAGE }, { status: error.reason === "forbidden" ? 403 : 401, headers: { "Cache-Control": "no-store" } });
    }
    throw error;
  }
  const { id } = await params;
  const data = UUID.test(id) ? await receiptData({ id }) : null;
  if (!data) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return receiptResponse(await renderReceipt(data), data.orderNumber);
}
