/**
 * Holding originals costs something from an address's first order on (rules in
 * lib/domain/quick-check.ts, originalHoldDecision). Run by 'Proceed to Payment' inside the
 * order's transaction, once the lines are priced and before the originals are reserved:
 *
 *   - a lock per client address serialises its orders that hold originals, so four at once
 *     cannot all read "nothing held yet";
 *   - the address's open orders may hold at most the settings' originals per order in all;
 *   - another order holding originals while the address holds some, or after one of its orders
 *     lapsed unpaid or was rejected in the last day, needs a solved quick check (used up with
 *     the order: a refused order leaves it unused).
 *
 * A buyer of one work (or of several in one order) from a quiet address sees nothing. The unknown
 * address (scripts) and ALTCHA_EXEMPT_ADDRESSES are never asked nor capped.
 */
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { PAYMENT_NOT_RECEIVED } from "@/lib/domain/order-hold";
import { TROUBLE_WINDOW_MS, originalHoldDecision, type AddressHolds, type OriginalHoldDecision } from "@/lib/domain/quick-check";
import { isExemptAddress, passQuickCheck } from "@/lib/abuse/challenge";

/**
 * What the address's orders hold now (the read-time rule of lib/domain/order-hold.ts, holdIsActive:
 * open, and not awaiting its payment past the window), and how many of them went wrong lately.
 */
export async function readAddressHolds(tx: Prisma.TransactionClient, clientAddress: string, now: Date): Promise<AddressHolds> {
  const dayAgo = new Date(now.getTime() - TROUBLE_WINDOW_MS);
  const rows = await tx.$queryRaw<{ held: bigint; troubled: bigint }[]>`
    SELECT
      (SELECT count(*) FROM artworks a JOIN orders o ON o.id = a.reserved_by_order_id
       WHERE o.client_address = ${clientAddress}::text
         AND o.status IN ('pending', 'processing')
         AND (o.payment_status = 'partly_paid'
              OR (o.payment_status IN ('pending', 'processing')
                  AND (o.payment_submitted_at IS NOT NULL OR o.payment_due_at IS NULL OR o.payment_due_at > ${now}::timestamptz)))) AS held,
      (SELECT count(*) FROM (
         SELECT 1 FROM orders
         WHERE client_address = ${clientAddress}::text
           AND (
             (status = 'cancelled' AND cancel_reason = ${PAYMENT_NOT_RECEIVED}::text AND updated_at > ${dayAgo}::timestamptz)
             OR (payment_status = 'failed' AND updated_at > ${dayAgo}::timestamptz)
             OR (status = 'pending' AND payment_status = 'pending' AND payment_submitted_at IS NULL
                 AND payment_due_at <= ${now}::timestamptz AND payment_due_at > ${dayAgo}::timestamptz)
           )
         LIMIT 1) AS t) AS troubled`;
  return { originalsHeld: Number(rows[0]?.held ?? 0), troubledOrdersLastDay: Number(rows[0]?.troubled ?? 0) };
}

/**
 * The decision for an order holding `originals` originals from `clientAddress`: "allowed" (the
 * quick check, when needed, came solved and is now used up), "quick_check" (needed and missing,
 * wrong or used) or "too_many".
 */
export async function checkOriginalHolds(
  tx: Prisma.TransactionClient,
  input: {
    clientAddress: string;
    originals: number;
    maxPerAddress: number;
    /** The widget's field, as sent. */
    quickCheck: unknown;
    /** This request already passed the quick check (its solution is used up). */
    quickCheckPassed: boolean;
    now: Date;
  },
): Promise<OriginalHoldDecision> {
  if (input.originals === 0 || isExemptAddress(input.clientAddress)) return "allowed";
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`originals-client:${input.clientAddress}`}::text))`;
  const decision = originalHoldDecision(await readAddressHolds(tx, input.clientAddress, input.now), input.originals, input.maxPerAddress);
  if (decision !== "quick_check" || input.quickCheckPassed) return decision === "quick_check" ? "allowed" : decision;
  return (await passQuickCheck(tx, input.quickCheck, input.now)) ? "allowed" : "quick_check";
}
