"use client";

import Link from "next/link";
import { PathIcon } from "@/components/ui/stroke-icon";
import { PENCIL_ICON, TRASH_ICON } from "./cart-icons";
import type { CartItem } from "@/lib/domain/cart";
import { addressIn } from "@/lib/http/locale-path";
import { cn } from "@/components/ui/cn";
import { useCart } from "./cart-context";
import { moneyIn, useCartStrings } from "./cart-strings";
import { LineImage } from "./line-image";
import { lineOptions } from "./line-options";
import { QuantityControl } from "./quantity-control";

/**
 * One cart line: picture, title, the chosen options, unit price, quantity and line total, with
 * remove (and, for artworks, 'Customize'). `note` is an inline remark from the server check
 * (e.g. a changed price). Its words come from the page (useCartStrings).
 */
export function CartLine({
  item,
  compact = false,
  note,
  onCustomize,
  onNavigate,
}: {
  item: CartItem;
  compact?: boolean;
  note?: string;
  onCustomize?: (item: CartItem) => void;
  onNavigate?: () => void;
}) {
  const { updateQuantity, removeItem } = useCart();
  const strings = useCartStrings();
  const words = strings.line;
  const { money, number, count, fill } = moneyIn(strings);
  const options = lineOptions(item, { ...words, referencePhotos: (n) => count(words.referencePhotos, n), money });
  const href = item.type === "artwork" ? null : addressIn("/services", strings.locale);
  const notes = item.customizations.notes?.trim();

  return (
    <li className="flex gap-4 py-4" data-testid="cart-line" data-line-id={item.id}>
      <LineImage src={item.image} className={compact ? "size-16" : "size-20 sm:size-24"} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className={cn("leading-snug font-medium", compact ? "text-sm" : "text-base")}>
              {href ? (
                <Link href={href} onClick={onNavigate} className="hover:underline">
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </h3>
            {options.length > 0 && (
              <p className="text-sm text-muted-foreground" data-testid="line-options">
                {options.join(" · ")}
              </p>
            )}
            {notes && !compact && <p className="text-sm text-muted-foreground italic">{fill(words.notes, { notes })}</p>}
          </div>
          <p className="shrink-0 text-sm font-semibold tabular-nums" data-testid="line-total">
            {money(item.price * item.quantity)}
          </p>
        </div>
        <p className="text-xs text-muted-foreground tabular-nums">
          {fill(words.each, { price: money(item.price) })}
          {item.shippingType === "fixed" && item.shippingCharge > 0 ? ` · ${fill(words.shippingEach, { price: money(item.shippingCharge) })}` : ""}
        </p>
        {note && (
          <p className="text-sm text-accent" role="status" data-testid="line-note">
            {note}
          </p>
        )}
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <QuantityControl title={item.title} quantity={item.quantity} onChange={(q) => updateQuantity(item.id, q)} words={words} display={number} />
          {onCustomize && item.type === "artwork" && (
            <button
              type="button"
              onClick={() => onCustomize(item)}
              className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground [&_svg]:size-4"
            >
              <PathIcon paths={PENCIL_ICON} />
              {words.customize}
            </button>
          )}
          <button
            type="button"
            onClick={() => removeItem(item.id)}
            aria-label={fill(words.removeLabel, { title: item.title })}
            className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm text-muted-foreground hover:bg-muted hover:text-destructive [&_svg]:size-4"
          >
            <PathIcon paths={TRASH_ICON} />
            {!compact && words.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
