/**
 * Two icons drawn outside the public pages' own client code as well: the placeholder of a picture
 * that cannot be shown (line pictures in the cart, checkout and payment step) and the clock (the
 * payment step's time to pay). A module of their own, so those pages do not load every icon of
 * components/ui/page-icons.ts (which re-exports them) for two of them.
 */

export const IMAGE_OFF_ICON = [
  "M2 2l20 20",
  "M10.41 10.41a2 2 0 1 1-2.83-2.83",
  "M13.5 13.5 6 21",
  "M18 12l3 3",
  "M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59",
  "M21 15V5a2 2 0 0 0-2-2H9",
] as const;
export const CLOCK_ICON = ["M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0", "M12 6v6l4 2"] as const;
