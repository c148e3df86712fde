"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { NAV_LINKS, currentState } from "./nav-links";

/** The header's navigation on medium screens and up; the current link carries aria-current. */
export function MainNav({ className }: { className?: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className={cn("hidden md:block", className)}>
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
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
