/**
 * The mailing list's pure rules: what a visitor is told (always the same sentence, so nobody
 * learns whether an address is on the list), the sign-up and note inputs, the topic of a
 * subscription, and the send schedule that keeps list emails to their rate.
 */
import { z } from "zod";
import { LIST_LIMITS } from "@/lib/domain/mailing-list-limits";

export const LIST_MESSAGES = {
  /** The one answer to every accepted sign-up, whatever the address's state. */
  checkInbox: "Thank you. Please check your inbox: we sent you a link to confirm your address. Nothing is sent until you confirm.",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address, like name@example.com.",
  emailTooLong: "The email address is too long (at most 254 characters).",
  consentRequired: "Please tick the box to join the list.",
  rateLimited: "Too many sign-ups from here just now. Please try again in a few minutes.",
  unavailable: "We could not sign you up just now. Please try again in a moment.",
  unknownTopic: "This work or category is no longer in the gallery.",
  notAForm: "Please enter your email address.",
  confirmed: "Thank you: your address is confirmed.",
  confirmInvalid: "This confirmation link is not valid any more. It works once, for 7 days: sign up again to get a new one.",
  unsubscribed: "You are unsubscribed. We will not email you about this again.",
  unsubscribeInvalid: "This unsubscribe link is not valid. Use the link in the latest email you received from us.",
} as const;

export const NOTE_MESSAGES = {
  titleRequired: "Please enter a title.",
  titleTooLong: "The title is too long (at most 150 characters).",
  bodyRequired: "Please write the note.",
  bodyTooLong: "The note is too long (at most 5000 characters).",
  tooManyWorks: "Choose at most 4 works.",
  unknownWork: "One of the chosen works is no longer in the gallery.",
  saved: "Note saved",
  notFound: "This note no longer exists.",
  alreadySent: "This note was sent already: it can no longer be changed.",
  testSent: (email: string) => `Test sent to ${email}`,
  sent: (count: number) => `Sending to ${count} subscriber${count === 1 ? "" : "s"}`,
  failed: "The note could not be saved. Please try again.",
} as const;

export { LIST_LIMITS };

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 3600_000;

/** Sign-ups: per address (and client) and per client, like the contact form. */
export const LIST_RATE_LIMITS = {
  perEmail: { bucket: "list-signup", limit: 3, windowMs: 10 * 60_000 },
  perClient: { bucket: "list-signup-client", limit: 20, windowMs: 10 * 60_000 },
} as const;

export type ListKind = "list" | "prints" | "category";

/** One subscription per address and topic. */
export function listTopic(kind: ListKind, targetId: string | null): string {
  if (kind === "list") return "list";
  if (!targetId) throw new Error(`A ${kind} subscription needs its target`);
  return `${kind}:${targetId}`;
}

export const signUpEmailSchema = z
  .string({ message: LIST_MESSAGES.emailRequired })
  .trim()
  .min(1, LIST_MESSAGES.emailRequired)
  .max(LIST_LIMITS.email, LIST_MESSAGES.emailTooLong)
  .pipe(z.email(LIST_MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());

export const noteInputSchema = z.object({
  title: z.string({ message: NOTE_MESSAGES.titleRequired }).trim().min(1, NOTE_MESSAGES.titleRequired).max(LIST_LIMITS.title, NOTE_MESSAGES.titleTooLong),
  body: z.string({ message: NOTE_MESSAGES.bodyRequired }).trim().min(1, NOTE_MESSAGES.bodyRequired).max(LIST_LIMITS.body, NOTE_MESSAGES.bodyTooLong),
  artworkIds: z
    .array(z.uuid(NOTE_MESSAGES.unknownWork))
    .max(LIST_LIMITS.works, NOTE_MESSAGES.tooManyWorks)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type NoteInput = z.output<typeof noteInputSchema>;

/**
 * Send times for `count` new list emails at `perMinute`, after `queuedAhead` list emails that
 * are already waiting: the n-th email of the queue goes in minute floor(n / perMinute) from now.
 */
export function sendSlots(count: number, queuedAhead: number, perMinute: number, now: Date): Date[] {
  const rate = Math.max(1, Math.floor(perMinute));
  const slots: Date[] = [];
  for (let i = 0; i < count; i++) {
    const minute = Math.floor((queuedAhead + i) / rate);
    slots.push(new Date(now.getTime() + minute * 60_000));
  }
  return slots;
}

/** An image address as a mail program can load it: absolute, http(s) only. */
export function absoluteUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    const absolute = new URL(url, origin);
    return absolute.protocol === "https:" || absolute.protocol === "http:" ? absolute.toString() : null;
  } catch {
    return null;
  }
}

export const SUBSCRIPTION_STATUS_LABELS = { pending: "Pending", confirmed: "Confirmed", unsubscribed: "Unsubscribed" } as const;
export const SUBSCRIPTION_SOURCE_LABELS = { footer: "Footer", after_order: "After an order", alert: "Alert" } as const;
