"use server";

import { db } from "@/lib/db";
import { getSettings } from "@/lib/data/settings";
import { kickEmailWorker } from "@/lib/email/outbox";
import { queueArtistNotification } from "@/lib/actions/notify-artist";
import { consumeRateLimit } from "@/lib/rate-limit";
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGES,
  CONTACT_RATE_LIMIT,
  deliveryUnavailableMessage,
  readSanitized,
  validateContact,
  type ContactFormState,
} from "@/lib/validation/contact";

/**
 * The contact form's server action (works with and without JavaScript through useActionState).
 * Sanitises and validates on the server, enforces 5 submissions per email per 60 s, stores the
 * submission with status 'new' and, in the same transaction, queues the artist's notification
 * email; the email is sent after the commit. Nothing is stored when anything is invalid.
 */
export async function submitContactForm(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  const values = readSanitized(formData, CONTACT_FIELDS);
  const parsed = validateContact(values);
  if (!parsed.success) {
    return { status: "error", message: parsed.message, fieldErrors: parsed.fieldErrors, values };
  }
  const input = parsed.data;
  const settings = await getSettings();

  let outcome: { stored: true; id: string; emailQueued: boolean } | { stored: false };
  try {
    outcome = await db.$transaction(async (tx) => {
      const limit = await consumeRateLimit(tx, { ...CONTACT_RATE_LIMIT, key: input.email });
      if (!limit.allowed) return { stored: false } as const;
      const submission = await tx.contactSubmission.create({
        data: {
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          message: input.message,
          serviceType: input.serviceType === "general" ? null : input.serviceType,
          status: "new",
        },
        select: { id: true },
      });
      const emailQueued =
        settings.enableNotifications && settings.contactEmail
          ? await queueArtistNotification(tx, settings.contactEmail, {
              name: input.name,
              email: input.email,
              phone: input.phone,
              subject: input.subject,
              serviceType: input.serviceType,
              message: input.message,
            })
          : false;
      return { stored: true, id: submission.id, emailQueued } as const;
    });
  } catch (error) {
    console.error("[contact] could not store the submission:", error instanceof Error ? error.message : error);
    return { status: "error", message: deliveryUnavailableMessage(settings.contactEmail), fieldErrors: {}, values };
  }

  if (!outcome.stored) {
    return { status: "error", message: CONTACT_MESSAGES.rateLimited, fieldErrors: {}, values };
  }
  if (outcome.emailQueued) kickEmailWorker();
  return { status: "success", message: CONTACT_MESSAGES.success, id: outcome.id };
}
