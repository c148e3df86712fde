/**
 * POST /api/reference-photos (multipart/form-data, field "photo"): one reference photo for a
 * commission, uploaded when it is attached in the commission dialog. Answers 201 with the
 * photo's token (kept in the cart line, claimed by the order at 'Proceed to Payment'), or a 4xx
 * with the reason in the buyer's words, in the page's language (`?locale=ne`; English by default).
 *
 * The body is never held whole in memory: it streams to a temporary file (0600 in a 0700 folder,
 * removed afterwards whatever happens), bounded while it streams (10 MB for the photo, 413 with
 * its message; reading stops at once), and sharp reads the photo from that file
 * (lib/http/streamed-upload.ts). An address at its upload limit is refused before a byte is read.
 * For that, proxy.ts does not run on this path (Next would first buffer the whole body for it):
 * its checks that matter here are made below (same-site Origin, declared length, HSTS).
 *
 * Before this runs, the shop's server has refused, unread, a post over the path's limit and one
 * past the uploads in flight from its address or in total (lib/http/upload-gate.ts).
 */
import { NextResponse } from "next/server";
import { isDemoMode } from "@/lib/demo";
import { clientAddressFrom } from "@/lib/http/client-address";
import { originAllowed, REFERENCE_PHOTO_BODY_MAX_BYTES, REQUEST_REFUSALS, requestRefusalIn } from "@/lib/http/request-guard";
import { hstsFor } from "@/lib/http/security-headers";
import { UploadRefusedError, withStreamedUpload } from "@/lib/http/streamed-upload";
import { mayUploadReferencePhoto, uploadReferencePhoto } from "@/lib/orders/reference-photos";
import { z } from "zod";
import { messageTranslator } from "@/lib/i18n/server-messages";
import { toLatinDigits } from "@/lib/i18n/digits";
import { getSettings } from "@/lib/data/settings";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/i18n/locales";
import { REFERENCE_PHOTO_ANSWERS, REFERENCE_PHOTO_LOCALE_PARAM, REFERENCE_PHOTO_MESSAGES, REFERENCE_PHOTO_RULES } from "@/lib/validation/reference-photos";

/** The page's language (`?locale=ne`); English when absent or not one of the shop's languages. */
const localeParam = z.enum(LOCALES).catch(DEFAULT_LOCALE);

function requestLocale(request: Request): Locale {
  const value = new URL(request.url).searchParams.get(REFERENCE_PHOTO_LOCALE_PARAM) ?? DEFAULT_LOCALE;
  return localeParam.parse(value.slice(0, 8));
}

export async function POST(request: Request): Promise<Response> {
  const response = await upload(request);
  const locale = requestLocale(request);
  if (response.ok || locale === DEFAULT_LOCALE) return response;
  // A refusal in the page's language (the rules write English; see lib/i18n/server-messages.ts).
  const body = (await response.json()) as { error: string };
  const translate = await messageTranslator(locale, "referencePhotoMessages", REFERENCE_PHOTO_ANSWERS);
  // The request checks' refusals (origin, length) have their own words (lib/http/request-guard.ts).
  const refusal = requestRefusalIn(translate(body.error), locale);
  // The Nepali words write their figures (10 MB, 3 photos) in the digits the artist chose.
  const latin = await getSettings().then((settings) => settings.nepaliNumerals === "latin", () => false);
  return answer({ error: latin ? toLatinDigits(refusal) : refusal }, response.status);
}

function refuse(status: number, message: string): NextResponse {
  return answer({ error: message }, status);
}

function answer(body: unknown, status: number): NextResponse {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  const hsts = hstsFor(process.env.SITE_URL);
  if (hsts) headers["Strict-Transport-Security"] = hsts;
  return NextResponse.json(body, { status, headers });
}

async function upload(request: Request): Promise<NextResponse> {
  if (!originAllowed(request.headers, process.env.SITE_URL)) return refuse(403, REQUEST_REFUSALS.foreignOrigin);
  if (isDemoMode()) return refuse(403, REFERENCE_PHOTO_MESSAGES.unavailable);
  const length = request.headers.get("content-length");
  if (length === null) return refuse(411, REQUEST_REFUSALS.lengthRequired);
  const declared = Number(length);
  if (!/^\d{1,15}$/.test(length.trim())) return refuse(400, REQUEST_REFUSALS.malformed);
  if (declared > REFERENCE_PHOTO_BODY_MAX_BYTES) return refuse(413, REFERENCE_PHOTO_MESSAGES.tooLarge);
  if (!/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) return refuse(400, REFERENCE_PHOTO_MESSAGES.notAnImage);
  const clientAddress = clientAddressFrom(request.headers);
  try {
    if (!(await mayUploadReferencePhoto(clientAddress))) return refuse(429, REFERENCE_PHOTO_MESSAGES.rateLimited);
    const result = await withStreamedUpload(
      request,
      { fileField: "photo", fields: [], maxBodyBytes: REFERENCE_PHOTO_BODY_MAX_BYTES, maxFileBytes: () => REFERENCE_PHOTO_RULES.maxBytes },
      ({ file }) => uploadReferencePhoto({ file, fileName: file?.filename ?? null, clientAddress }),
    );
    if (!result.ok) return refuse(result.status, result.message);
    return answer(result.photo, 201);
  } catch (error) {
    if (error instanceof UploadRefusedError) {
      return error.reason === "too_large" ? refuse(413, REFERENCE_PHOTO_MESSAGES.tooLarge) : refuse(400, REFERENCE_PHOTO_MESSAGES.notAnImage);
    }
    console.error("[reference-photos] upload failed:", error instanceof Error ? error.message : error);
    return refuse(503, REFERENCE_PHOTO_MESSAGES.uploadFailed);
  }
}
