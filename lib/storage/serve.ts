/**
 * HTTP responses for stored files, shared by the public media route (/media/...) and the
 * signed private-file route (/private-files/...). Only images are ever served, always with
 * their image type and `nosniff`, so an upload can never be turned into a page.
 */
import { storage } from "@/lib/storage";
import { isImmutableName, imageContentTypeFor, isPrivateKey, validKey } from "@/lib/storage/keys";
import { verifyPrivateFileSignature } from "@/lib/storage/signing";
import { STORED_FILE_CONTENT_SECURITY_POLICY } from "@/lib/http/security-headers";

export const PUBLIC_IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const PUBLIC_DEFAULT_CACHE = "public, max-age=3600";
export const PRIVATE_CACHE = "private, no-store";

// Stored files are never documents: nothing loads, nothing runs, and (as on every response)
// nothing may frame them. proxy.ts sets the same policy on these paths.
const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": STORED_FILE_CONTENT_SECURITY_POLICY,
};

function notFound(cache = "no-store"): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cache, ...SECURITY_HEADERS },
  });
}

/** The storage key named by route segments, or null when it is not a valid image key. */
export function keyFromSegments(segments: string[] | undefined): string | null {
  if (!segments?.length) return null;
  const key = validKey(segments.join("/"));
  if (!key || !imageContentTypeFor(key)) return null;
  return key;
}

async function fileResponse(request: Request, key: string, cacheControl: string, isPrivate: boolean): Promise<Response> {
  const contentType = imageContentTypeFor(key);
  if (!contentType) return notFound();
  const file = await storage().read(key);
  if (!file) return notFound();
  const headers = {
    "Content-Type": contentType,
    "Content-Length": String(file.body.length),
    "Cache-Control": cacheControl,
    ...SECURITY_HEADERS,
    // Public artwork images may be embedded elsewhere (shared links, emails); screenshots not.
    "Cross-Origin-Resource-Policy": isPrivate ? "same-origin" : "cross-origin",
    ...(isPrivate ? { "Referrer-Policy": "no-referrer" } : {}),
  };
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  return new Response(new Uint8Array(file.body), { status: 200, headers });
}

/** GET/HEAD /media/<key>: public images; payment screenshots are never served here. */
export async function servePublicFile(request: Request, segments: string[] | undefined): Promise<Response> {
  const key = keyFromSegments(segments);
  if (!key || isPrivateKey(key)) return notFound();
  return fileResponse(request, key, isImmutableName(key) ? PUBLIC_IMMUTABLE_CACHE : PUBLIC_DEFAULT_CACHE, false);
}

/** GET/HEAD /private-files/<key>?expires=..&sig=..: only with a valid, unexpired signature. */
export async function serveSignedFile(request: Request, segments: string[] | undefined): Promise<Response> {
  const key = keyFromSegments(segments);
  if (!key) return notFound();
  const url = new URL(request.url);
  const check = verifyPrivateFileSignature(key, url.searchParams.get("expires"), url.searchParams.get("sig"));
  if (check !== "ok") {
    return new Response(check === "expired" ? "This link has expired" : "Forbidden", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE_CACHE, ...SECURITY_HEADERS },
    });
  }
  return fileResponse(request, key, PRIVATE_CACHE, true);
}
