/**
 * The checkout's icons as path data for PathIcon (components/ui/stroke-icon.tsx): Lucide's
 * drawings (ISC), circles and rectangles written as paths, so /checkout's first load carries no
 * lucide-react. Those the frame or other pages already draw are shared from their files.
 */

export { CHECK_ICON, LOADER_ICON, SEARCH_ICON } from "@/components/layout/frame-icons";
export { ARROW_RIGHT_ICON } from "@/components/ui/page-icons";

export const CHEVRONS_UP_DOWN_ICON = ["m7 15 5 5 5-5", "m7 9 5-5 5 5"] as const;
export const CIRCLE_PAUSE_ICON = ["M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0", "M10 15V9", "M14 15V9"] as const;
/** Lucide's "images" (its small filled dot drawn as a stroke-width dot). */
export const IMAGES_ICON = [
  "m22 11-1.296-1.296a2.4 2.4 0 0 0-3.408 0L11 16",
  "M4 8a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2",
  "M13 7h.01",
  "M10 2h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z",
] as const;
