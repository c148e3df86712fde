/**
 * Payloads of the mailing list's emails: the confirmation link (double opt-in), an alert (prints
 * of a sold original, a new work in a category) and a note to the list. Alerts and notes carry
 * their subscription's one-click unsubscribe address, which the template also sends as the
 * List-Unsubscribe header (RFC 8058).
 */
import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";

const text = z.string().trim();
const httpUrl = z.url({ protocol: /^https?$/ });

/** A work shown as a card: image and links are absolute URLs (mail programs have no base). */
export const listWorkCardSchema = z.object({
  title: text.min(1).max(200),
  url: httpUrl,
  imageUrl: httpUrl.nullish(),
  /** "Acrylic on canvas · 2026", a price, or nothing. */
  detail: text.max(200).nullish(),
});
export type ListWorkCard = z.infer<typeof listWorkCardSchema>;

const unsubscribe = {
  /** The one-click endpoint (POST; a GET shows a confirmation page): the List-Unsubscribe header. */
  unsubscribeUrl: httpUrl,
  /** The page with the Unsubscribe button, linked in the email. */
  unsubscribePageUrl: httpUrl,
};

/** The subscriber's language (the page they signed up on); absent means English. */
const language = { locale: z.enum(LOCALES).optional() };

export const listConfirmSchema = z.object({
  ...language,
  kind: z.enum(["list", "prints", "category"]),
  /** The work (prints) or the category (category) the alert is about. */
  topicLabel: text.max(200).nullish(),
  confirmUrl: httpUrl,
  /** ISO date-time after which the link no longer works. */
  expiresAt: z.iso.datetime({ offset: true }),
});

export const listAlertSchema = z.object({
  ...language,
  kind: z.enum(["prints", "category"]),
  work: listWorkCardSchema,
  /** The category's name (category alerts). */
  categoryName: text.max(200).nullish(),
  ...unsubscribe,
});

export const listNoteSchema = z.object({
  ...language,
  title: text.min(1).max(150),
  body: text.min(1).max(5000),
  works: z.array(listWorkCardSchema).max(4).default([]),
  ...unsubscribe,
});

export type ListConfirmPayload = z.input<typeof listConfirmSchema>;
export type ListAlertPayload = z.input<typeof listAlertSchema>;
export type ListNotePayload = z.input<typeof listNoteSchema>;

/** The headers of an email to a list (RFC 2369 and RFC 8058 one-click unsubscribe). */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
