/**
 * GET /certificate/<token>: a certificate of authenticity as a PDF, found by its own unguessable
 * token (sent with the payment approval). Anything that is not a token is 404 before the database
 * is asked. A void certificate is still served, marked VOID. Never cached by a shared cache.
 */
import { CERTIFICATE_TOKEN } from "@/lib/domain/certificate";
import { certificateData, certificateResponse, renderCertificate } from "@/lib/certificates/pdf";

type Context = { params: Promise<{ token: string }> };

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  if (typeof token !== "string" || !CERTIFICATE_TOKEN.test(token)) return notFound();
  const data = await certificateData({ token });
  if (!data) return notFound();
  return certificateResponse(await renderCertificate(data), data.number);
}
