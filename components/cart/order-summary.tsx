import type { ReactNode } from "react";
import type { Totals } from "@/lib/domain/pricing";
import { formatNpr } from "@/lib/money";
import { cn } from "@/components/ui/cn";

/** Subtotal, shipping (free = 0; fixed = charge x quantity), tax, total: spec section 9. */
export function OrderSummary({
  totals,
  itemCount,
  className,
  children,
  heading = "Order Summary",
  quoteNote,
}: {
  totals: Totals;
  itemCount: number;
  className?: string;
  children?: ReactNode;
  heading?: string;
  /** Said under the total when a line has a frame priced on quote (not in the total). */
  quoteNote?: string;
}) {
  return (
    <section aria-labelledby="order-summary-heading" className={cn("rounded-xl border border-border bg-card p-5 shadow-sm", className)}>
      <h2 id="order-summary-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      <dl className="mt-4 space-y-2 text-sm" data-testid="order-summary">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">
            Subtotal ({itemCount} {itemCount === 1 ? "item" : "items"})
          </dt>
          <dd className="tabular-nums" data-testid="summary-subtotal">
            {formatNpr(totals.subtotalPaisa)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Shipping</dt>
          <dd className="tabular-nums" data-testid="summary-shipping">
            {totals.shippingPaisa === 0 ? "Free" : formatNpr(totals.shippingPaisa)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Tax</dt>
          <dd className="tabular-nums" data-testid="summary-tax">
            {formatNpr(totals.taxPaisa)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-border pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="summary-total">
            {formatNpr(totals.totalPaisa)}
          </dd>
        </div>
      </dl>
      {quoteNote && (
        <p className="mt-3 text-xs text-muted-foreground" data-testid="summary-quote-note">
          {quoteNote}
        </p>
      )}
      {children}
    </section>
  );
}
