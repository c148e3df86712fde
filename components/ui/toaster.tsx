"use client";

import { Toaster as Sonner } from "sonner";
import { useTheme } from "@/components/theme/theme-provider";

/** Toast defaults of the product: 3 visible, 4 s, bottom-right, Alt+T to focus, rich colours. */
export const TOAST_DEFAULTS = {
  visibleToasts: 3,
  duration: 4000,
  position: "bottom-right",
  hotkey: ["altKey", "KeyT"],
  richColors: true,
} as const;

/** The app's single <Toaster>, following the site theme. Call `toast()` from "sonner" anywhere. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      visibleToasts={TOAST_DEFAULTS.visibleToasts}
      duration={TOAST_DEFAULTS.duration}
      position={TOAST_DEFAULTS.position}
      hotkey={[...TOAST_DEFAULTS.hotkey]}
      richColors={TOAST_DEFAULTS.richColors}
      closeButton
    />
  );
}
