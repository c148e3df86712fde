import type { PaymentMethodView } from "@/lib/domain/payment-details";
import { fillString } from "@/lib/i18n/client-strings";
import { CopyValueButton, SaveQrLink } from "./payment-method-actions";
import { MethodTabs } from "./method-tabs";
import type { PaymentMethodStrings } from "./payment-words";

/** The exact amount as typed into a wallet: rupees, with paisa only when there are some. */
export function amountText(paisa: number): string {
  const rupees = Math.floor(paisa / 100);
  const rest = paisa % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, "0")}`;
}

function Row({ label, value, copy, testId, strings }: { label: string; value: string; copy?: boolean; testId?: string; strings: PaymentMethodStrings }) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 py-2">
      <dt className="col-start-1 text-xs text-muted-foreground">{label}</dt>
      <dd className="col-start-1 min-w-0 font-mono text-base break-all text-foreground select-all" data-testid={testId}>
        {value}
      </dd>
      {copy && (
        <dd className="col-start-2 row-span-2 row-start-1">
          <CopyValueButton value={value} label={fillString(strings.copyLabel, { label: label.toLowerCase() })} copy={strings.copy} copied={strings.copied} />
        </dd>
      )}
    </div>
  );
}

/**
 * One way to pay: the QR code (drawn on the server, lib/payments/qr-image.ts) with 'Save QR', or
 * why there is none; the IDs with copy buttons, the exact amount and the remark to write.
 */
function MethodPanel({ method, totalPaisa, remark, payload, qrImage, strings }: { method: PaymentMethodView; totalPaisa: number; remark: string; payload: string | null; qrImage: string | undefined; strings: PaymentMethodStrings }) {
  const fileName = `pay-${method.kind.replace("_", "-")}-npr-${amountText(totalPaisa).replace(".", "-")}.png`;
  return (
    <div className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
      {payload && qrImage && (
        <div className="flex flex-col items-center gap-3">
          <div className="size-56 rounded-lg bg-white p-1 shadow-sm ring-1 ring-border">
            {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn on the server: nothing for the image optimiser to do */}
            <img src={qrImage} alt={strings.qrAlt[method.kind] ?? method.label} width={224} height={224} className="size-full" data-testid="payment-qr" data-payload={payload} />
          </div>
          <SaveQrLink payload={payload} fileName={fileName} label={strings.saveQr} />
          <p className="max-w-56 text-center text-xs text-muted-foreground">{method.amountInQr ? strings.amountInside : strings.scanIt}</p>
        </div>
      )}
      {!payload && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground sm:col-span-2" data-testid="no-qr">
          {strings.noQr[method.kind]}
        </p>
      )}
      <dl className="divide-y divide-border" data-testid="payment-details">
        {method.details.map((row) => (
          <Row key={row.label} {...row} strings={strings} />
        ))}
        <Row label={strings.amountLabel} value={amountText(totalPaisa)} copy testId="pay-amount" strings={strings} />
        {remark && <Row label={strings.remarksLabel} value={remark} copy strings={strings} />}
      </dl>
    </div>
  );
}

/**
 * The ways to pay, one tab per method, drawn on the server: the QR code the wallet or bank issued
 * (with the exact amount and the order number inside for Fonepay/NepalPay merchant codes), 'Save
 * QR' for paying from the phone's gallery, the IDs with copy buttons, the exact amount and the
 * remark to write. Only the tabs' choice and the buttons run in the browser (MethodTabs,
 * payment-method-actions.tsx). Opens on a method with a scannable QR code, or on the buyer's
 * last choice.
 */
export function PaymentMethods({
  methods,
  totalPaisa,
  remark,
  qrPayloads,
  qrImages = {},
  strings,
}: {
  /** The words in the page's language (lib/i18n/payment-strings.ts). */
  strings: PaymentMethodStrings;
  methods: PaymentMethodView[];
  totalPaisa: number;
  remark: string;
  /** What each method's QR code holds for this order (orderQrPayload), by kind. */
  qrPayloads: Record<string, string | null>;
  /**
   * Each method's QR for this order, drawn on the server (lib/payments/qr-image.ts), by kind. A
   * method whose QR could not be drawn shows its details without one.
   */
  qrImages?: Record<string, string>;
}) {
  if (methods.length === 0) {
    return (
      <p className="rounded-xl border border-border p-5 text-sm text-muted-foreground" data-testid="payment-methods">
        {strings.noMethods}
      </p>
    );
  }
  const initial = (methods.find((m) => m.qrPayload) ?? methods[0]).kind;
  return (
    <MethodTabs
      tabs={methods.map((m) => ({ kind: m.kind, label: m.label }))}
      initial={initial}
      label={strings.waysToPay}
      panels={methods.map((m) => (
        <MethodPanel key={m.kind} method={m} totalPaisa={totalPaisa} remark={remark} payload={qrPayloads[m.kind] ?? null} qrImage={qrImages[m.kind]} strings={strings} />
      ))}
    />
  );
}
