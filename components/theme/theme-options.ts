import { MONITOR_ICON, MOON_ICON, SUN_ICON } from "@/components/layout/frame-icons";
import type { Theme } from "./theme-config";

/** The theme switch's choices with their icons; their words are in the strings (common.theme in messages/). */
export const THEME_OPTIONS: { value: Theme; icon: readonly string[] }[] = [
  { value: "light", icon: SUN_ICON },
  { value: "dark", icon: MOON_ICON },
  { value: "system", icon: MONITOR_ICON },
];
