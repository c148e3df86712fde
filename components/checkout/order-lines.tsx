import type { PaymentPageOrder } from "@/lib/data/orders";
import { formatNpr } from "@/lib/money";
import { OrderLineRow } from "@/components/order/order-line-row";

/** The payment step's 'Your order': its lines and total, drawn on the server (only the pictures are client views). */
export function OrderLines({ order }: { order: PaymentPageOrder }) {
  return (
    <div className="rounded-xl border border-border p-5">
      <h3 className="mb-2 font-semibold">Your order</h3>
      <ul className="divide-y divide-border text-sm" data-testid="payment-lines">
        {order.lines.map((line, index) => (
          <OrderLineRow key={index} line={line} amountPaisa={line.lineTotalPaisa} size="compact" />
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-border pt-3 font-semibold">
        <span>Total</span>
        <span className="tabular-nums" data-testid="payment-total">
          {formatNpr(order.totalPaisa)}
        </span>
      </p>
    </div>
  );
}
