/**
 * POST /admin/uploads: one image per request from a back-office dialog (multipart fields
 * 'target' and 'file'). Administrators only: anonymous 401, others 403, with the access-denied
 * message. Answers 201 {url, width, height}; a refused file answers 4xx {error} with the reason.
 *
 * Before this runs, the shop's server has refused a post without an administrator session
 * cookie unread (lib/http/admin-post-gate.ts) and the proxy one over the back office's body limit
 * (lib/http/request-guard.ts).
 */
import { NextResponse, type NextRequest } from "next/server";
import { AdminAccessError, ACCESS_DENIED_MESSAGE, requireAdmin } from "@/lib/auth/require-admin";
import { storeAdminUpload } from "@/lib/images/admin-upload";
import { MAX_UPLOAD_POST_BYTES, UPLOAD_MESSAGES } from "@/lib/domain/admin/uploads";
import { IMAGE_MESSAGES } from "@/lib/images/rules";
import { DEMO_MESSAGES } from "@/lib/domain/demo-mode";

const NO_STORE = { "Cache-Control": "no-store" };

function answer(body: unknown, status: number): Response {
  return NextResponse.json(body, { status, headers: NO_STORE });
}

export async function POST(request: NextRequest): Promise<Response> {
  try {
    await requireAdmin();
  } catch (error) {
    if (error instanceof AdminAccessError) return answer({ error: ACCESS_DENIED_MESSAGE }, error.reason === "forbidden" ? 403 : 401);
    throw error;
  }
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_POST_BYTES) {
    return answer({ error: IMAGE_MESSAGES.maxFileSize(Math.floor(MAX_UPLOAD_POST_BYTES / (1024 * 1024))) }, 413);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer({ error: UPLOAD_MESSAGES.unreadable }, 400);
  }
  const result = await storeAdminUpload(form.get("target"), form.get("file"));
  if (result.ok) return answer(result.data, 201);
  if (result.message === DEMO_MESSAGES.imageUpload) return answer({ error: result.message }, 403);
  if (result.message === UPLOAD_MESSAGES.failed) return answer({ error: result.message }, 503);
  return answer({ error: result.message }, 422);
}
