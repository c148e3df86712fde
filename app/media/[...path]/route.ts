/** Public uploaded images of the local storage driver (artworks, services, about page). */
import { servePublicFile } from "@/lib/storage/serve";

type Context = { params: Promise<{ path: string[] }> };

export async function GET(request: Request, { params }: Context) {
  return servePublicFile(request, (await params).path);
}

export async function HEAD(request: Request, { params }: Context) {
  return servePublicFile(request, (await params).path);
}
