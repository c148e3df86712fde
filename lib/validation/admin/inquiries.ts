/** Inputs and messages of the back office's inquiries (spec sections 2, 4 and 8). */
import { z } from "@/lib/validation/z";
export { defaultReplyText } from "@/lib/domain/inquiry-reply";

export const INQUIRY_MESSAGES = {
  loadFailedTitle: "Load Failed",
  loadFailed: "Could not load inquiries",
  updateFailedTitle: "Update Failed",
  updateFailed: "Could not update inquiry status",
  sendFailedTitle: "Send Failed",
  sendFailed: "Could not send reply",
  statusUpdated: "Status updated successfully",
  replySent: "Reply has been sent to the customer",
  empty: "No inquiries found matching your filters.",
  loading: "Loading inquiries...",
  closed: "This inquiry is closed: replies are disabled.",
  notFound: "Inquiry not found",
  emptyReply: "Write a reply first",
} as const;

export const INQUIRY_STATUSES = ["new", "read", "replied", "closed"] as const;
export const INQUIRY_SERVICE_FILTERS = ["commission", "workshop", "consultation", "general"] as const;
export const MAX_REPLY_LENGTH = 5000;

const id = z.uuid(INQUIRY_MESSAGES.notFound);

export const inquiryIdInput = z.object({ id });

export const inquiryReplyInput = z.object({
  id,
  replyText: z
    .string()
    .max(MAX_REPLY_LENGTH, `A reply must be at most ${MAX_REPLY_LENGTH} characters`)
    .refine((v) => v.trim().length > 0, INQUIRY_MESSAGES.emptyReply),
});

export const inquiryStatusInput = z.object({ id, status: z.enum(INQUIRY_STATUSES) });
