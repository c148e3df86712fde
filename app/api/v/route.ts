/**
 * POST /api/v: the shop's own page-view and cart beacon (lib/analytics/beacon.ts). No cookie is
 * read or set; the answer is an empty 204 (4xx for a body that is not a beacon), never cached.
 */
import { handleBeacon } from "@/lib/analytics/beacon";

export async function POST(request: Request): Promise<Response> {
  try {
    return await handleBeacon(request);
  } catch (error) {
    console.error("[page-views] could not count:", error instanceof Error ? error.message : error);
    return new Response(null, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
