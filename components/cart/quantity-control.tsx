"use client";

import { PathIcon } from "@/components/ui/stroke-icon";
import { MINUS_ICON, PLUS_ICON } from "./cart-icons";
import { fillString } from "@/lib/i18n/client-strings";

/** The control's labels, each with a {title} slot. */
export interface QuantityWords {
  quantityOf: string;
  decrease: string;
  increase: string;
}

/** − quantity + for one cart line; going below 1 removes the line (the provider says so). */
export function QuantityControl({
  title,
  quantity,
  onChange,
  words,
  display = String,
}: {
  title: string;
  quantity: number;
  onChange: (quantity: number) => void;
  words: QuantityWords;
  /** The quantity as the reader's digits. */
  display?: (n: number) => string;
}) {
  const button =
    "inline-flex size-8 items-center justify-center rounded-md text-foreground hover:bg-muted disabled:opacity-40 [&_svg]:size-4";
  return (
    <div className="inline-flex items-center rounded-md border border-input" role="group" aria-label={fillString(words.quantityOf, { title })}>
      <button type="button" className={button} onClick={() => onChange(quantity - 1)} aria-label={fillString(words.decrease, { title })}>
        <PathIcon paths={MINUS_ICON} />
      </button>
      <span className="min-w-8 text-center text-sm tabular-nums" data-testid="line-quantity" aria-live="polite">
        {display(quantity)}
      </span>
      <button type="button" className={button} onClick={() => onChange(quantity + 1)} aria-label={fillString(words.increase, { title })}>
        <PathIcon paths={PLUS_ICON} />
      </button>
    </div>
  );
}
