/** The back office's artwork list parameters (search, category, status, page), from the URL. */
import { ARTWORK_STATUSES, type ArtworkStatus } from "@/lib/domain/admin/artwork-form";
import { urlParam } from "@/lib/domain/text-input";

export interface AdminArtworkQuery {
  q: string;
  category: string;
  status: ArtworkStatus | "";
  page: number;
}

/** The list's URL parameters, bounded; anything odd is ignored. */
export function parseAdminArtworkQuery(params: Record<string, string | string[] | undefined>): AdminArtworkQuery {
  const q = (urlParam(params.q, 100) ?? "").trim();
  const category = urlParam(params.category, 100) ?? "";
  const statusParam = urlParam(params.status, 20) ?? "";
  const status = (ARTWORK_STATUSES as readonly string[]).includes(statusParam) ? (statusParam as ArtworkStatus) : "";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(urlParam(params.page, 6) ?? "1", 10) || 1));
  return { q, category, status, page };
}

