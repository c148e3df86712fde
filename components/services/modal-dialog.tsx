"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { X } from "lucide-react";

/**
 * A modal built on <dialog> (focus kept inside, Escape closes, the page behind is inert).
 * `initiallyOpen` comes from the URL (?service=...), so a shared link opens it on load; without
 * JavaScript the dialog is rendered open in the page and 'Close' is a plain link.
 * Closing puts `closeHref` in the address bar (no navigation).
 */
export function ModalDialog({
  id,
  title,
  initiallyOpen,
  closeHref,
  children,
}: {
  id: string;
  title: string;
  initiallyOpen: boolean;
  closeHref: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;

  useEffect(() => {
    const dialog = ref.current;
    if (!initiallyOpen || !dialog || dialog.matches(":modal")) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, [initiallyOpen]);

  return (
    <dialog
      ref={ref}
      id={id}
      open={initiallyOpen || undefined}
      aria-labelledby={titleId}
      onClose={() => {
        // Already open again as a modal: this close came from turning the server-rendered
        // (non-modal) open dialog into a modal one.
        if (ref.current?.open) return;
        if (window.location.search) window.history.replaceState(null, "", closeHref);
      }}
      className="modal"
    >
      <div className="modal-head">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        <a
          href={closeHref}
          onClick={(event) => {
            event.preventDefault();
            ref.current?.close();
          }}
          aria-label="Close"
          className="modal-close"
        >
          <X aria-hidden="true" className="size-5" />
        </a>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );
}

/**
 * A link that opens the modal with `dialogId` (and shows `href` in the address bar); without
 * JavaScript, or when the dialog is not on the page, it is an ordinary link to `href`.
 */
export function DialogLink({
  href,
  dialogId,
  className,
  children,
  srSuffix,
}: {
  href: string;
  dialogId: string;
  className?: string;
  children: ReactNode;
  /** Words for screen readers after the visible text, e.g. "(service title)". */
  srSuffix?: string;
}) {
  return (
    <a
      href={href}
      aria-haspopup="dialog"
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        const dialog = document.getElementById(dialogId);
        if (!(dialog instanceof HTMLDialogElement)) return;
        event.preventDefault();
        for (const open of document.querySelectorAll<HTMLDialogElement>("dialog[open]")) open.close();
        dialog.showModal();
        window.history.replaceState(null, "", href);
      }}
    >
      {children}
      {srSuffix && <span className="sr-only">{srSuffix}</span>}
    </a>
  );
}
