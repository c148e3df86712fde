/**
 * The action client of the back office. Every admin server action is built with it:
 *
 *   export const setCustomerRole = adminAction(schema, async (input, admin) => { ... });
 *
 * Order of work, always: requireAdmin() (session + role read from the database), then the zod
 * schema, then the handler. A refusal answers ACCESS_DENIED_MESSAGE; bad input answers the
 * schema's message (and per-field messages); an unexpected error is logged and answered with a
 * generic failure, never thrown to the browser as a 500.
 */
import "server-only";
import type { z } from "zod";
import { AdminAccessError, ACCESS_DENIED_MESSAGE, requireAdmin, type Admin } from "@/lib/auth/require-admin";
import { DemoModeError } from "@/lib/domain/demo-mode";

export type { Admin } from "@/lib/auth/require-admin";

export type AdminActionResult<R> =
  | { ok: true; data: R; message?: string }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

/** A failure the handler reports on purpose (its message is shown to the administrator). */
export class AdminActionError extends Error {
  constructor(
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = "AdminActionError";
  }
}

/** A handler may return plain data, or data with a success message (a toast). */
export interface WithMessage<R> {
  readonly __withMessage: true;
  data: R;
  message: string;
}

export function withMessage<R>(data: R, message: string): WithMessage<R> {
  return { __withMessage: true, data, message };
}

export const GENERIC_FAILURE_MESSAGE = "Something went wrong. Please try again.";

function isWithMessage<R>(value: unknown): value is WithMessage<R> {
  return typeof value === "object" && value !== null && (value as { __withMessage?: unknown }).__withMessage === true;
}

export function adminAction<S extends z.ZodType, R>(
  schema: S,
  handler: (input: z.output<S>, admin: Admin) => Promise<R | WithMessage<R>>,
  options: { failureMessage?: string } = {},
): (input: unknown) => Promise<AdminActionResult<R>> {
  return async (input: unknown): Promise<AdminActionResult<R>> => {
    let admin: Admin;
    try {
      admin = await requireAdmin();
    } catch (error) {
      if (error instanceof AdminAccessError) return { ok: false, message: ACCESS_DENIED_MESSAGE };
      console.error("admin action: authorization check failed", error);
      return { ok: false, message: options.failureMessage ?? GENERIC_FAILURE_MESSAGE };
    }
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.map(String).join(".") || "_";
        fieldErrors[key] ??= issue.message;
      }
      return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid input", fieldErrors };
    }
    try {
      const result = await handler(parsed.data, admin);
      if (isWithMessage<R>(result)) return { ok: true, data: result.data, message: result.message };
      return { ok: true, data: result };
    } catch (error) {
      if (error instanceof AdminActionError) {
        return { ok: false, message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) };
      }
      if (error instanceof AdminAccessError) return { ok: false, message: ACCESS_DENIED_MESSAGE };
      // Demo mode: the action (or, as a backstop, the database client) refused the write.
      if (error instanceof DemoModeError) return { ok: false, message: error.message };
      console.error("admin action failed", error);
      return { ok: false, message: options.failureMessage ?? GENERIC_FAILURE_MESSAGE };
    }
  };
}
