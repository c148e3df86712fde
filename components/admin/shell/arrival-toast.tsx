"use client";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";

/** The key under which the sign-in dialog leaves its success message for the back office. */
export const ARRIVAL_MESSAGE_KEY = "admin-arrival-message";

/**
 * Shows the sign-in's "Welcome back!" once the back office has loaded. The public site and the
 * back office are documents of their own (their own root layouts), so going from one to the other
 * loads a new page and a toast raised before it would be lost; the message waits in this tab's
 * sessionStorage instead and is shown (then removed) here.
 */
export function ArrivalToast() {
  useEffect(() => {
    let message: string | null = null;
    try {
      message = window.sessionStorage.getItem(ARRIVAL_MESSAGE_KEY);
      if (message) window.sessionStorage.removeItem(ARRIVAL_MESSAGE_KEY);
    } catch {
      return;
    }
    if (message) toast.success(message.slice(0, 200));
  }, []);
  return null;
}
