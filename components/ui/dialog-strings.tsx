"use client";

import { createContext, useContext, type ReactNode } from "react";

/*
 * The one word every dialog of a document says: its close control's label, in the document's
 * language. Each root layout gives it (translated on the server) through the Document, so the
 * dialogs opened from anywhere in it (the cart panel, artwork options, services, sign-in, the
 * back office) need no prop of their own for it.
 */
const CloseLabel = createContext<string | null>(null);

export function DialogStringsProvider({ closeLabel, children }: { closeLabel: string; children: ReactNode }) {
  return <CloseLabel value={closeLabel}>{children}</CloseLabel>;
}

/** The close control's label: `own` when a dialog has its own, else the document's. */
export function useCloseLabel(own?: string): string {
  const label = useContext(CloseLabel);
  if (own) return own;
  if (label === null) throw new Error("A dialog was drawn outside the Document (components/layout/document.tsx), which gives its close label.");
  return label;
}
