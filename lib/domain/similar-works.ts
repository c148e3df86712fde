/**
 * 'More works like this' on an artwork page (pure). A candidate is like the work when it is in
 * the same category or shares a tag with it. Works that can be ordered now come first (available,
 * not held by an order), then those offering prints, then the rest; within each, more shared tags,
 * then the same category, then the newest. Four at most.
 */
import { offersPrints } from "./pricing";

export const SIMILAR_WORKS_LIMIT = 4;

export interface SimilarCandidate {
  id: string;
  categorySlug: string | null;
  tags: readonly string[];
  status: string;
  reserved?: boolean;
  pricePaisa: number | null;
  /** ISO date. */
  createdAt: string;
}

const normalTag = (tag: string) => tag.trim().toLowerCase();

export function rankSimilarWorks<T extends SimilarCandidate>(work: SimilarCandidate, candidates: readonly T[], limit = SIMILAR_WORKS_LIMIT): T[] {
  const tags = new Set(work.tags.map(normalTag));
  const scored = candidates
    .filter((c) => c.id !== work.id)
    .map((c) => {
      const shared = c.tags.filter((t) => tags.has(normalTag(t))).length;
      const sameCategory = work.categorySlug !== null && c.categorySlug === work.categorySlug;
      const orderable = c.status === "available" && !c.reserved && c.pricePaisa !== null;
      const availability = orderable ? 0 : offersPrints(c) ? 1 : 2;
      return { c, shared, sameCategory, availability };
    })
    .filter((s) => s.shared > 0 || s.sameCategory);
  scored.sort(
    (a, b) =>
      a.availability - b.availability ||
      b.shared - a.shared ||
      Number(b.sameCategory) - Number(a.sameCategory) ||
      b.c.createdAt.localeCompare(a.c.createdAt),
  );
  return scored.slice(0, limit).map((s) => s.c);
}
