/**
 * The gallery's status and sort choices, in the order the filters list them. A module of its own
 * (lib/domain/gallery-query.ts re-exports them) so the gallery's filter form can list them
 * without carrying the query's parsing into the page's first load.
 * Pure: no Next, no Prisma.
 */

export const ARTWORK_STATUSES = ["available", "sold", "not_for_sale", "custom_only"] as const;
export type ArtworkStatusValue = (typeof ARTWORK_STATUSES)[number];

export const GALLERY_SORTS = ["newest", "oldest", "price-asc", "price-desc", "title"] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];
