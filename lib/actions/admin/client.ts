/**
 * The action client of the back office. Every admin server action is built with it:
 *
 *   export const setCustomerRole = adminAction(schema, async (input, admin) => { ... });
 *
 * Order of work, always: requireAdmin(permission) (session + role read from the database), then
 * the zod schema, then the handler. An action is for administrators only unless it names the
 * permission an assistant also has (`{ permission: "orders" }`, lib/domain/admin-permissions.ts). A refusal answers ACCESS_DENIED_MESSAGE; bad input answers the
 * schema's message (and per-field messages); an unexpected error is logged and answered with a
 * generic failure, never thrown to the browser as a 500.
 *
 * Form actions (a dialog with fields) pass `invalidMessage`: bad input then answers that message
 * with one message per form field (keyed by the field's name), as the dialogs show them. An issue
 * with no path speaks for the whole input (an unknown record, a list that is not the current
 * one): its own message is the answer, with no field messages.
 */
import "server-only";
import type { z } from "zod";
import { AdminAccessError, ACCESS_DENIED_MESSAGE, requireAdmin, type Admin } from "@/lib/auth/require-admin";
import { DemoModeError } from "@/lib/domain/demo-mode";
import type { Permission } from "@/lib/domain/admin-permissions";

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
  options: { failureMessage?: string; invalidMessage?: string; permission?: Permission } = {},
): (input: unknown) => Promise<AdminActionResult<R>> {
  return async (input: unknown): Promise<AdminActionResult<R>> => {
    let admin: Admin;
    try {
      admin = await requireAdmin(options.permission);
    } catch (error) {
      if (error instanceof AdminAccessError) return { ok: false, message: ACCESS_DENIED_MESSAGE };
      console.error("admin action: authorization check failed", error);
      return { ok: false, message: options.failureMessage ?? GENERIC_FAILURE_MESSAGE };
    }
    const parsed = schema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error.issues, options.invalidMessage);
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

function invalid(issues: readonly z.core.$ZodIssue[], formMessage: string | undefined): { ok: false; message: string; fieldErrors?: Record<string, string> } {
  const whole = issues.find((issue) => issue.path.length === 0);
  if (whole) return { ok: false, message: whole.message };
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const key = formMessage === undefined ? issue.path.map(String).join(".") : String(issue.path[0]);
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, message: formMessage ?? issues[0]?.message ?? "Invalid input", fieldErrors };
}
