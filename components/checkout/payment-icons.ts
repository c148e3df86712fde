/**
 * The payment step's icons as path data for PathIcon (components/ui/stroke-icon.tsx): Lucide's
 * drawings (ISC), circles and rectangles written as paths. The step is a first load of its own
 * (a buyer arrives from the checkout or a payment-link email), and lucide-react's icon component
 * would come with it. Those the frame or other pages already draw are shared from their files.
 */

export {
  CHECK_ICON,
  CIRCLE_CHECK_ICON,
  CLOSE_ICON as X_ICON,
  LOADER_ICON,
} from "@/components/layout/frame-icons";
export { CLOCK_ICON } from "@/components/ui/picture-icons";

export const ARROW_LEFT_ICON = ["m12 19-7-7 7-7", "M19 12H5"] as const;
export const SHIELD_CHECK_ICON = [
  "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
  "m9 12 2 2 4-4",
] as const;
export const COPY_ICON = [
  "M10 8h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-10a2 2 0 0 1-2-2v-10a2 2 0 0 1 2-2z",
  "M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2",
] as const;
export const DOWNLOAD_ICON = [
  "M12 15V3",
  "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4",
  "m7 10 5 5 5-5",
] as const;
export const IMAGE_UP_ICON = [
  "M10.3 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10l-3.1-3.1a2 2 0 0 0-2.814.014L6 21",
  "m14 19.5 3-3 3 3",
  "M17 22v-5.5",
  "M7 9a2 2 0 1 0 4 0a2 2 0 1 0-4 0",
] as const;
export const WALLET_ICON = [
  "M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1",
  "M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4",
] as const;
