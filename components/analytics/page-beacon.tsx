import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { sendPageView } from "./send-beacon";

/**
 * Counts each public page shown, also after a client-side navigation, from the browser: pages
 * served from a cache (nginx, Next's full-route cache) are counted too. Renders nothing.
 *
 * A client component, reached through components/cart/cart-provider.tsx (which every page loads
 * already): mounted from there, it adds its few bytes to that script instead of a script of its own.
 */
export function PageBeacon() {
  const pathname = usePathname();
  useEffect(() => sendPageView(pathname), [pathname]);
  return null;
}
