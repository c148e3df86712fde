"use server";

import { formAnswerTranslator, formLocale, translateState } from "@/lib/i18n/server-messages";
import { getSettings } from "@/lib/data/settings";
import { findAvailableServiceById } from "@/lib/data/services";
import { kickEmailWorker } from "@/lib/email/outbox";
import { requestClientAddress } from "@/lib/http/request-client";
import { senderRateLimits } from "@/lib/rate-limit";
import { requireQuickCheck } from "@/lib/abuse/challenge";
import { QUICK_CHECK_FIELD, QUICK_CHECK_MESSAGES } from "@/lib/domain/quick-check";
import { storeSubmissionAndNotify } from "@/lib/actions/notify-artist";
import { readSubmittedForm } from "@/lib/actions/submitted-form";
import { CONTACT_FORM_MESSAGES } from "@/lib/validation/contact";
import {
  INQUIRY_MESSAGES,
  INQUIRY_ONLY_MESSAGES,
  INQUIRY_RATE_LIMITS,
  readInquiryFields,
  INQUIRY_TYPES,
  isInquiryCategory,
  validateInquiry,
  type InquiryFormState,
} from "@/lib/validation/inquiry";

const SUBJECT_PREFIX = { workshop: "Workshop booking", consultation: "Consultation request" } as const;

/**
 * The services page's inquiry form (workshop bookings, consultation requests). The service is
 * looked up on the server by id: it must be available and be a workshop or a consultation; its
 * title and type are stored from the database, never from the form. Stores a contact
 * submission with status 'new', service_type and metadata {service_id, service_title,
 * inquiry_type}, and queues the artist's notification email in the same transaction.
 */
export async function submitServiceInquiry(previous: InquiryFormState, formData: FormData): Promise<InquiryFormState> {
  // Answered in the language the form was shown in (lib/i18n/server-messages.ts).
  const translate = await formAnswerTranslator(formLocale(formData), { contactMessages: CONTACT_FORM_MESSAGES, inquiryMessages: INQUIRY_ONLY_MESSAGES });
  return translateState(await submit(previous, formData), translate);
}

async function submit(_previous: InquiryFormState, formData: FormData): Promise<InquiryFormState> {
  const submitted = readSubmittedForm(formData, { read: readInquiryFields, validate: validateInquiry, notAFormMessage: INQUIRY_MESSAGES.failure });
  if (!submitted.ok) return submitted.state;
  const { values, data: input } = submitted;
  const clientAddress = await requestClientAddress();
  // Past its quiet rate, the address must send a solved quick check; refused, nothing is stored or counted.
  const check = await requireQuickCheck({ clientAddress, payload: formData.get(QUICK_CHECK_FIELD) }).catch((error: unknown) => {
    console.error("[inquiry] could not run the quick check:", error instanceof Error ? error.message : error);
    return null;
  });
  const failure: InquiryFormState = { status: "error", message: INQUIRY_MESSAGES.failure, fieldErrors: {}, values, quickCheck: check?.required };
  if (!check) return failure;
  if (!check.passed) return { status: "error", message: QUICK_CHECK_MESSAGES.required, fieldErrors: {}, values, quickCheck: true };

  try {
    const service = await findAvailableServiceById(input.serviceId);
    if (!service || !isInquiryCategory(service.category)) return failure;
    const category = service.category;
    const settings = await getSettings();
    const subject = `${SUBJECT_PREFIX[category]}: ${service.title}`;

    const outcome = await storeSubmissionAndNotify({
      rateLimits: senderRateLimits(INQUIRY_RATE_LIMITS, { email: input.email, clientAddress }),
      data: {
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject,
        message: input.message,
        serviceType: category,
        metadata: { service_id: service.id, service_title: service.title, inquiry_type: INQUIRY_TYPES[category] },
      },
      notify: {
        to: settings.enableNotifications ? settings.contactEmail : null,
        payload: {
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject,
          serviceType: category,
          message: input.message,
        },
      },
    });

    if (!outcome.stored) return { ...failure, message: INQUIRY_MESSAGES.rateLimited };
    if (outcome.emailQueued) kickEmailWorker();
    return { status: "success", message: INQUIRY_MESSAGES.success, id: outcome.id };
  } catch (error) {
    console.error("[inquiry] could not store the inquiry:", error instanceof Error ? error.message : error);
    return failure;
  }
}
