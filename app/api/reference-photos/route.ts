/**
 * POST /api/reference-photos (multipart/form-data, field "photo"): one reference photo for a
 * commission, uploaded when it is attached in the commission dialog. Answers 201 with the
 * photo's token (kept in the cart line, claimed by the order at 'Proceed to Payment'), or a 4xx
 * with the reason in the buyer's words. The proxy has refused foreign origins and bodies over
 * the upload limit already (lib/http/request-guard.ts).
 */
import { NextResponse } from "next/server";
import { isDemoMode } from "@/lib/demo";
import { clientAddressFrom } from "@/lib/http/client-address";
import { uploadReferencePhoto } from "@/lib/orders/reference-photos";
import { REFERENCE_PHOTO_MESSAGES, REFERENCE_PHOTO_RULES } from "@/lib/validation/reference-photos";

const NO_STORE = { "Cache-Control": "no-store" };
/** The photo and the multipart framing around it. */
const MAX_BODY_BYTES = REFERENCE_PHOTO_RULES.maxBytes + 64 * 1024;

function refuse(status: number, message: string): NextResponse {
  return NextResponse.json({ error: message }, { status, headers: NO_STORE });
}

export async function POST(request: Request): Promise<Response> {
  if (isDemoMode()) return refuse(403, REFERENCE_PHOTO_MESSAGES.unavailable);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (!Number.isFinite(declared) || declared > MAX_BODY_BYTES) return refuse(413, REFERENCE_PHOTO_MESSAGES.tooLarge);
  if (!/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) return refuse(400, REFERENCE_PHOTO_MESSAGES.notAnImage);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refuse(400, REFERENCE_PHOTO_MESSAGES.notAnImage);
  }
  const photo = form.get("photo");
  try {
    const result = await uploadReferencePhoto({
      file: photo instanceof Blob ? photo : null,
      fileName: photo instanceof File ? photo.name : null,
      clientAddress: clientAddressFrom(request.headers),
    });
    if (!result.ok) return refuse(result.status, result.message);
    return NextResponse.json(result.photo, { status: 201, headers: NO_STORE });
  } catch (error) {
    console.error("[reference-photos] upload failed:", error instanceof Error ? error.message : error);
    return refuse(503, REFERENCE_PHOTO_MESSAGES.uploadFailed);
  }
}
