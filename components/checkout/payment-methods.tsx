import type { PaymentMethodLine } from "@/lib/domain/payment-details";

/** The artist's wallet IDs and bank account as text, next to the QR code (the same details it encodes). */
export function PaymentMethods({ methods }: { methods: PaymentMethodLine[] }) {
  if (methods.length === 0) {
    return <p className="text-sm text-muted-foreground">Scan the QR code, or contact us for the payment details.</p>;
  }
  return (
    <dl className="space-y-3 text-sm" data-testid="payment-methods">
      {methods.map((method) => (
        <div key={method.method}>
          <dt className="font-medium">{method.method}</dt>
          {method.details.map((row) => (
            <dd key={row.label} className="text-muted-foreground">
              {row.label}: <span className="font-mono text-foreground select-all">{row.value}</span>
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
