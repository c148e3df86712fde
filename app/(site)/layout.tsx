import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/site-shell";

/** Public pages (/, /gallery, /services, /about, /contact, /cart, /checkout, /order-success). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
