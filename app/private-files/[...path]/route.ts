/**
 * Private files (payment screenshots) behind short-lived signed links made by
 * `storage().signedUrl(path, ttlSeconds)` after the back office has checked the session.
 */
import { serveSignedFile } from "@/lib/storage/serve";

type Context = { params: Promise<{ path: string[] }> };

export async function GET(request: Request, { params }: Context) {
  return serveSignedFile(request, (await params).path);
}

export async function HEAD(request: Request, { params }: Context) {
  return serveSignedFile(request, (await params).path);
}
