"use client";
import { toast } from "sonner";

export type ActionResult<R> = { ok: true; data: R; message?: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };

/**
 * Shows an action's outcome: its success message, or the failure title with the message
 * (spec section 8: 'Save Failed' / 'Could not save artwork'; demo-mode and access messages as they are).
 */
export function toastResult<R>(result: ActionResult<R>, failureTitle?: string, failureText?: string): result is { ok: true; data: R; message?: string } {
  if (result.ok) {
    if (result.message) toast.success(result.message);
    return true;
  }
  if (failureTitle && failureText && result.message === failureText) toast.error(failureTitle, { description: result.message });
  else toast.error(result.message);
  return false;
}

/** The per-field messages of a failed result (none for a refusal). */
export function fieldErrorsOf(result: { ok: boolean; fieldErrors?: Record<string, string> } | { ok: false; message: string }): Record<string, string> {
  return ("fieldErrors" in result && result.fieldErrors) || {};
}
