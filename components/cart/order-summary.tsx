import type { ReactNode } from "react";
import type { Totals } from "@/lib/domain/pricing";
import { countString } from "@/lib/i18n/client-strings";
import { formatPrice } from "@/lib/i18n/numbers";
import { cn } from "@/components/ui/cn";
import { ENGLISH_ORDER_SUMMARY, type OrderSummaryStrings } from "./cart-words";

/** Subtotal, shipping (free = 0; fixed = charge x quantity), tax, total: spec section 9. */
export function OrderSummary({
  totals,
  itemCount,
  className,
  children,
  heading,
  quoteNote,
  strings = ENGLISH_ORDER_SUMMARY,
}: {
  totals: Totals;
  itemCount: number;
  className?: string;
  children?: ReactNode;
  heading?: string;
  /** Said under the total when a line has a frame priced on quote (not in the total). */
  quoteNote?: string;
  /** Its words and digits, translated on the server (English by default). */
  strings?: OrderSummaryStrings;
}) {
  const money = (paisa: number) => formatPrice(paisa, strings.locale, { digits: strings.latinDigits ? "latin" : "devanagari" });
  return (
    <section aria-labelledby="order-summary-heading" className={cn("rounded-xl border border-border bg-card p-5 shadow-sm", className)}>
      <h2 id="order-summary-heading" className="text-lg font-semibold">
        {heading ?? strings.heading}
      </h2>
      <dl className="mt-4 space-y-2 text-sm" data-testid="order-summary">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{countString(strings.subtotal, itemCount, strings.locale, strings.latinDigits)}</dt>
          <dd className="tabular-nums" data-testid="summary-subtotal">
            {money(totals.subtotalPaisa)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{strings.shipping}</dt>
          <dd className="tabular-nums" data-testid="summary-shipping">
            {totals.shippingPaisa === 0 ? strings.free : money(totals.shippingPaisa)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{strings.tax}</dt>
          <dd className="tabular-nums" data-testid="summary-tax">
            {money(totals.taxPaisa)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-border pt-3 text-base font-semibold">
          <dt>{strings.total}</dt>
          <dd className="tabular-nums" data-testid="summary-total">
            {money(totals.totalPaisa)}
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
