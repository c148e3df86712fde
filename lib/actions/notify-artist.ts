import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueEmail } from "@/lib/email/outbox";
import { consumeRateLimits, type RateLimitRule } from "@/lib/rate-limit";

export interface ContactEmailPayload {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  serviceType: string;
  message: string;
}

/**
 * Queues the artist's notification of a new message in the caller's transaction, inside a
 * savepoint: should queuing fail, only the email is undone and the stored message is kept.
 * Returns whether the email was queued.
 */
export async function queueArtistNotification(
  tx: Prisma.TransactionClient,
  to: string,
  payload: ContactEmailPayload,
): Promise<boolean> {
  await tx.$executeRawUnsafe("SAVEPOINT artist_notification");
  try {
    await enqueueEmail(tx, { type: "contact_form", to: [to], payload: { ...payload } });
    await tx.$executeRawUnsafe("RELEASE SAVEPOINT artist_notification");
    return true;
  } catch (error) {
    await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT artist_notification");
    console.error("[contact] could not queue the notification email:", error instanceof Error ? error.message : error);
    return false;
  }
}

/**
 * When the settings ask for it (acknowledge_messages), queues a short 'we received your message'
 * email to whoever wrote, in the caller's transaction behind a savepoint like the notification.
 */
export async function queueAcknowledgement(
  tx: Prisma.TransactionClient,
  payload: Pick<ContactEmailPayload, "name" | "email" | "subject" | "serviceType">,
): Promise<boolean> {
  const settings = await tx.settings.findUnique({ where: { id: 1 }, select: { acknowledgeMessages: true } });
  if (!settings?.acknowledgeMessages) return false;
  await tx.$executeRawUnsafe("SAVEPOINT acknowledgement");
  try {
    await enqueueEmail(tx, {
      type: "inquiry_acknowledgement",
      to: [payload.email],
      payload: { name: payload.name, email: payload.email, subject: payload.subject, serviceType: payload.serviceType },
    });
    await tx.$executeRawUnsafe("RELEASE SAVEPOINT acknowledgement");
    return true;
  } catch (error) {
    await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT acknowledgement");
    console.error("[contact] could not queue the acknowledgement email:", error instanceof Error ? error.message : error);
    return false;
  }
}

export type StoredSubmission = { stored: true; id: string; emailQueued: boolean } | { stored: false };

/**
 * Stores a contact submission (contact form or service inquiry) in one transaction: counts it
 * against the sender's rate limits (nothing is stored when over any of them), inserts it with
 * status 'new' and, when notifications are on, queues the artist's notification email; when
 * acknowledgements are on, the writer's acknowledgement (emailQueued: any email queued). Throws
 * when the database cannot store it; the caller tells the visitor.
 */
export async function storeSubmissionAndNotify(options: {
  rateLimits: RateLimitRule[];
  data: Omit<Prisma.ContactSubmissionCreateInput, "status">;
  notify: { to: string | null | undefined; payload: ContactEmailPayload };
}): Promise<StoredSubmission> {
  const { rateLimits, data, notify } = options;
  return db.$transaction(async (tx) => {
    const limit = await consumeRateLimits(tx, rateLimits);
    if (!limit.allowed) return { stored: false } as const;
    const submission = await tx.contactSubmission.create({ data: { ...data, status: "new" }, select: { id: true } });
    const notified = notify.to ? await queueArtistNotification(tx, notify.to, notify.payload) : false;
    const acknowledged = await queueAcknowledgement(tx, notify.payload);
    return { stored: true, id: submission.id, emailQueued: notified || acknowledged } as const;
  });
}
