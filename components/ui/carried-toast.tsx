"use client";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

/** The key under which a success message waits in this tab's sessionStorage for the next document. */
const CARRIED_MESSAGE_KEY = "carried-toast-message";

/**
 * Leaves a success message for the next document to show. The public site and the back office are
 * documents of their own (their own root layouts), so moving between them (signing in, signing
 * out) loads a new page and a toast raised before the move would be lost, or flash for a moment.
 * Without sessionStorage the toast is shown at once instead.
 */
export function carryToast(message: string) {
  try {
    window.sessionStorage.setItem(CARRIED_MESSAGE_KEY, message);
  } catch {
    toast.success(message);
  }
}

/** Shows (then removes) a message left by `carryToast` once this document has loaded. */
export function CarriedToast() {
  useEffect(() => {
    let message: string | null = null;
    try {
      message = window.sessionStorage.getItem(CARRIED_MESSAGE_KEY);
      if (message) window.sessionStorage.removeItem(CARRIED_MESSAGE_KEY);
    } catch {
      return;
    }
    if (message) toast.success(message.slice(0, 200));
  }, []);
  return null;
}
