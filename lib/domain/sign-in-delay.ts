/**
 * The back office's sign-in delays: failures are counted per (account, address) and per address,
 * never per account alone, so nobody can lock the owner out from somewhere else. After a few free
 * failures each further attempt must wait, and the wait doubles with every failure up to a cap.
 * Failures older than the window are forgotten.
 */
export const SIGN_IN_DELAY_POLICY = {
  /** Failures older than this are not counted. */
  windowMs: 60 * 60 * 1000,
  /** Free failures for one account from one address. */
  accountAddressFree: 5,
  /** Free failures from one address, whatever the accounts. */
  addressFree: 20,
  /** The wait after the first failure over the free ones; it doubles with each further failure. */
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60 * 1000,
} as const;

/** How long to wait after the latest failure, given how many failures the window holds. */
export function delayAfter(failures: number, free: number, policy = SIGN_IN_DELAY_POLICY): number {
  if (failures < free) return 0;
  const steps = Math.min(failures - free, 30);
  return Math.min(policy.firstDelayMs * 2 ** steps, policy.maxDelayMs);
}

/** Milliseconds still to wait before the next attempt is checked (0: go ahead). */
export function remainingWait(
  counted: { failures: number; latest: Date | null },
  free: number,
  now: Date,
  policy = SIGN_IN_DELAY_POLICY,
): number {
  const delay = delayAfter(counted.failures, free, policy);
  // Free failures left: no wait, even when the latest failure is stamped a moment after `now`
  // (attempts made at once are stamped before they queue, and counted in another order).
  if (!counted.latest || delay === 0) return 0;
  return Math.max(0, counted.latest.getTime() + delay - now.getTime());
}

/** Whole minutes, at least one, for the message. */
export function waitMinutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
