"use client";
/**
 * The order's money actions, each offered only when the order's state allows it (the server
 * refuses the others too): record a payment (QR verified, cash, bank, wallet), refund (full or
 * partial, with method, reference and reason), undo a payment recorded by mistake (with a
 * correction email when the buyer was told it was approved), put the originals back on sale
 * once they are back in the studio, reopen a cancelled order.
 */
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Banknote, PackageOpen, Pencil, RotateCcw, Undo2 } from "lucide-react";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/admin/form/confirm";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";
import {
  adjustUnpaidOrder,
  recordOrderPayment,
  refundOrderPayment,
  reopenCancelledOrder,
  restockOrderOriginals,
  voidOrderPayment,
} from "@/lib/actions/admin/orders";
import { LEDGER_METHOD_LABELS, LEDGER_METHODS, MANUAL_METHODS, type LedgerMethodValue } from "@/lib/domain/ledger";

const fieldClass =
  "mt-1.5 block w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring";

/** Paisa as rupees for an input ("4250", "4250.50"). */
function rupeesText(paisa: number): string {
  return paisa % 100 === 0 ? String(paisa / 100) : (paisa / 100).toFixed(2);
}

function Field({ label, hint, children, id }: { label: string; hint?: string; children: React.ReactNode; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label} {hint && <span className="font-normal text-muted-foreground">({hint})</span>}
      </label>
      {children}
    </div>
  );
}

export function RecordPaymentDialog({ orderId, duePaisa, dueLabel }: { orderId: string; duePaisa: number; dueLabel: string }) {
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<(typeof MANUAL_METHODS)[number]>("qr");
  const [amount, setAmount] = useState(rupeesText(duePaisa));
  const [reference, setReference] = useState("");
  const [note, setNote] = useState("");
  const { pending, run } = useAdminAction();
  const ids = { method: useId(), amount: useId(), reference: useId(), note: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    run(recordOrderPayment, { orderId, method, amount: amount.trim() || null, reference: reference.trim() || null, note: note.trim() || null }, {
      onSuccess: (data) => {
        if (data.approvalEmailQueued) toast.success("Approval email sent to customer");
        if (data.depositEmailQueued) toast.success("Deposit received: the buyer is emailed what happens next");
        setOpen(false);
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" data-testid="record-payment">
          <Banknote aria-hidden="true" />
          Record a payment
        </Button>
      </DialogTrigger>
      <DialogContent title="Record a payment" description={`Money received for this order. The balance due is ${dueLabel}.`}>
        <form onSubmit={submit} className="space-y-4">
          <Field label="How it was paid" id={ids.method}>
            <select id={ids.method} value={method} onChange={(e) => setMethod(e.target.value as typeof method)} className={fieldClass}>
              {MANUAL_METHODS.map((m) => (
                <option key={m} value={m}>
                  {LEDGER_METHOD_LABELS[m]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Amount in rupees" id={ids.amount}>
            <input id={ids.amount} inputMode="decimal" value={amount} maxLength={20} onChange={(e) => setAmount(e.target.value)} className={fieldClass} />
          </Field>
          <Field label="Reference" hint="optional: the wallet or bank transaction ID" id={ids.reference}>
            <input id={ids.reference} value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} className={fieldClass} autoComplete="off" />
          </Field>
          <Field label="Note" hint="optional" id={ids.note}>
            <input id={ids.note} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} className={fieldClass} />
          </Field>
          <p className="text-xs text-muted-foreground">A reference already recorded on another order is refused. Paid in full, the buyer is emailed the approval.</p>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              Record payment
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function RefundDialog({
  orderId,
  keptPaisa,
  keptLabel,
  defaultMethod,
  hasEmail,
  shipped,
}: {
  orderId: string;
  keptPaisa: number;
  keptLabel: string;
  defaultMethod: LedgerMethodValue;
  hasEmail: boolean;
  shipped: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<LedgerMethodValue>(defaultMethod);
  const [amount, setAmount] = useState(rupeesText(keptPaisa));
  const [reference, setReference] = useState("");
  const [reason, setReason] = useState("");
  const [notify, setNotify] = useState(hasEmail);
  const { pending, run } = useAdminAction();
  const ids = { method: useId(), amount: useId(), reference: useId(), reason: useId(), notify: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    run(refundOrderPayment, { orderId, method, amount: amount.trim(), reference: reference.trim() || null, reason: reason.trim(), notifyCustomer: notify && hasEmail }, {
      onSuccess: (data) => {
        if (data.refundEmailQueued) toast.success("The customer was emailed the refund");
        setOpen(false);
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" data-testid="refund">
          <RotateCcw aria-hidden="true" />
          Refund
        </Button>
      </DialogTrigger>
      <DialogContent title="Refund" description={`Money paid back to the buyer: at most ${keptLabel}.`}>
        <form onSubmit={submit} className="space-y-4">
          <Field label="Amount in rupees" id={ids.amount}>
            <input id={ids.amount} inputMode="decimal" value={amount} maxLength={20} onChange={(e) => setAmount(e.target.value)} className={fieldClass} />
          </Field>
          <Field label="Paid back by" id={ids.method}>
            <select id={ids.method} value={method} onChange={(e) => setMethod(e.target.value as LedgerMethodValue)} className={fieldClass}>
              {LEDGER_METHODS.map((m) => (
                <option key={m} value={m}>
                  {LEDGER_METHOD_LABELS[m]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Reference" hint="optional: the refund's transaction ID" id={ids.reference}>
            <input id={ids.reference} value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} className={fieldClass} autoComplete="off" />
          </Field>
          <Field label="Reason" hint="shown to the buyer" id={ids.reason}>
            <textarea id={ids.reason} rows={2} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} className={fieldClass} required />
          </Field>
          <div className="flex items-center gap-2">
            <input id={ids.notify} type="checkbox" checked={notify && hasEmail} disabled={!hasEmail} onChange={(e) => setNotify(e.target.checked)} className="size-4" />
            <label htmlFor={ids.notify} className="text-sm">
              Email the buyer the refund
            </label>
          </div>
          <p className="text-xs text-muted-foreground">
            {shipped
              ? "A refund does not put the work back on sale: record that it is back in the studio once it is."
              : "A refund of everything paid also cancels the order. Its originals stay sold until you put them back on sale."}
          </p>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              Record refund
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function VoidPaymentButton({ orderId, entryId, label, approvalSent, hasEmail }: { orderId: string; entryId: string; label: string; approvalSent: boolean; hasEmail: boolean }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [correction, setCorrection] = useState(approvalSent && hasEmail);
  const { pending, run } = useAdminAction();
  const ids = { reason: useId(), correction: useId() };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} data-testid="void-payment">
        <Undo2 aria-hidden="true" />
        Undo
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Undo this payment"
        confirmLabel="Undo payment"
        pending={pending}
        message={<span>{label} was recorded by mistake. It is kept in the ledger as undone, and the order&apos;s originals are held for it again.</span>}
        onConfirm={() =>
          run(voidOrderPayment, { orderId, entryId, reason: reason.trim() || null, sendCorrection: correction && approvalSent && hasEmail }, {
            onSuccess: () => setOpen(false),
          })
        }
      >
        <div className="space-y-3 text-sm">
          <label htmlFor={ids.reason} className="font-medium">
            Why <span className="font-normal text-muted-foreground">(optional)</span>
          </label>
          <input id={ids.reason} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} className={fieldClass} />
          {approvalSent && hasEmail && (
            <div className="flex items-center gap-2">
              <input id={ids.correction} type="checkbox" checked={correction} onChange={(e) => setCorrection(e.target.checked)} className="size-4" />
              <label htmlFor={ids.correction}>The buyer was emailed &quot;Payment approved&quot;: send a correction</label>
            </div>
          )}
        </div>
      </ConfirmDialog>
    </>
  );
}

export function RestockButton({ orderId, count }: { orderId: string; count: number }) {
  const [open, setOpen] = useState(false);
  const { pending, run } = useAdminAction();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="restock">
        <PackageOpen aria-hidden="true" />
        Back in the studio
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Back in the studio"
        confirmLabel="Put back on sale"
        destructive={false}
        pending={pending}
        message={`Confirm that ${count === 1 ? "the original is" : `the ${count} originals are`} back in the studio. ${count === 1 ? "It goes" : "They go"} back on sale at once.`}
        onConfirm={() => run(restockOrderOriginals, { orderId }, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}

export function ReopenButton({ orderId }: { orderId: string }) {
  const { pending, run } = useAdminAction();
  return (
    <Button variant="outline" disabled={pending} onClick={() => run(reopenCancelledOrder, { orderId })}>
      Reopen order
    </Button>
  );
}

type AdjustKind = "set_line_price" | "add_line" | "remove_line" | "shipping" | "discount";
const ADJUST_LABELS: Record<AdjustKind, string> = {
  set_line_price: "Price a line (a quote)",
  add_line: "Add a line",
  remove_line: "Remove a line",
  shipping: "Change the shipping",
  discount: "Give a discount",
};

/**
 * Change an order before it is paid in full: price a line that was "on quote", add or remove a
 * line, change the shipping, give a discount. The buyer is emailed the new total and the balance.
 */
export function AdjustOrderDialog({
  orderId,
  lines,
  shippingPaisa,
  hasEmail,
}: {
  orderId: string;
  lines: { id: string; title: string; unitPricePaisa: number; onQuote: boolean }[];
  shippingPaisa: number;
  hasEmail: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<AdjustKind>(lines.some((l) => l.onQuote) ? "set_line_price" : "add_line");
  const [lineId, setLineId] = useState(lines.find((l) => l.onQuote)?.id ?? lines[0]?.id ?? "");
  const [title, setTitle] = useState("");
  const [amount, setAmount] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [notify, setNotify] = useState(hasEmail);
  const { pending, run } = useAdminAction();
  const ids = { kind: useId(), line: useId(), title: useId(), amount: useId(), quantity: useId(), notify: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    const adjustment =
      kind === "set_line_price"
        ? { kind, lineId, unitPrice: amount }
        : kind === "add_line"
          ? { kind, title, unitPrice: amount, quantity }
          : kind === "remove_line"
            ? { kind, lineId }
            : kind === "shipping"
              ? { kind, shipping: amount }
              : { kind, title, amount };
    run(adjustUnpaidOrder, { orderId, notifyCustomer: notify && hasEmail, adjustment }, { onSuccess: () => setOpen(false) });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" data-testid="adjust-order">
          <Pencil aria-hidden="true" />
          Change the order
        </Button>
      </DialogTrigger>
      <DialogContent title="Change the order" description="Before it is paid in full: the buyer pays the new balance on the same order page.">
        <form onSubmit={submit} className="space-y-4">
          <Field label="What to change" id={ids.kind}>
            <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as AdjustKind)} className={fieldClass}>
              {(Object.keys(ADJUST_LABELS) as AdjustKind[]).map((k) => (
                <option key={k} value={k}>
                  {ADJUST_LABELS[k]}
                </option>
              ))}
            </select>
          </Field>
          {(kind === "set_line_price" || kind === "remove_line") && (
            <Field label="Line" id={ids.line}>
              <select id={ids.line} value={lineId} onChange={(e) => setLineId(e.target.value)} className={fieldClass}>
                {lines.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.title}
                    {l.onQuote ? " (on quote)" : ""}
                  </option>
                ))}
              </select>
            </Field>
          )}
          {(kind === "add_line" || kind === "discount") && (
            <Field label={kind === "discount" ? "What the discount is for" : "Line"} id={ids.title}>
              <input id={ids.title} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} className={fieldClass} required />
            </Field>
          )}
          {kind !== "remove_line" && (
            <Field
              label={kind === "shipping" ? "Shipping in rupees" : kind === "discount" ? "Discount in rupees" : kind === "set_line_price" ? "Price each, in rupees" : "Price each, in rupees"}
              hint={kind === "shipping" ? `now ${rupeesText(shippingPaisa)}` : undefined}
              id={ids.amount}
            >
              <input id={ids.amount} inputMode="decimal" value={amount} maxLength={20} onChange={(e) => setAmount(e.target.value)} className={fieldClass} required />
            </Field>
          )}
          {kind === "add_line" && (
            <Field label="Quantity" id={ids.quantity}>
              <input id={ids.quantity} inputMode="numeric" value={quantity} maxLength={2} onChange={(e) => setQuantity(e.target.value)} className={fieldClass} />
            </Field>
          )}
          <div className="flex items-center gap-2">
            <input id={ids.notify} type="checkbox" checked={notify && hasEmail} disabled={!hasEmail} onChange={(e) => setNotify(e.target.checked)} className="size-4" />
            <label htmlFor={ids.notify} className="text-sm">
              Email the buyer the new total and the link to pay
            </label>
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              Save the change
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
