"use client";

import { Minus, Plus } from "lucide-react";

/** − quantity + for one cart line; going below 1 removes the line (the provider says so). */
export function QuantityControl({
  title,
  quantity,
  onChange,
}: {
  title: string;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const button =
    "inline-flex size-8 items-center justify-center rounded-md text-foreground hover:bg-muted disabled:opacity-40 [&_svg]:size-4";
  return (
    <div className="inline-flex items-center rounded-md border border-input" role="group" aria-label={`Quantity of ${title}`}>
      <button type="button" className={button} onClick={() => onChange(quantity - 1)} aria-label={`Decrease quantity of ${title}`}>
        <Minus aria-hidden="true" />
      </button>
      <span className="min-w-8 text-center text-sm tabular-nums" data-testid="line-quantity" aria-live="polite">
        {quantity}
      </span>
      <button type="button" className={button} onClick={() => onChange(quantity + 1)} aria-label={`Increase quantity of ${title}`}>
        <Plus aria-hidden="true" />
      </button>
    </div>
  );
}
