"use client";

import type { ReactNode } from "react";
import { Dialog, DialogPanel } from "@/components/ui/dialog";

/** The open state of a ServiceDialog, fetched on first open (Radix and the panel's code). */
export function ServiceModal({ title, closeHref, onClose, children }: { title: string; closeHref: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogPanel size="lg" title={title} closeHref={closeHref} onClose={onClose}>
        {children}
      </DialogPanel>
    </Dialog>
  );
}
