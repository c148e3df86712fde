/**
 * What a back-office write answers: the data and the success message, or the message to show
 * (and per-field messages for a form). Same shape as the admin action client's results.
 */
import { DemoModeError } from "@/lib/domain/demo-mode";
import { ImageRejectedError } from "@/lib/images";

export type ContentResult<R> =
  | { ok: true; data: R; message?: string }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

export function ok<R>(data: R, message?: string): ContentResult<R> {
  return message === undefined ? { ok: true, data } : { ok: true, data, message };
}

export function fail(message: string, fieldErrors?: Record<string, string>): { ok: false; message: string; fieldErrors?: Record<string, string> } {
  return fieldErrors ? { ok: false, message, fieldErrors } : { ok: false, message };
}

/**
 * Runs a write; demo-mode refusals and refused images keep their own message, anything else is
 * logged and answered with the feature's failure message (never a stack trace).
 */
export async function guarded<R>(failure: string, work: () => Promise<ContentResult<R>>): Promise<ContentResult<R>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DemoModeError) return fail(error.message);
    if (error instanceof ImageRejectedError) return fail(error.message);
    console.error(`[content] ${failure}:`, error instanceof Error ? error.message : error);
    return fail(failure);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the browser: a UUID string, or null. */
export function uuidOf(value: unknown): string | null {
  return typeof value === "string" && value.length === 36 && UUID.test(value) ? value : null;
}
