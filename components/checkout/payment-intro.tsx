import type { PaymentPageOrder } from "@/lib/data/orders";
import { Sentence } from "./template-sentence";
import type { PaymentStrings } from "./payment-words";

/**
 * The payment step's first words, drawn on the server: the order's number and what to pay, with
 * the exact amount and the order number in bold.
 */
export function PaymentIntro({ order, strings }: { order: Pick<PaymentPageOrder, "orderNumber">; strings: Pick<PaymentStrings, "orderLabel" | "payIntro" | "amount"> }) {
  return (
    <>
      <p className="text-sm">
        <Sentence template={strings.orderLabel} slots={{ orderNumber: <span className="font-mono font-medium" data-testid="payment-order-number">{order.orderNumber}</span> }} />
      </p>
      <p className="text-sm text-muted-foreground">
        <Sentence
          template={strings.payIntro}
          slots={{
            amount: (
              <strong className="text-foreground tabular-nums" data-testid="payment-amount">
                {strings.amount}
              </strong>
            ),
            orderNumber: <strong className="font-mono text-foreground">{order.orderNumber}</strong>,
          }}
        />
      </p>
    </>
  );
}
