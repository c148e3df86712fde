"use client";

import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { CLOSE_ICON } from "@/components/layout/frame-icons";

/**
 * A service's details or inquiry dialog. The address says which one is open (?service=...), so a
 * shared link opens it on load; without JavaScript the server renders it open in the page and
 * 'Close' is a plain link. With JavaScript it is the site's Radix dialog (components/ui/dialog),
 * whose code is fetched the first time a dialog opens, so no page's first load carries it.
 * Closing puts `closeHref` in the address bar (no navigation).
 */

// Which dialog is open, shared by every ServiceDialog and DialogLink of the page. INITIAL until
// the visitor opens or closes one: then the dialog the address named on load is open.
const INITIAL: unique symbol = Symbol("initial");
let openId: string | null | typeof INITIAL = INITIAL;
const listeners = new Set<() => void>();
const onPage = new Set<string>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
function setOpenDialog(id: string | null) {
  openId = id;
  for (const listener of listeners) listener();
}
const currentDialog = () => openId;
const serverDialog = (): typeof openId => INITIAL;
const noSubscribe = () => () => {};

const loadServiceModal = () => import("./service-modal").then((module) => ({ default: module.ServiceModal }));
const ServiceModal = lazy(loadServiceModal);

export function ServiceDialog({
  id,
  title,
  initiallyOpen,
  closeHref,
  closeLabel,
  children,
}: {
  id: string;
  title: string;
  initiallyOpen: boolean;
  closeHref: string;
  /** The close control's label (also drawn by the server for the dialog without JavaScript). */
  closeLabel: string;
  children: ReactNode;
}) {
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const current = useSyncExternalStore(subscribe, currentDialog, serverDialog);
  const open = current === INITIAL ? initiallyOpen : current === id;

  useEffect(() => {
    onPage.add(id);
    return () => {
      onPage.delete(id);
    };
  }, [id]);

  const staticDialog = (
    <dialog open id={id} aria-labelledby={`${id}-title`} className="modal">
      <div className="modal-head">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {title}
        </h2>
        <a href={closeHref} aria-label={closeLabel} className="modal-close">
          <PathIcon paths={CLOSE_ICON} className="size-5" />
        </a>
      </div>
      <div className="px-6 py-5">{children}</div>
    </dialog>
  );

  if (!hydrated) return initiallyOpen ? staticDialog : null;
  if (!open) return null;
  return (
    <Suspense fallback={current === INITIAL ? staticDialog : null}>
      <ServiceModal
        title={title}
        closeHref={closeHref}
        onClose={() => {
          setOpenDialog(null);
          if (window.location.search) window.history.replaceState(null, "", closeHref);
        }}
      >
        {children}
      </ServiceModal>
    </Suspense>
  );
}

/**
 * A link that opens the dialog `dialogId` (and shows `href` in the address bar); without
 * JavaScript, or when that dialog is not on the page, it is an ordinary link to `href`.
 */
export function DialogLink({
  href,
  dialogId,
  className,
  children,
  srSuffix,
  onIntent,
}: {
  href: string;
  dialogId: string;
  className?: string;
  children: ReactNode;
  /** Words for screen readers after the visible text, e.g. "(service title)". */
  srSuffix?: string;
  /** Called when the visitor is about to open the dialog (pointer over the link, or focus). */
  onIntent?: () => void;
}) {
  return (
    <a
      href={href}
      aria-haspopup="dialog"
      className={className}
      onPointerEnter={() => {
        void loadServiceModal();
        onIntent?.();
      }}
      onFocus={onIntent}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        if (!onPage.has(dialogId)) return;
        event.preventDefault();
        setOpenDialog(dialogId);
        window.history.replaceState(null, "", href);
      }}
    >
      {children}
      {srSuffix && <span className="sr-only">{srSuffix}</span>}
    </a>
  );
}
