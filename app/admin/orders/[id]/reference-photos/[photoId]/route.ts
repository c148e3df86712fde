/**
 * GET /admin/orders/<order id>/reference-photos/<photo id>: one of the order's commission
 * reference photos, to administrators and assistants (anonymous 401, others 403), never cached. Private
 * like payment screenshots: the file lives in the private storage place and has no public URL.
 */
import { NextResponse } from "next/server";
import { AdminAccessError, ACCESS_DENIED_MESSAGE, requireAdmin } from "@/lib/auth/require-admin";
import { readOrderReferencePhoto } from "@/lib/orders/reference-photos";
import { STORED_FILE_CONTENT_SECURITY_POLICY } from "@/lib/http/security-headers";

type Context = { params: Promise<{ id: string; photoId: string }> };

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
  const { id, photoId } = await params;
  const photo = UUID.test(id) && UUID.test(photoId) ? await readOrderReferencePhoto(id, photoId) : null;
  if (!photo) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(photo.body), {
    status: 200,
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.body.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": STORED_FILE_CONTENT_SECURITY_POLICY,
      "Cross-Origin-Resource-Policy": "same-origin",
      "Referrer-Policy": "no-referrer",
    },
  });
}
