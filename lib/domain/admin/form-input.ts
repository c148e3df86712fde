/**
 * Inputs of the back office's form actions as zod schemas, for the action client
 * (lib/actions/admin/client.ts): a form's parser becomes a schema whose issues carry one message
 * per field, and a record's id is checked before anything else (an id that names no record of
 * the right shape answers the feature's "not found" message). Pure: no I/O.
 */
import { z } from "@/lib/validation/z";

export type FormParse<T> = { ok: true; fields: T } | { ok: false; fieldErrors: Record<string, string> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the browser: a UUID string, or null. */
export function uuidOf(value: unknown): string | null {
  return typeof value === "string" && value.length === 36 && UUID.test(value) ? value : null;
}

function addFieldIssues(ctx: z.RefinementCtx, fieldErrors: Record<string, string>): void {
  for (const [field, message] of Object.entries(fieldErrors)) ctx.addIssue({ code: "custom", message, path: [field] });
}

/** A form's parser as a schema: its field messages become issues on those fields. */
export function formInput<T>(parse: (input: unknown) => FormParse<T>) {
  return z.unknown().transform((input, ctx): T => {
    const parsed = parse(input);
    if (parsed.ok) return parsed.fields;
    addFieldIssues(ctx, parsed.fieldErrors);
    return z.NEVER;
  });
}

/** `{ id, ...form }`: the record's id (else `notFound`, for the whole input), then the form. */
export function recordFormInput<T>(notFound: string, parse: (input: unknown) => FormParse<T>) {
  return z.unknown().transform((input, ctx): { id: string; fields: T } => {
    const { id: rawId, ...rest } = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
    const id = uuidOf(rawId);
    if (!id) {
      ctx.addIssue({ code: "custom", message: notFound });
      return z.NEVER;
    }
    const parsed = parse(rest);
    if (parsed.ok) return { id, fields: parsed.fields };
    addFieldIssues(ctx, parsed.fieldErrors);
    return z.NEVER;
  });
}

/** `{ id }` of a record; anything else answers `notFound`. */
export function recordIdInput(notFound: string) {
  return wholeInput(z.object({ id: z.string().max(36).refine((v) => uuidOf(v) !== null) }), notFound);
}

/** A schema whose every refusal answers one message (no per-field messages). */
export function wholeInput<S extends z.ZodType>(schema: S, message: string) {
  return z.unknown().transform((input, ctx): z.output<S> => {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });
}
