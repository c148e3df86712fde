import type { CustomerOrderView } from "@/lib/data/orders";
import { formatPrice, toDevanagariDigits, type Digits } from "@/lib/i18n/numbers";
import type { Locale } from "@/lib/i18n/locales";
import { LineImage } from "@/components/cart/line-image";
import { lineTitleIn } from "@/lib/i18n/order-page-strings";

type Line = CustomerOrderView["lines"][number];

const SIZES = {
  /** The payment step's 'Your order' beside the ways to pay. */
  compact: { row: "gap-3", image: "size-12", detail: "text-xs", amount: "" },
  /** The order page's 'Your items'. */
  regular: { row: "gap-4", image: "size-16", detail: "text-sm", amount: "text-sm font-semibold" },
} as const;

/**
 * One line of a placed order as its buyer sees it: picture, title, options, quantity × unit
 * price, and the amount the view shows for it (`amountPaisa`: the line's total with its shipping
 * and tax on the payment step, quantity × unit price where those are listed below).
 */
export function OrderLineRow({
  line,
  amountPaisa,
  size,
  locale = "en",
  digits = "devanagari",
}: {
  line: Line;
  amountPaisa: number;
  size: keyof typeof SIZES;
  /** The page's language and digits (English by default). */
  locale?: Locale;
  digits?: Digits;
}) {
  const s = SIZES[size];
  const price = (paisa: number) => formatPrice(paisa, locale, { digits });
  const count = locale === "ne" && digits !== "latin" ? toDevanagariDigits(String(line.quantity)) : String(line.quantity);
  return (
    <li className={`flex py-3 ${s.row}`}>
      <LineImage src={line.imageUrl ?? undefined} className={s.image} />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{lineTitleIn(locale, line.title)}</p>
        {line.options && <p className={`${s.detail} text-muted-foreground`}>{line.options}</p>}
        <p className={`${s.detail} text-muted-foreground tabular-nums`}>
          {count} × {price(line.unitPricePaisa)}
        </p>
      </div>
      <p className={`${s.amount} tabular-nums`.trim()}>{price(amountPaisa)}</p>
    </li>
  );
}
