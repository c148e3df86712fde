/**
 * POST /admin/uploads: one image per request from a back-office dialog (multipart fields
 * 'target' and 'file'). Administrators only: anonymous 401, others 403, with the access-denied
 * message. Answers 201 {url, width, height}; a refused file answers 4xx {error} with the reason.
 *
 * The body is never held whole in memory: it streams to a temporary file (0600 in a 0700 folder
 * under the system's temporary directory, removed afterwards whatever happens), bounded while it
 * streams by the target's limit (413 with the limit's message, reading stops at once), and sharp
 * reads the image from that file (lib/http/streamed-upload.ts). For that, proxy.ts does not run
 * on this path (Next would first buffer the whole body for it): its checks that matter here are
 * made below (same-site Origin, declared length, HSTS).
 *
 * Before this runs, the shop's server has refused, unread, a post without a live administrator
 * session (lib/http/admin-post-gate.ts) and one declaring more than 12 MB.
 */
import { NextResponse, type NextRequest } from "next/server";
import { AdminAccessError, ACCESS_DENIED_MESSAGE, requireAdmin } from "@/lib/auth/require-admin";
import { storeAdminUpload, tooLargeMessageFor, uploadLimitFor } from "@/lib/images/admin-upload";
import { MAX_UPLOAD_POST_BYTES, UPLOAD_MESSAGES } from "@/lib/domain/admin/uploads";
import { DEMO_MESSAGES } from "@/lib/domain/demo-mode";
import { env } from "@/lib/env";
import { originAllowed, REQUEST_REFUSALS } from "@/lib/http/request-guard";
import { hstsFor } from "@/lib/http/security-headers";
import { UploadRefusedError, withStreamedUpload } from "@/lib/http/streamed-upload";

function answer(body: unknown, status: number): Response {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  const hsts = hstsFor(process.env.SITE_URL);
  if (hsts) headers["Strict-Transport-Security"] = hsts;
  return NextResponse.json(body, { status, headers });
}

export async function POST(request: NextRequest): Promise<Response> {
  try {
    await requireAdmin("catalogue");
  } catch (error) {
    if (error instanceof AdminAccessError) return answer({ error: ACCESS_DENIED_MESSAGE }, error.reason === "forbidden" ? 403 : 401);
    throw error;
  }
  if (!originAllowed(request.headers, process.env.SITE_URL)) return answer({ error: REQUEST_REFUSALS.foreignOrigin }, 403);
  // Nothing is read in demo mode.
  if (env().DEMO_MODE) return answer({ error: DEMO_MESSAGES.imageUpload }, 403);
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_POST_BYTES) {
    return answer({ error: tooLargeMessageFor(undefined) }, 413);
  }

  let target: string | undefined;
  try {
    const result = await withStreamedUpload(
      request,
      {
        fileField: "file",
        fields: ["target"],
        maxBodyBytes: MAX_UPLOAD_POST_BYTES,
        maxFileBytes: (fields) => uploadLimitFor((target = fields.get("target"))),
      },
      ({ fields, file }) => storeAdminUpload(fields.get("target"), file),
    );
    if (result.ok) return answer(result.data, 201);
    if (result.message === DEMO_MESSAGES.imageUpload) return answer({ error: result.message }, 403);
    if (result.message === UPLOAD_MESSAGES.failed) return answer({ error: result.message }, 503);
    return answer({ error: result.message }, 422);
  } catch (error) {
    if (error instanceof UploadRefusedError) {
      return error.reason === "too_large" ? answer({ error: tooLargeMessageFor(target) }, 413) : answer({ error: UPLOAD_MESSAGES.unreadable }, 400);
    }
    console.error("[uploads] could not receive an upload:", error instanceof Error ? error.message : error);
    return answer({ error: UPLOAD_MESSAGES.failed }, 503);
  }
}
