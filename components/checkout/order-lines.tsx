import type { PaymentPageOrder } from "@/lib/data/orders";
import { formatNpr } from "@/lib/money";
import { LineImage } from "@/components/cart/line-image";

/** The payment step's 'Your order': its lines and total, drawn on the server (only the pictures are client views). */
export function OrderLines({ order }: { order: PaymentPageOrder }) {
  return (
    <div className="rounded-xl border border-border p-5">
      <h3 className="mb-2 font-semibold">Your order</h3>
      <ul className="divide-y divide-border text-sm" data-testid="payment-lines">
        {order.lines.map((line, index) => (
          <li key={index} className="flex gap-3 py-3">
            <LineImage src={line.imageUrl ?? undefined} className="size-12" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.title}</p>
              {line.options && <p className="text-xs text-muted-foreground">{line.options}</p>}
              <p className="text-xs text-muted-foreground tabular-nums">
                {line.quantity} × {formatNpr(line.unitPricePaisa)}
              </p>
            </div>
            <p className="tabular-nums">{formatNpr(line.lineTotalPaisa)}</p>
          </li>
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
