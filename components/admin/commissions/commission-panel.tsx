/**
 * The commission on the back office's order page: stage and days at it, who waits on whom, the
 * deposit and balance, change rounds (past the included ones, the priced line is offered), the
 * actions the stage allows and the timeline with the buyer's reference photos and the updates.
 */
import type { ReactNode } from "react";
import type { CommissionView } from "@/lib/data/commissions";
import type { CommissionStage } from "@/lib/domain/commission";
import { formatNpr } from "@/lib/money";
import { CommissionTimeline } from "@/components/order/commission-timeline";
import { CancelCommissionButton, PostUpdateForm, ShipAnywayButton, StageButtons } from "./commission-controls";

/** Stages moved from here (those allowed now): sketch comes with posting an update, shipped and collected with the Delivery panel. */
function movableStages(allowed: CommissionStage[]): CommissionStage[] {
  return allowed.filter((s) => s !== "sketch" && s !== "shipped" && s !== "collected");
}

export function CommissionPanel({
  commission,
  canCancel,
  refundablePaisa,
  pricedLine,
}: {
  commission: CommissionView;
  canCancel: boolean;
  refundablePaisa: number;
  /** The order's "Change the order" dialog, to add a priced line past the included rounds. */
  pricedLine: ReactNode;
}) {
  const open = !commission.cancelled && commission.stage !== "done";
  const canPost = open && commission.stage !== "requested";
  return (
    <section data-testid="commission-panel" aria-labelledby="commission-panel-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="commission-panel-heading" className="text-lg font-semibold">
          Commission
        </h2>
        <span className="rounded-full bg-accent/10 px-2.5 py-0.5 text-sm font-medium text-accent" data-testid="admin-commission-stage">
          {commission.stageLabel}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {commission.daysAtStage === 0 ? "Since today" : `${commission.daysAtStage} day${commission.daysAtStage === 1 ? "" : "s"} at this stage`} ·{" "}
        <span className={commission.waitingOn === "artist" ? "font-medium text-foreground" : ""}>
          {commission.waitingOn === "artist" ? "Waiting on you" : commission.waitingOn === "buyer" ? "Waiting on the buyer" : "Nothing waiting"}
        </span>
        : {commission.nextAction}
      </p>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 text-sm tabular-nums">
        <dt className="text-muted-foreground">Deposit</dt>
        <dd className="text-right">{formatNpr(commission.depositPaisa)}</dd>
        <dt className="text-muted-foreground">Balance held until ready</dt>
        <dd className="text-right">{formatNpr(commission.balancePaisa)}</dd>
        {commission.moneyLabel && (
          <>
            <dt className="font-medium">Payment</dt>
            <dd className="text-right font-medium" data-testid="admin-commission-money">
              {commission.moneyLabel}
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">Change rounds</dt>
        <dd className="text-right" data-testid="change-rounds">
          {commission.roundsUsed} of {commission.includedRounds} included
        </dd>
      </dl>
      {commission.offerPricedLine && open && (
        <div role="status" className="mt-3 rounded-lg border border-accent/40 bg-accent/5 p-3 text-sm" data-testid="priced-line-offer">
          <p>
            The buyer asked for {commission.roundsUsed - commission.includedRounds} change round
            {commission.roundsUsed - commission.includedRounds === 1 ? "" : "s"} beyond the {commission.includedRounds} included: you may add a priced line.
          </p>
          {pricedLine && <div className="mt-2">{pricedLine}</div>}
        </div>
      )}
      {open && (
        <div className="mt-4 space-y-4">
          <StageButtons orderId={commission.orderId} stages={movableStages(commission.allowedMoves)} />
          {commission.stage === "ready" && (
            <p className="text-sm text-muted-foreground">
              {commission.duePaisa > 0
                ? `The balance of ${formatNpr(commission.duePaisa)} is due: the work ships once it is paid.`
                : "Paid in full: ship or hand over the work with the Delivery panel."}
            </p>
          )}
          {commission.stage === "ready" && commission.duePaisa > 0 && !commission.shipAnyway && (
            <ShipAnywayButton orderId={commission.orderId} dueLabel={formatNpr(commission.duePaisa)} />
          )}
          {canPost && <PostUpdateForm orderId={commission.orderId} forApproval={commission.stage === "accepted" || (commission.stage === "sketch" && commission.changesRequested)} />}
          {canCancel && <CancelCommissionButton orderId={commission.orderId} refundablePaisa={refundablePaisa} policy={commission.policy} />}
        </div>
      )}
      <h3 className="mt-6 mb-3 text-sm font-semibold">Timeline</h3>
      <CommissionTimeline entries={commission.timeline} />
    </section>
  );
}
