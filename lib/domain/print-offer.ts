/**
 * Whether prints of a work can be ordered, whatever became of the original (sold, held by an
 * order, kept by the artist): it needs a price (prints are priced from it) and is not a
 * made-to-order piece, which is commissioned instead. A module of its own: every artwork card
 * asks it, and the pricing rules (lib/domain/pricing.ts, which re-exports it) stay out of the
 * pages' first load.
 */
export function offersPrints(work: { status: string; pricePaisa: number | null }): boolean {
  return work.pricePaisa !== null && work.status !== "custom_only";
}
