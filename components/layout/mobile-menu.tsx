"use client";

import { useEffect, useId, useRef, useState } from "react";
import { LocaleLink as Link, usePage } from "@/components/ui/locale-link";
import type { HeaderStrings } from "@/lib/i18n/ui-strings";
import { PathIcon } from "@/components/ui/stroke-icon";
import { CLOSE_ICON, MENU_ICON } from "./frame-icons";
import { NAV_LINKS, currentState } from "./nav-links";

/**
 * The menu button and collapsible navigation for small screens (hidden from md up).
 * The panel remembers the path it was opened on, so any navigation closes it.
 */
export function MobileMenu({ strings }: { strings: Pick<HeaderStrings, "nav" | "mobileNav" | "openMenu" | "closeMenu"> }) {
  const pathname = usePage().path;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn !== null && openOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? strings.closeMenu : strings.openMenu}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="icon-btn"
      >
        <PathIcon paths={open ? CLOSE_ICON : MENU_ICON} className="size-5" />
      </button>
      <nav
        id={panelId}
        aria-label={strings.mobileNav}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-border bg-background shadow-md shadow-black/5"
      >
        <ul className="mx-auto flex max-w-7xl flex-col px-4 py-3 sm:px-6">
          {NAV_LINKS.map((link) => {
            const current = currentState(pathname, link.href);
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={current}
                  onClick={() => setOpenOn(null)}
                  className="menu-link"
                >
                  {strings.nav[link.label]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
