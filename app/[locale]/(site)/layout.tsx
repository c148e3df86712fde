import type { ReactNode } from "react";
import { setRequestLocale } from "next-intl/server";
import { SiteShell } from "@/components/layout/site-shell";

/** Public pages (/, /gallery, /services, /about, /contact, /cart, /checkout, /order-success), in each language. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  return <SiteShell>{children}</SiteShell>;
}
