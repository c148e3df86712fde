"use server";

import { getSettings } from "@/lib/data/settings";
import { DEMO_MESSAGES, isDemoMode } from "@/lib/demo";
import { kickEmailWorker } from "@/lib/email/outbox";
import { storeSubmissionAndNotify, type StoredSubmission } from "@/lib/actions/notify-artist";
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
  // Read-only demo: the valid message is not stored or sent.
  if (isDemoMode()) return { status: "error", message: DEMO_MESSAGES.createContactSubmission, fieldErrors: {}, values };
  const input = parsed.data;
  const settings = await getSettings();

  let outcome: StoredSubmission;
  try {
    outcome = await storeSubmissionAndNotify({
      rateLimit: CONTACT_RATE_LIMIT,
      data: {
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
        serviceType: input.serviceType === "general" ? null : input.serviceType,
      },
      notify: {
        to: settings.enableNotifications ? settings.contactEmail : null,
        payload: {
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          serviceType: input.serviceType,
          message: input.message,
        },
      },
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
