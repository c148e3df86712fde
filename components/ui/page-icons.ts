/**
 * Icons of the public pages' own client code (cards, home's sections, the gallery's filters, the
 * cart) as path data for PathIcon (components/ui/stroke-icon.tsx): Lucide's drawings (ISC),
 * rectangles written as paths. With the frame's (components/layout/frame-icons.ts), home, the
 * gallery, an artwork page, /about and /cart load no lucide-react icon component.
 */

export { CLOCK_ICON, IMAGE_OFF_ICON } from "./picture-icons";

export const ARROW_RIGHT_ICON = ["M5 12h14", "m12 5 7 7-7 7"] as const;
export const BRUSH_ICON = [
  "m11 10 3 3",
  "M6.5 21A3.5 3.5 0 1 0 3 17.5a2.62 2.62 0 0 1-.708 1.792A1 1 0 0 0 3 21z",
  "M9.969 17.031 21.378 5.624a1 1 0 0 0-3.002-3.002L6.967 14.031",
] as const;
export const PRINTER_ICON = [
  "M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2",
  "M6 9V3a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v6",
  "M7 14h10a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1z",
] as const;
export const MESSAGE_SQUARE_ICON = [
  "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z",
] as const;
export const SLIDERS_ICON = ["M10 5H3", "M12 19H3", "M14 3v4", "M16 17v4", "M21 12h-9", "M21 19h-5", "M21 5h-7", "M8 10v4", "M8 12H3"] as const;
export const MESSAGE_CIRCLE_ICON = ["M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719"] as const;
export const INFO_ICON = ["M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0", "M12 16v-4", "M12 8h.01"] as const;
export const CALENDAR_DAYS_ICON = [
  "M8 2v3",
  "M16 2v3",
  "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z",
  "M3 9h18",
  "M8 13h.01",
  "M12 13h.01",
  "M16 13h.01",
  "M8 17h.01",
  "M12 17h.01",
  "M16 17h.01",
] as const;
