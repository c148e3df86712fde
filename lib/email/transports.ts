/**
 * How an email leaves the outbox.
 * - Resend (RESEND_API_KEY set): the official SDK, with the row's idempotency key as
 *   `Idempotency-Key`, so a retry after a lost answer never delivers twice.
 * - Local (no key): nothing leaves the machine; the row becomes delivered_locally and one line is
 *   logged. `npm run email:preview -- <id>` renders it for a developer.
 */
import { Resend } from "resend";
import { env } from "@/lib/env";

export interface OutgoingEmail {
  id: string;
  type: string;
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Headers of this email (a list email's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  idempotencyKey: string;
}

export type SendResult =
  | { ok: true; providerMessageId: string | null; delivery: "sent" | "delivered_locally" }
  /** permanent: retrying cannot help (e.g. the provider rejected the message as invalid). */
  | { ok: false; error: string; permanent: boolean };

export interface EmailTransport {
  readonly name: string;
  send(email: OutgoingEmail): Promise<SendResult>;
}

export interface ResendTransportOptions {
  apiKey: string;
  /** API base URL (default: RESEND_BASE_URL or https://api.resend.com). */
  baseUrl?: string;
  /** Give up on one request after this long (default 20 s); the row is retried later. */
  timeoutMs?: number;
}

/** Resend error names that no retry can fix. */
const PERMANENT_ERRORS = new Set<string>([
  "validation_error",
  "invalid_parameter",
  "missing_required_field",
  "invalid_from_address",
  "invalid_attachment",
  "invalid_idempotency_key",
  // The key was already used with a different body (e.g. the settings changed between
  // attempts): Resend will not send this body; an earlier attempt may have been delivered.
  "invalid_idempotent_request",
]);

export function createResendTransport({ apiKey, baseUrl, timeoutMs = 20_000 }: ResendTransportOptions): EmailTransport {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl: baseUrl.replace(/\/+$/, "") } : undefined);
  return {
    name: "resend",
    async send(email) {
      try {
        const { data, error } = await resend.emails.send(
          {
            from: email.from,
            to: email.to,
            replyTo: email.replyTo,
            subject: email.subject,
            html: email.html,
            text: email.text,
            headers: { ...email.headers, "X-Entity-Ref-ID": email.id },
            tags: [{ name: "type", value: email.type }],
          },
          { idempotencyKey: email.idempotencyKey, signal: AbortSignal.timeout(timeoutMs) },
        );
        if (error) {
          const name = String(error.name ?? "error");
          const message = `${name}${error.statusCode ? ` (${error.statusCode})` : ""}: ${error.message}`;
          return { ok: false, error: message, permanent: PERMANENT_ERRORS.has(name) };
        }
        return { ok: true, providerMessageId: data?.id ?? null, delivery: "sent" };
      } catch (err) {
        return { ok: false, error: err instanceof Error ? err.message : String(err), permanent: false };
      }
    },
  };
}

export function createLocalTransport(log: (line: string) => void = (line) => console.info(line)): EmailTransport {
  return {
    name: "local",
    async send(email) {
      log(
        `[email] kept locally (no RESEND_API_KEY): ${email.type} to ${email.to.join(", ")}, "${email.subject}" ` +
          `(outbox ${email.id}; preview: npm run email:preview -- ${email.id})` +
          (email.headers && Object.keys(email.headers).length ? `; headers: ${Object.keys(email.headers).join(", ")}` : ""),
      );
      return { ok: true, providerMessageId: null, delivery: "delivered_locally" };
    },
  };
}

/** Resend when RESEND_API_KEY is set, the local transport otherwise. */
export function transportFromEnv(): EmailTransport {
  const e = env();
  if (e.RESEND_API_KEY) return createResendTransport({ apiKey: e.RESEND_API_KEY, baseUrl: e.RESEND_BASE_URL });
  return createLocalTransport();
}
