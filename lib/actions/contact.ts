"use server";

import { formAnswerTranslator, formLocale, translateState } from "@/lib/i18n/server-messages";
import { getSettings } from "@/lib/data/settings";
import { kickEmailWorker } from "@/lib/email/outbox";
import { requestClientAddress } from "@/lib/http/request-client";
import { senderRateLimits } from "@/lib/rate-limit";
import { requireQuickCheck, type QuickCheckOutcome } from "@/lib/abuse/challenge";
import { QUICK_CHECK_FIELD, QUICK_CHECK_MESSAGES } from "@/lib/domain/quick-check";
import { storeSubmissionAndNotify, type StoredSubmission } from "@/lib/actions/notify-artist";
import { readSubmittedForm } from "@/lib/actions/submitted-form";
import {
  CONTACT_FORM_MESSAGES,
  CONTACT_MESSAGES,
  CONTACT_RATE_LIMITS,
  deliveryUnavailableMessage,
  readContactFields,
  validateContact,
  type ContactFormState,
} from "@/lib/validation/contact";

/**
 * The contact form's server action (works with and without JavaScript through useActionState).
 * Bounds every field first, then cleans, sanitises and validates on the server; enforces the
 * limits per sender and per client address (no shop-wide cap); stores the submission with status 'new'
 * and, in the same transaction, queues the artist's notification email (sent after the
 * commit). Nothing is stored when anything is invalid.
 */
export async function submitContactForm(previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  // Answered in the language the form was shown in (lib/i18n/server-messages.ts).
  const translate = await formAnswerTranslator(formLocale(formData), { contactMessages: CONTACT_FORM_MESSAGES });
  return translateState(await submit(previous, formData), translate);
}

async function submit(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  const submitted = readSubmittedForm(formData, { read: readContactFields, validate: validateContact, notAFormMessage: CONTACT_MESSAGES.required });
  if (!submitted.ok) return submitted.state;
  const { values, data: input } = submitted;
  const clientAddress = await requestClientAddress();

  const settings = await getSettings();
  // Past its quiet rate, the address must send a solved quick check; refused, nothing is stored or counted.
  let check: QuickCheckOutcome;
  try {
    check = await requireQuickCheck({ clientAddress, payload: formData.get(QUICK_CHECK_FIELD) });
  } catch (error) {
    console.error("[contact] could not run the quick check:", error instanceof Error ? error.message : error);
    return { status: "error", message: deliveryUnavailableMessage(settings.contactEmail), fieldErrors: {}, values };
  }
  if (!check.passed) return { status: "error", message: QUICK_CHECK_MESSAGES.required, fieldErrors: {}, values, quickCheck: true };
  let outcome: StoredSubmission;
  try {
    outcome = await storeSubmissionAndNotify({
      rateLimits: senderRateLimits(CONTACT_RATE_LIMITS, { email: input.email, clientAddress }),
      data: {
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
        serviceType: input.serviceType === "general" ? null : input.serviceType,
        metadata: { client_address: clientAddress },
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
    return { status: "error", message: deliveryUnavailableMessage(settings.contactEmail), fieldErrors: {}, values, quickCheck: check.required };
  }

  if (!outcome.stored) {
    return { status: "error", message: CONTACT_MESSAGES.rateLimited, fieldErrors: {}, values, quickCheck: check.required };
  }
  if (outcome.emailQueued) kickEmailWorker();
  return { status: "success", message: CONTACT_MESSAGES.success, id: outcome.id };
}
