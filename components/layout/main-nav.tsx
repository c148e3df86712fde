"use client";

import { Link } from "@/lib/i18n/navigation";
import { usePathname } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { NAV_LINKS, currentState } from "./nav-links";

/** The header's navigation on medium screens and up; the current link carries aria-current. */
export function MainNav({ className }: { className?: string }) {
  const pathname = usePathname();
  const t = useTranslations("common");
  return (
    <nav aria-label={t("mainNav")} className={cn("hidden md:block", className)}>
      <ul className="flex items-center gap-1">
        {NAV_LINKS.map((link) => {
          const current = currentState(pathname, link.href);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current}
                className="nav-link"
              >
                {t(`nav.${link.label}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
