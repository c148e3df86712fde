import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueEmail } from "@/lib/email/outbox";

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
