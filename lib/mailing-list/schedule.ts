/**
 * The rate of list emails: each is queued in the outbox with a send time (next_attempt_at) that
 * keeps all list emails together to LIST_SEND_PER_MINUTE, counted after the list emails already
 * waiting. Whatever drains the outbox sends a row only once it is due, so the bound holds
 * without the drain knowing about the list.
 */
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sendSlots } from "@/lib/domain/mailing-list";

export const LIST_EMAIL_TYPES = ["list_alert", "list_note"] as const;

export async function listSendSlots(tx: Prisma.TransactionClient, count: number, perMinute: number = env().LIST_SEND_PER_MINUTE): Promise<Date[]> {
  if (count <= 0) return [];
  // One scheduler at a time, so two sends cannot both take the same minutes.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('mailing-list/schedule'))`;
  const [row] = await tx.$queryRaw<{ now: Date; waiting: bigint }[]>`
    SELECT now() AS now, count(*) AS waiting FROM email_outbox
    WHERE type::text = ANY(${[...LIST_EMAIL_TYPES]}::text[]) AND status IN ('queued', 'sending')`;
  return sendSlots(count, Number(row.waiting), perMinute, row.now);
}
