"use client";

import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { usePathname } from "next/navigation";
import { useTheme } from "@/components/theme/theme-provider";
import { loadToasts, subscribeToToastRequests, toastsRequested } from "./toast";

/** Toast defaults of the product: 3 visible, 4 s, bottom-right, Alt+T to focus, rich colours. */
export const TOAST_DEFAULTS = {
  visibleToasts: 3,
  duration: 4000,
  position: "bottom-right",
  hotkey: ["altKey", "KeyT"],
  richColors: true,
} as const;

const Sonner = lazy(() => loadToasts().then((module) => ({ default: module.Toaster })));

/**
 * The app's single <Toaster>, following the site theme. Public code calls `toast` from
 * "@/components/ui/toast", which fetches the library on the first toast; until then nothing
 * is loaded. The back office (which imports "sonner" directly) loads it at once.
 */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  const backOffice = usePathname().startsWith("/admin");

  useEffect(() => {
    if (backOffice) void loadToasts();
  }, [backOffice]);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        theme={resolvedTheme}
        visibleToasts={TOAST_DEFAULTS.visibleToasts}
        duration={TOAST_DEFAULTS.duration}
        position={TOAST_DEFAULTS.position}
        hotkey={[...TOAST_DEFAULTS.hotkey]}
        richColors={TOAST_DEFAULTS.richColors}
        closeButton
      />
    </Suspense>
  );
}
