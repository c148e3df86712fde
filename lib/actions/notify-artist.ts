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

export type StoredSubmission = { stored: true; id: string; emailQueued: boolean } | { stored: false };

/**
 * Stores a contact submission (contact form or service inquiry) in one transaction: counts it
 * against the sender's rate limits (nothing is stored when over any of them), inserts it with
 * status 'new' and, when notifications are on, queues the artist's notification email. Throws
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
    const emailQueued = notify.to ? await queueArtistNotification(tx, notify.to, notify.payload) : false;
    return { stored: true, id: submission.id, emailQueued } as const;
  });
}
