/**
 * CSV export of the subscriptions (same search and status filter as /admin/subscribers), in
 * batches, times in Nepal time. Administrators only: anonymous 401, others 403. Every cell goes
 * through csvField, so an address cannot run as a spreadsheet formula.
 */
import { NextResponse, type NextRequest } from "next/server";
import { AdminAccessError, ACCESS_DENIED_MESSAGE, requireAdmin } from "@/lib/auth/require-admin";
import { exportSubscribers, type AdminSubscription } from "@/lib/data/admin/mailing-list";
import { csvRow, kathmanduDateTime } from "@/lib/domain/csv";
import { urlParam } from "@/lib/domain/text-input";

const HEADER = ["email", "subscribed_to", "source", "status", "signed_up_at (Asia/Kathmandu)", "confirmed_at (Asia/Kathmandu)", "unsubscribed_at (Asia/Kathmandu)"];

const when = (date: Date | null) => (date ? kathmanduDateTime(date) : "");

export async function GET(request: NextRequest): Promise<Response> {
  try {
    await requireAdmin();
  } catch (error) {
    if (error instanceof AdminAccessError) {
      return NextResponse.json({ error: ACCESS_DENIED_MESSAGE }, { status: error.reason === "forbidden" ? 403 : 401 });
    }
    throw error;
  }
  const params = request.nextUrl.searchParams;
  const batches = exportSubscribers({ search: urlParam(params.get("q"), 100), status: urlParam(params.get("status"), 20) });
  // The first batch is read while the request is in scope (the session is checked on it).
  const first = await batches.next();
  const encoder = new TextEncoder();
  const rows = (batch: AdminSubscription[]) =>
    encoder.encode(
      batch.map((s) => csvRow([s.email, s.topic, s.source, s.status, when(s.createdAt), when(s.confirmedAt), when(s.unsubscribedAt)])).join(""),
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
        console.error("subscriber export failed", error);
        controller.error(error);
      }
    },
  });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${stamp}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
