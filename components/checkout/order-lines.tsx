import { getTranslations } from "next-intl/server";
import type { PaymentPageOrder } from "@/lib/data/orders";
import { formatPrice, type Digits } from "@/lib/i18n/numbers";
import type { Locale } from "@/lib/i18n/locales";
import { OrderLineRow } from "@/components/order/order-line-row";

/** The payment step's 'Your order': its lines and total in the page's language, drawn on the server (only the pictures are client views). */
export async function OrderLines({ order, locale, digits }: { order: PaymentPageOrder; locale: Locale; digits: Digits }) {
  const [payment, orderPage] = await Promise.all([getTranslations({ locale, namespace: "payment" }), getTranslations({ locale, namespace: "orderPage" })]);
  return (
    <div className="rounded-xl border border-border p-5">
      <h3 className="mb-2 font-semibold">{payment("yourOrder")}</h3>
      <ul className="divide-y divide-border text-sm" data-testid="payment-lines">
        {order.lines.map((line, index) => (
          <OrderLineRow key={index} line={line} amountPaisa={line.lineTotalPaisa} size="compact" locale={locale} digits={digits} />
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-border pt-3 font-semibold">
        <span>{orderPage("total")}</span>
        <span className="tabular-nums" data-testid="payment-total">
          {formatPrice(order.totalPaisa, locale, { digits })}
        </span>
      </p>
    </div>
  );
}
