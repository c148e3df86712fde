import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/site-shell";
import { PageBeacon } from "@/components/cart/cart-provider";

/** Public pages (/, /gallery, /services, /about, /contact, /cart, /checkout, /order-success). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}<PageBeacon /></SiteShell>;
}
