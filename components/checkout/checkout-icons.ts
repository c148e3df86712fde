/**
 * The checkout form's own icons as path data for PathIcon (components/ui/stroke-icon.tsx):
 * Lucide's drawings (ISC), circles, rectangles and lines written as paths. With these the
 * checkout's first load carries no lucide-react icon component.
 */

export const IMAGES_ICON = [
  "m22 11-1.296-1.296a2.4 2.4 0 0 0-3.408 0L11 16",
  "M4 8a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2",
  "M12 7a1 1 0 1 0 2 0a1 1 0 1 0-2 0",
  "M10 2h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-10a2 2 0 0 1-2-2v-10a2 2 0 0 1 2-2z",
] as const;
export const PAUSE_CIRCLE_ICON = ["M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0", "M10 15V9", "M14 15V9"] as const;
