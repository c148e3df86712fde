"use client";

import { useEffect, useRef, useState } from "react";
import { quoteCheckoutDeposit } from "@/lib/actions/commission-deposit";
import type { DepositQuote } from "@/lib/orders/commission-quote";
import { formatNpr } from "@/lib/money";
import { cartToOrderLines } from "@/lib/validation/order-lines";
import type { CartItem } from "@/lib/domain/cart";

/** The words of the deposit block, from the message catalogue (namespace commissionDeposit). */
export interface DepositLabels {
  heading: string;
  depositNow: string;
  balanceLater: string;
  balanceNote: string;
}

export const ENGLISH_DEPOSIT_LABELS: DepositLabels = {
  heading: "Commission: pay the deposit now",
  depositNow: "Deposit now",
  balanceLater: "Balance when ready",
  balanceNote: "The balance is due when the artist marks the work ready; you pay it on your order page.",
};

/**
 * The deposit and the balance of a cart with commission lines, asked of the server
 * (quoteCheckoutDeposit) whenever the cart or the delivery choice changes; null while there is
 * nothing to split or no answer yet. A late answer to an older question is dropped.
 */
export function useDepositQuote(items: readonly CartItem[], delivery: { district: string; country: string; payment: string } | null): DepositQuote | null {
  const [answer, setAnswer] = useState<{ key: string; quote: DepositQuote | null } | null>(null);
  const asked = useRef(0);
  const hasService = items.some((item) => item.type === "service");
  const key = hasService ? JSON.stringify([cartToOrderLines(items), delivery?.district ? delivery : null]) : "";
  useEffect(() => {
    const round = ++asked.current;
    if (!key) return;
    const [lines, choice] = JSON.parse(key) as [unknown, unknown];
    quoteCheckoutDeposit(lines, choice)
      // No figures shown rather than wrong ones when the server cannot answer; the payment step
      // shows them from the order placed.
      .catch(() => null)
      .then((quote) => {
        if (round === asked.current) setAnswer({ key, quote });
      });
  }, [key]);
  // Only the answer to the cart as it is now.
  return key && answer?.key === key ? answer.quote : null;
}

/** "Deposit now: NPR 3,150" and "Balance when ready: NPR 3,150", as the server computed them. */
export function CommissionDepositSummary({
  quote,
  labels = ENGLISH_DEPOSIT_LABELS,
  money = formatNpr,
}: {
  quote: DepositQuote;
  labels?: DepositLabels;
  /** Formats an amount in the page's language. */
  money?: (paisa: number) => string;
}) {
  return (
    <div className="mt-4 rounded-lg border border-accent/40 bg-accent/5 p-3 text-sm" data-testid="checkout-deposit">
      <p className="font-semibold">{labels.heading}</p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
        <dt>{labels.depositNow}</dt>
        <dd className="text-right font-semibold" data-testid="checkout-deposit-now">
          {money(quote.depositPaisa)}
        </dd>
        <dt className="text-muted-foreground">{labels.balanceLater}</dt>
        <dd className="text-right text-muted-foreground" data-testid="checkout-deposit-balance">
          {money(quote.balancePaisa)}
        </dd>
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">{labels.balanceNote}</p>
    </div>
  );
}
