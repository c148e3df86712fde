/**
 * The commission on the buyer's order page: its stage, the deposit and balance, the cancellation
 * policy, the timeline (reference photos and the artist's updates), and the answer to a sketch.
 */
import Link from "next/link";
import type { CommissionView } from "@/lib/data/commissions";
import { formatNpr } from "@/lib/money";
import { buttonClasses } from "@/components/ui/button";
import { CommissionTimeline } from "./commission-timeline";
import { CommissionResponse } from "./commission-response";

export function CommissionSection({ commission, token }: { commission: CommissionView; token: string }) {
  return (
    <section className="mx-auto mt-8 max-w-2xl rounded-xl border border-border bg-card p-5 shadow-sm" data-testid="commission-section" aria-labelledby="commission-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="commission-heading" className="text-xl font-semibold">
          Your commission
        </h2>
        <p className="text-sm">
          <span className="rounded-full bg-accent/10 px-2.5 py-0.5 font-medium text-accent" data-testid="commission-stage">
            {commission.stageLabel}
          </span>
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-1 text-sm tabular-nums">
        <dt className="text-muted-foreground">Deposit</dt>
        <dd className="text-right">{formatNpr(commission.depositPaisa)}</dd>
        <dt className="text-muted-foreground">Balance, due when the work is ready</dt>
        <dd className="text-right">{formatNpr(commission.balancePaisa)}</dd>
        <dt className="text-muted-foreground">Paid so far</dt>
        <dd className="text-right">{formatNpr(commission.paidPaisa)}</dd>
        {commission.moneyLabel && (
          <>
            <dt className="font-medium">Payment</dt>
            <dd className="text-right font-medium" data-testid="commission-money">
              {commission.moneyLabel}
            </dd>
          </>
        )}
      </dl>
      {commission.dueNowPaisa > 0 && commission.paidPaisa > 0 && !commission.cancelled && (
        <Link href={`/checkout/pay/${token}`} className={`${buttonClasses({ variant: "primary", size: "sm" })} mt-3`} data-testid="pay-balance">
          Pay the balance: {formatNpr(commission.dueNowPaisa)}
        </Link>
      )}
      {commission.canRespond && <CommissionResponse token={token} extraRound={commission.roundsUsed >= commission.includedRounds} />}
      {commission.stage === "sketch" && commission.changesRequested && (
        <p className="mt-4 text-sm text-muted-foreground">Your change request is with the artist: the next sketch will appear here.</p>
      )}
      <h3 className="mt-6 mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">Timeline</h3>
      <CommissionTimeline entries={commission.timeline} />
      <p className="mt-6 text-xs text-muted-foreground" data-testid="commission-policy">
        Cancellation: {commission.policy}
      </p>
    </section>
  );
}
