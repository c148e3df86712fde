/**
 * A commission's deposit, its balance with its due stage and the cancellation policy, shown on the
 * checkout's payment step before the buyer pays.
 */
import { formatNpr } from "@/lib/money";

export function CommissionTerms({ terms, amountNowPaisa }: { terms: { depositPaisa: number; balancePaisa: number; policy: string }; amountNowPaisa: number }) {
  if (terms.balancePaisa === 0) {
    return (
      <p className="mb-6 rounded-lg border border-border bg-muted p-4 text-sm" data-testid="commission-terms">
        Cancellation: {terms.policy}
      </p>
    );
  }
  return (
    <div className="mb-6 rounded-lg border border-accent/40 bg-accent/5 p-4 text-sm" data-testid="commission-terms">
      <p className="font-semibold">Commission: pay the deposit now</p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 tabular-nums">
        <dt>Deposit, due now</dt>
        <dd className="text-right font-semibold" data-testid="commission-deposit">
          {formatNpr(terms.depositPaisa)}
        </dd>
        <dt className="text-muted-foreground">Balance due when the work is ready</dt>
        <dd className="text-right text-muted-foreground" data-testid="commission-balance">
          {formatNpr(terms.balancePaisa)}
        </dd>
      </dl>
      {amountNowPaisa !== terms.depositPaisa && <p className="mt-2">To pay now: {formatNpr(amountNowPaisa)}</p>}
      <p className="mt-2 text-muted-foreground">Cancellation: {terms.policy}</p>
    </div>
  );
}
