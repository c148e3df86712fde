"use client";
/**
 * The dialog of the back office and the sign-in dialog, on Radix UI's Dialog (focus trap, Escape,
 * focus return, scroll lock, aria wiring). Usage:
 *
 *   <Dialog open={open} onOpenChange={setOpen}>
 *     <DialogContent title="Reply to inquiry" description="...">...</DialogContent>
 *   </Dialog>
 */
import { useRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { Dialog as Primitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { useCloseLabel } from "@/components/ui/dialog-strings";

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

export function DialogContent({
  title,
  description,
  children,
  className,
  size = "md",
  ...props
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  size?: "sm" | "md" | "lg" | "xl";
} & Omit<ComponentPropsWithoutRef<typeof Primitive.Content>, "title">) {
  const closeLabel = useCloseLabel();
  const width = { sm: "max-w-sm", md: "max-w-md", lg: "max-w-2xl", xl: "max-w-5xl" }[size];
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-[1px]" />
      <Primitive.Content
        {...props}
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
          "rounded-xl border border-border bg-card p-6 text-card-foreground shadow-2xl focus:outline-none",
          width,
          className,
        )}
      >
        <div className="mb-4 pr-8">
          <Primitive.Title className="text-lg font-semibold tracking-tight">{title}</Primitive.Title>
          {description && (
            <Primitive.Description className="mt-1 text-sm text-muted-foreground">{description}</Primitive.Description>
          )}
        </div>
        {children}
        <Primitive.Close
          className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="size-5" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

/** The toast region (sonner) stays announced and usable above an open dialog. */
function isToastRegion(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest("[data-sonner-toaster], section[aria-label^='Notifications']") !== null;
}

function keepToastsReachable() {
  // Radix hides everything outside the dialog from assistive technology when it opens; the
  // toasts that confirm an action taken in the dialog ("… added to cart") must still be heard.
  for (const region of document.querySelectorAll("section[aria-label^='Notifications']")) {
    region.removeAttribute("aria-hidden");
    (region as HTMLElement).style.pointerEvents = "auto";
  }
}

/**
 * A dialog of the public site (the cart panel, artwork options, commissions, service details
 * and inquiries) on the same Radix primitive: a title bar with a close control, a body that
 * scrolls, an optional footer; centred, or a sheet from the right. Use inside <Dialog>.
 * `closeHref` makes the close control a link to that address (the page works without
 * JavaScript through such links); it still closes the dialog in place. The close control's label
 * is the document's (components/ui/dialog-strings.tsx) unless `closeLabel` is given.
 */
export function DialogPanel({
  title,
  description,
  variant = "center",
  size = "md",
  footer,
  closeHref,
  closeLabel: ownCloseLabel,
  onClose,
  children,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onInteractOutside,
  ...props
}: {
  title: ReactNode;
  description?: ReactNode;
  variant?: "center" | "sheet";
  size?: "md" | "lg";
  footer?: ReactNode;
  closeHref?: string;
  closeLabel?: string;
  /** With `closeHref`: what the close link does instead of navigating. */
  onClose?: () => void;
  children: ReactNode;
  className?: string;
} & Omit<ComponentPropsWithoutRef<typeof Primitive.Content>, "title">) {
  // These dialogs open from code (after an add to cart, from a link or the address), not from a
  // Radix trigger: focus goes back to whatever had it when the dialog opened.
  const closeLabel = useCloseLabel(ownCloseLabel);
  const opener = useRef<HTMLElement | null>(null);
  const closeClasses =
    "-mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring";
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-[60] bg-black/60" data-testid="modal-backdrop" />
      <Primitive.Content
        {...props}
        {...(description ? {} : { "aria-describedby": undefined })}
        onOpenAutoFocus={(event) => {
          opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          keepToastsReachable();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          if (opener.current?.isConnected) opener.current.focus();
        }}
        onInteractOutside={(event) => {
          if (isToastRegion(event.target)) event.preventDefault();
          onInteractOutside?.(event);
        }}
        className={cn(
          "fixed z-[61] flex flex-col bg-card text-card-foreground shadow-2xl focus:outline-none",
          variant === "sheet"
            ? "inset-y-0 right-0 h-dvh w-full max-w-md border-l border-border"
            : cn(
                "top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border",
                size === "lg" ? "max-h-[min(90dvh,56rem)] w-[min(calc(100vw-2rem),44rem)]" : "max-h-[min(92dvh,54rem)] w-[min(calc(100vw-2rem),34rem)]",
              ),
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4 sm:px-6">
          <div>
            <Primitive.Title className="text-lg font-semibold">{title}</Primitive.Title>
            {description && <Primitive.Description className="mt-0.5 text-sm text-muted-foreground">{description}</Primitive.Description>}
          </div>
          {closeHref ? (
            <a
              href={closeHref}
              aria-label={closeLabel}
              className={closeClasses}
              onClick={(event) => {
                event.preventDefault();
                onClose?.();
              }}
            >
              <X aria-hidden="true" className="size-5" />
            </a>
          ) : (
            <Primitive.Close type="button" aria-label={closeLabel} className={closeClasses}>
              <X aria-hidden="true" className="size-5" />
            </Primitive.Close>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>
        {footer && <div className="border-t border-border px-5 py-4 sm:px-6">{footer}</div>}
      </Primitive.Content>
    </Primitive.Portal>
  );
}
