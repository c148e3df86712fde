"use client";

import { LocaleLink as Link, usePage } from "@/components/ui/locale-link";
import type { HeaderStrings } from "@/lib/i18n/ui-strings";
import { cn } from "@/components/ui/cn";
import { NAV_LINKS, currentState } from "./nav-links";

/** The header's navigation on medium screens and up; the current link carries aria-current. */
export function MainNav({ className, strings }: { className?: string; strings: Pick<HeaderStrings, "nav" | "mainNav"> }) {
  const pathname = usePage().path;
  return (
    <nav aria-label={strings.mainNav} className={cn("hidden md:block", className)}>
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
                {strings.nav[link.label]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
