/**
 * GET /api/services/{slug}: what a service's details dialog shows (ServiceDetailsData), fetched
 * by the services page when a dialog first opens. Only available services; the same for every
 * visitor, read through the services cache, so shared caches may keep it as long as the page.
 */
import { z } from "zod";
import { toServiceDetailsData } from "@/components/services/service-details";
import { reportReadFailure } from "@/lib/data/public-cache";
import { getAvailableServices } from "@/lib/data/services";

const slugSchema = z
  .string()
  .min(1)
  .max(200)
  // lib/domain/slug.ts: lowercase Latin letters, digits, Devanagari, single hyphens.
  .regex(/^[a-z0-9\u0900-\u097f]+(?:-[a-z0-9\u0900-\u097f]+)*$/);

const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const parsed = slugSchema.safeParse((await params).slug);
  if (!parsed.success) return Response.json({ error: "Service not found." }, { status: 404, headers: { "Cache-Control": SHARED } });
  let services;
  try {
    services = await getAvailableServices();
  } catch (error) {
    reportReadFailure("services", error);
    return Response.json(
      { error: "Services could not be loaded just now. Please try again in a moment." },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
  const service = services.find((s) => s.slug === parsed.data);
  if (!service) return Response.json({ error: "Service not found." }, { status: 404, headers: { "Cache-Control": SHARED } });
  return Response.json(toServiceDetailsData(service), { headers: { "Cache-Control": SHARED } });
}
