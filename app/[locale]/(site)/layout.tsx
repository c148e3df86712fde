import type { ReactNode } from "react";
import { setRequestLocale } from "next-intl/server";
import { SiteShell } from "@/components/layout/site-shell";
import { PageBeacon } from "@/components/cart/cart-provider";

/** Public pages (/, /gallery, /services, /about, /contact, /cart, /checkout, /order-success), in each language. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  return <SiteShell>{children}<PageBeacon /></SiteShell>;
}
