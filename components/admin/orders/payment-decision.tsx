"use client";
/** Mark Paid (with the transaction reference) and Reject payment (with an optional email) dialogs. */
import { useId, useState, type FormEvent } from "react";
import { CheckCircle2, XCircle } from "lucide-react";
import { toast } from "sonner";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { markPaid, rejectOrderPayment } from "@/lib/actions/admin/orders";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";
import { PreviewText } from "@/components/admin/orders/order-change-dialog";
import { useOrderPreview } from "@/components/admin/orders/use-order-preview";

const fieldClass =
  "mt-1.5 block w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring";

function duplicateMessage(orders: string[]) {
  return `This transaction reference is already recorded on ${orders.join(", ")}. Check that the payment was not used twice.`;
}

export function MarkPaidDialog({ orderId, totalLabel, disabled }: { orderId: string; totalLabel: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState("");
  const { pending, run } = useAdminAction();
  const id = useId();
  const preview = useOrderPreview(orderId, open ? { paymentStatus: "paid" } : null);
  const refused = preview.state !== "ready" || preview.refusal !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    run(markPaid, { orderId, transactionReference: reference.trim() || null }, {
      onSuccess: (data) => {
        if (data.approvalEmailQueued) toast.success("Approval email sent to customer");
        if (data.depositEmailQueued) toast.success("Deposit received: the buyer is emailed what happens next");
        if (data.duplicateReferenceOrders.length > 0) toast.warning(duplicateMessage(data.duplicateReferenceOrders), { duration: 12000 });
        setOpen(false);
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button disabled={disabled}>
          <CheckCircle2 aria-hidden="true" />
          Mark Paid
        </Button>
      </DialogTrigger>
      <DialogContent title="Mark Paid" description={`Confirm that ${totalLabel} was received.`}>
        <form onSubmit={submit} className="space-y-4">
          <div className="space-y-1 text-sm text-muted-foreground" data-testid="mark-paid-effects">
            <PreviewText preview={preview} />
          </div>
          <div>
            <label htmlFor={id} className="text-sm font-medium">
              Transaction reference <span className="font-normal text-muted-foreground">(optional)</span>
            </label>
            <input
              id={id}
              value={reference}
              maxLength={100}
              onChange={(e) => setReference(e.target.value)}
              placeholder="e.g. eSewa or bank transaction ID"
              className={fieldClass}
              autoComplete="off"
            />
            <p className="mt-1 text-xs text-muted-foreground">A reference already recorded on another order is flagged.</p>
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || refused}>
              Mark Paid
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function RejectPaymentDialog({ orderId, hasEmail, disabled }: { orderId: string; hasEmail: boolean; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [notify, setNotify] = useState(hasEmail);
  const [reason, setReason] = useState("");
  const { pending, run } = useAdminAction();
  const reasonId = useId();
  const notifyId = useId();
  const preview = useOrderPreview(orderId, open ? { paymentStatus: "failed", notifyCustomer: notify && hasEmail } : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    run(rejectOrderPayment, { orderId, notifyCustomer: notify && hasEmail, reason: reason.trim() || null }, {
      onSuccess: (data) => {
        if (data.rejectionEmailQueued) toast.success("The customer was emailed that the payment was not confirmed");
        setOpen(false);
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive" disabled={disabled}>
          <XCircle aria-hidden="true" />
          Reject payment
        </Button>
      </DialogTrigger>
      <DialogContent title="Reject payment" description="The buyer's payment could not be confirmed.">
        <form onSubmit={submit} className="space-y-4">
          <div className="space-y-1 text-sm text-muted-foreground">
            <PreviewText preview={preview} />
          </div>
          <div className="flex items-center gap-2">
            <input id={notifyId} type="checkbox" checked={notify && hasEmail} disabled={!hasEmail} onChange={(e) => setNotify(e.target.checked)} className="size-4" />
            <label htmlFor={notifyId} className="text-sm">
              Email the customer
            </label>
          </div>
          <div>
            <label htmlFor={reasonId} className="text-sm font-medium">
              Reason <span className="font-normal text-muted-foreground">(optional, shown in the email)</span>
            </label>
            <textarea id={reasonId} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} className={fieldClass} />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending || preview.state !== "ready" || preview.refusal !== null}>
              Reject payment
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
