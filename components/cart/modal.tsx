"use client";

import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { X } from "lucide-react";
import { cn } from "@/components/ui/cn";

const noSubscribe = () => () => {};

/** The toast region (sonner) stays usable above an open modal. */
function isToastRegion(element: Element): boolean {
  return element.matches("section[aria-label^='Notifications']") || element.querySelector("[data-sonner-toaster]") !== null;
}

/**
 * A modal dialog for the cart (artwork options, commission, the cart panel).
 *
 * Why not <dialog>.showModal(): a modal dialog sits in the browser's top layer, above every
 * z-index, so the cart's toasts ('added to cart', 'Maximum quantity is 1 per item', ...) would
 * be hidden behind its backdrop. Instead this is a <dialog open> rendered at the end of <body>
 * above a backdrop, with the rest of the page made `inert` (no focus, no clicks, hidden from
 * assistive technology) except the toast region; Escape and a click on the backdrop close it,
 * focus moves in on open and returns to the opener on close, and the page does not scroll.
 * Controlled: `open` shows it, any way of closing calls `onClose`.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  variant = "center",
  children,
  footer,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  variant?: "center" | "sheet";
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const mounted = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !mounted || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = dialog.parentElement;

    // Everything else on the page becomes inert while the modal is open.
    const made: Element[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element === container || isToastRegion(element) || element.hasAttribute("inert")) continue;
      if (element.tagName === "SCRIPT" || element.tagName === "STYLE") continue;
      element.setAttribute("inert", "");
      made.push(element);
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    const first = dialog.querySelector<HTMLElement>("[autofocus]") ?? dialog.querySelector<HTMLElement>("[data-modal-close]");
    first?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener("keydown", onKeyDown);

    return () => {
      document.removeEventListener("keydown", onKeyDown);
      for (const element of made) element.removeAttribute("inert");
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, mounted]);

  if (!mounted || !open) return null;

  return createPortal(
    <div data-cart-modal="" className="fixed inset-0 z-[60] flex">
      <div aria-hidden="true" className="fixed inset-0 bg-black/60" onClick={() => onCloseRef.current()} data-testid="modal-backdrop" />
      <dialog
        ref={ref}
        open
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        data-testid={testId}
        className={cn(
          "relative z-[61] flex flex-col bg-card p-0 text-card-foreground shadow-2xl",
          variant === "sheet"
            ? "m-0 ml-auto h-dvh max-h-dvh w-full max-w-md border-l border-border"
            : "m-auto max-h-[min(92dvh,54rem)] w-[min(calc(100vw-2rem),34rem)] rounded-xl border border-border",
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-0.5 text-sm text-muted-foreground">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            data-modal-close=""
            onClick={() => onCloseRef.current()}
            aria-label="Close"
            className="-mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && <div className="border-t border-border px-5 py-4">{footer}</div>}
      </dialog>
    </div>,
    document.body,
  );
}
