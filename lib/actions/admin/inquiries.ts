"use server";
/**
 * Inquiry actions: View (a new inquiry becomes read), Reply (queued through the outbox and kept
 * in inquiry_replies with its time and author, status replied), Close, and a plain status change.
 * A closed inquiry takes no reply.
 */
import { db } from "@/lib/db";
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { cleanText } from "@/lib/domain/text-input";
import { assertWritable, DEMO_MESSAGES, isDemoMode } from "@/lib/demo";
import { enqueueEmail, kickEmailWorker } from "@/lib/email/outbox";
import { INQUIRY_MESSAGES, inquiryIdInput, inquiryReplyInput, inquiryStatusInput } from "@/lib/validation/admin/inquiries";

export const viewInquiry = adminAction(
  inquiryIdInput,
  async ({ id }) => {
    // Viewing is browsing: in demo mode the inquiry is shown without being marked read.
    if (!isDemoMode()) await db.contactSubmission.updateMany({ where: { id, status: "new" }, data: { status: "read" } });
    const row = await db.contactSubmission.findUnique({ where: { id }, select: { id: true, status: true } });
    if (!row) throw new AdminActionError(INQUIRY_MESSAGES.notFound);
    return { id: row.id, status: row.status };
  },
  { failureMessage: INQUIRY_MESSAGES.updateFailed, permission: "inquiries" },
);

export const replyToInquiry = adminAction(
  inquiryReplyInput,
  async ({ id, replyText }, admin) => {
    assertWritable(DEMO_MESSAGES.updateContactSubmission);
    const text = cleanText(replyText).trim();
    const emailId = await db.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM contact_submissions WHERE id = ${id}::uuid FOR UPDATE`;
      if (locked.length === 0) throw new AdminActionError(INQUIRY_MESSAGES.notFound);
      const inquiry = await tx.contactSubmission.findUniqueOrThrow({ where: { id } });
      if (inquiry.status === "closed") throw new AdminActionError(INQUIRY_MESSAGES.closed);
      const queued = await enqueueEmail(tx, {
        type: "inquiry_reply",
        to: [inquiry.email],
        payload: {
          name: inquiry.name,
          email: inquiry.email,
          serviceType: inquiry.serviceType,
          replyText: text,
          originalMessage: inquiry.message,
        },
      });
      // The reply is kept with the inquiry (text, time, who sent it) and shown in its detail.
      await tx.inquiryReply.create({ data: { submissionId: id, body: text, authorEmail: admin.email } });
      await tx.contactSubmission.update({ where: { id }, data: { status: "replied" } });
      return queued.id;
    });
    kickEmailWorker();
    return withMessage({ id, status: "replied" as const, emailId }, INQUIRY_MESSAGES.replySent);
  },
  { failureMessage: INQUIRY_MESSAGES.sendFailed, permission: "inquiries" },
);

export const closeInquiry = adminAction(
  inquiryIdInput,
  async ({ id }) => {
    assertWritable(DEMO_MESSAGES.updateContactSubmission);
    const updated = await db.contactSubmission.updateMany({ where: { id }, data: { status: "closed" } });
    if (updated.count === 0) throw new AdminActionError(INQUIRY_MESSAGES.notFound);
    return withMessage({ id, status: "closed" as const }, INQUIRY_MESSAGES.statusUpdated);
  },
  { failureMessage: INQUIRY_MESSAGES.updateFailed, permission: "inquiries" },
);

export const setInquiryStatus = adminAction(
  inquiryStatusInput,
  async ({ id, status }) => {
    assertWritable(DEMO_MESSAGES.updateContactSubmission);
    const updated = await db.contactSubmission.updateMany({ where: { id }, data: { status } });
    if (updated.count === 0) throw new AdminActionError(INQUIRY_MESSAGES.notFound);
    return withMessage({ id, status }, INQUIRY_MESSAGES.statusUpdated);
  },
  { failureMessage: INQUIRY_MESSAGES.updateFailed, permission: "inquiries" },
);
