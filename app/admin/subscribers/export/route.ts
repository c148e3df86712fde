/**
 * CSV export of the subscriptions (same search and status filter as /admin/subscribers), in
 * batches (lib/http/csv-download.ts), times in Nepal time. Administrators only: anonymous 401,
 * others 403.
 */
import { NextResponse, type NextRequest } from "next/server";
import { AdminAccessError, ACCESS_DENIED_MESSAGE, requireAdmin } from "@/lib/auth/require-admin";
import { exportSubscribers, type AdminSubscription } from "@/lib/data/admin/mailing-list";
import { kathmanduDateTime } from "@/lib/domain/csv";
import { csvDownload } from "@/lib/http/csv-download";
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
  return csvDownload({
    batches: exportSubscribers({ search: urlParam(params.get("q"), 100), status: urlParam(params.get("status"), 20) }),
    header: HEADER,
    filename: "subscribers",
    row: (s: AdminSubscription) => [s.email, s.topic, s.source, s.status, when(s.createdAt), when(s.confirmedAt), when(s.unsubscribedAt)],
  });
}
