"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { sendPageView } from "./send-beacon";

/**
 * Counts each public page shown, also after a client-side navigation, from the browser: pages
 * served from a cache (nginx, Next's full-route cache) are counted too. Renders nothing.
 */
export function PageBeacon() {
  const pathname = usePathname();
  useEffect(() => sendPageView(pathname), [pathname]);
  return null;
}
