/**
 * The cart page's and lines' icons as path data for PathIcon (components/ui/stroke-icon.tsx):
 * Lucide's drawings (ISC), circles, rectangles and lines written as paths. With the frame's
 * (components/layout/frame-icons.ts), the cart page's first load draws no lucide-react icon, so it
 * does not load lucide-react's icon component.
 */

export const ALERT_ICON = ["m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3", "M12 9v4", "M12 17h.01"] as const;
export const HOME_ICON = [
  "M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8",
  "M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
] as const;
/** Lucide's filled dot (r 1) is the same disc as a stroked one at stroke width 2. */
export const IMAGES_ICON = [
  "m22 11-1.296-1.296a2.4 2.4 0 0 0-3.408 0L11 16",
  "M4 8a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2",
  "M12 7a1 1 0 1 0 2 0a1 1 0 1 0-2 0",
  "M10 2h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z",
] as const;
export const TRASH_ICON = ["M10 11v6", "M14 11v6", "M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6", "M3 6h18", "M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2"] as const;
export const PENCIL_ICON = [
  "M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z",
  "m15 5 4 4",
] as const;
export const MINUS_ICON = ["M5 12h14"] as const;
export const PLUS_ICON = ["M5 12h14", "M12 5v14"] as const;
