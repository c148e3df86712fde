/**
 * The site frame's icons (header, small screens' menu, theme and language switches, the footer's
 * forms and 'Admin' link) as path data for PathIcon (components/ui/stroke-icon.tsx): Lucide's drawings
 * (ISC), circles, rectangles and lines written as paths. The frame is on every page's first load,
 * and lucide-react's icon component would come with it; a page that draws its own lucide icons
 * still loads that, once.
 */

export const MENU_ICON = ["M4 5h16", "M4 12h16", "M4 19h16"] as const;
export const CLOSE_ICON = ["M18 6 6 18", "m6 6 12 12"] as const;
export const SHOPPING_BAG_ICON = [
  "M16 10a4 4 0 0 1-8 0",
  "M3.103 6.034h17.794",
  "M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z",
] as const;
export const SUN_ICON = [
  "M8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0",
  "M12 2v2",
  "M12 20v2",
  "m4.93 4.93 1.41 1.41",
  "m17.66 17.66 1.41 1.41",
  "M2 12h2",
  "M20 12h2",
  "m6.34 17.66-1.41 1.41",
  "m19.07 4.93-1.41 1.41",
] as const;
export const MOON_ICON = [
  "M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401",
] as const;
export const MONITOR_ICON = ["M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z", "M8 21h8", "M12 17v4"] as const;
export const CHECK_ICON = ["M20 6 9 17l-5-5"] as const;
export const LANGUAGES_ICON = ["m5 8 6 6", "m4 14 6-6 2-3", "M2 5h12", "M7 2h1", "m22 22-5-10-5 10", "M14 18h6"] as const;
export const LOADER_ICON = ["M21 12a9 9 0 1 1-6.219-8.56"] as const;
export const CIRCLE_CHECK_ICON = ["M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0", "m16 9-5.5 5.5L8 12"] as const;
export const CIRCLE_ALERT_ICON = ["M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0", "M12 8v4", "M12 16h.01"] as const;
export const SEARCH_ICON = ["m21 21-4.34-4.34", "M3 11a8 8 0 1 0 16 0a8 8 0 1 0-16 0"] as const;
export const MAIL_ICON = ["m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7", "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"] as const;
export const BELL_RING_ICON = [
  "M10.268 21a2 2 0 0 0 3.464 0",
  "M22 8c0-2.3-.8-4.3-2-6",
  "M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326",
  "M4 2C2.8 3.7 2 5.7 2 8",
] as const;
export const LOCK_ICON = ["M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2z", "M7 11V7a5 5 0 0 1 10 0v4"] as const;
