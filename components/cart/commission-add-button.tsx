"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";
import type { CommissionDialogStrings } from "./commission-words";

// The commission dialog is fetched on the first click, not with the page.
const CommissionDialog = lazy(() => import("./commission-dialog").then((m) => ({ default: m.CommissionDialog })));

/**
 * A commission's 'Add to Cart': opens the commission dialog. Without JavaScript (or with a
 * modified click) it stays a link to `href`, the service's details with its price tiers.
 */
export function CommissionAddButton({
  slug,
  title,
  href,
  className,
  ariaLabel,
  strings,
  children,
}: {
  slug: string;
  title: string;
  href: string;
  className?: string;
  ariaLabel?: string;
  /** The dialog's words in the page's language. */
  strings: CommissionDialogStrings;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={href}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        className={className}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          // Another dialog of the page (e.g. the service's details) gives way to this one.
          for (const dialog of document.querySelectorAll<HTMLDialogElement>("dialog[open]")) dialog.close();
          setOpen(true);
        }}
      >
        {children}
      </a>
      {open && (
        <Suspense fallback={null}>
          <CommissionDialog slug={slug} title={title} strings={strings} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
