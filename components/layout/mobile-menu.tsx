"use client";

import { useEffect, useId, useRef, useState } from "react";
import { LocaleLink as Link, usePage } from "@/components/ui/locale-link";
import type { HeaderStrings } from "@/lib/i18n/ui-strings";
import { PathIcon } from "@/components/ui/stroke-icon";
import { CLOSE_ICON, MENU_ICON } from "./frame-icons";
import { NAV_LINKS, currentState } from "./nav-links";

/** Whether the panel is shown (false where the browser has no popovers). */
function isOpen(panel: HTMLElement | null): boolean {
  try {
    return panel?.matches(":popover-open") ?? false;
  } catch {
    return false;
  }
}

/**
 * The menu button and collapsible navigation for small screens (hidden from md up).
 *
 * The panel is a native popover the button opens (popovertarget): a tap before the page's script
 * has run opens it all the same, and the browser closes it on Escape (focus back on the button) or
 * a tap outside it. Once hydrated, React follows its state for the button's name, icon and
 * aria-expanded; any navigation closes it.
 */
export function MobileMenu({ strings }: { strings: Pick<HeaderStrings, "nav" | "mobileNav" | "openMenu" | "closeMenu"> }) {
  const pathname = usePage().path;
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // Opened by a tap before hydration: say so now.
    setOpen(isOpen(panel));
    const onToggle = () => setOpen(isOpen(panel));
    panel.addEventListener("toggle", onToggle);
    return () => panel.removeEventListener("toggle", onToggle);
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (isOpen(panel)) panel?.hidePopover();
  }, [pathname]);

  return (
    <div className="md:hidden">
      <button
        type="button"
        popoverTarget={panelId}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? strings.closeMenu : strings.openMenu}
        className="icon-btn"
      >
        <PathIcon paths={open ? CLOSE_ICON : MENU_ICON} className="size-5" />
      </button>
      <nav ref={panelRef} id={panelId} popover="auto" aria-label={strings.mobileNav} className="mobile-menu-panel md:hidden">
        <ul className="mx-auto flex max-w-7xl flex-col px-4 py-3 sm:px-6">
          {NAV_LINKS.map((link) => {
            const current = currentState(pathname, link.href);
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={current}
                  onClick={() => {
                    if (isOpen(panelRef.current)) panelRef.current?.hidePopover();
                  }}
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
