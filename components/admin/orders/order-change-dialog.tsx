"use client";
/**
 * The confirmation of an order change (status or payment status), from the ••• menu or the
 * selects of the order page. It shows what the server says the change will do (who is emailed,
 * which originals become sold, go back on sale or are held again), or why it is refused, and
 * carries the change out only on an explicit yes. Cancelling can email the customer a reason.
 */
import { useId, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/admin/form/confirm";
import { cancelOrderWithReason, markPaid, updateOrderStatus, updatePaymentStatus } from "@/lib/actions/admin/orders";
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "@/lib/domain/order-status";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";
import { useOrderPreview, type OrderChange, type OrderPreviewState } from "@/components/admin/orders/use-order-preview";

export function changeTitle(change: OrderChange): string {
  if (change.paymentStatus === "paid") return "Mark paid";
  if (change.status === "cancelled") return "Cancel order";
  if (change.paymentStatus === "refunded") return "Mark refunded";
  if (change.paymentStatus) return `Set payment to ${PAYMENT_STATUS_LABELS[change.paymentStatus]}`;
  return `Set status to ${ORDER_STATUS_LABELS[change.status ?? "pending"]}`;
}

export function PreviewText({ preview }: { preview: OrderPreviewState }) {
  if (preview.state === "loading") return <p>Checking what this changes...</p>;
  if (preview.state === "failed") return <p className="text-destructive">{preview.message}</p>;
  return (
    <>
      {preview.refusal && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-2 text-destructive">
          {preview.refusal}
        </p>
      )}
      {!preview.refusal && preview.lines.map((line) => <p key={line}>{line}</p>)}
    </>
  );
}

export function OrderChangeDialog({
  orderId,
  orderNumber,
  change,
  hasEmail,
  onClose,
}: {
  orderId: string;
  orderNumber: string;
  change: OrderChange | null;
  hasEmail: boolean;
  onClose: () => void;
}) {
  const cancelling = change?.status === "cancelled";
  const [notify, setNotify] = useState(hasEmail);
  const [reason, setReason] = useState("");
  const preview = useOrderPreview(orderId, change ? { ...change, notifyCustomer: cancelling ? notify && hasEmail : undefined } : null);
  const { pending, run } = useAdminAction();
  const notifyId = useId();
  const reasonId = useId();
  if (!change) return null;

  function confirm() {
    if (!change) return;
    const done = { onSuccess: () => onClose() };
    if (change.paymentStatus === "paid") {
      run(markPaid, { orderId, transactionReference: null }, {
        onSuccess: (data) => {
          if (data.approvalEmailQueued) toast.success("Approval email sent to customer");
          onClose();
        },
      });
    } else if (change.status === "cancelled") {
      run(cancelOrderWithReason, { orderId, notifyCustomer: notify && hasEmail, reason: reason.trim() || null }, {
        onSuccess: (data) => {
          if (data.cancellationEmailQueued) toast.success("The customer was emailed that the order is cancelled");
          onClose();
        },
      });
    } else if (change.paymentStatus) {
      run(updatePaymentStatus, { orderId, paymentStatus: change.paymentStatus }, done);
    } else if (change.status) {
      run(updateOrderStatus, { orderId, status: change.status }, done);
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${changeTitle(change)}: ${orderNumber}?`}
      message={<PreviewText preview={preview} />}
      confirmLabel={changeTitle(change)}
      destructive={change.status === "cancelled" || change.paymentStatus === "refunded" || change.paymentStatus === "failed"}
      pending={pending}
      disabled={preview.state !== "ready" || preview.refusal !== null}
      onConfirm={confirm}
    >
      {cancelling && (
        <>
          <div className="flex items-center gap-2">
            <input id={notifyId} type="checkbox" checked={notify && hasEmail} disabled={!hasEmail} onChange={(e) => setNotify(e.target.checked)} className="size-4" />
            <label htmlFor={notifyId} className="text-sm">
              Email the customer that the order is cancelled
            </label>
          </div>
          <div>
            <label htmlFor={reasonId} className="text-sm font-medium">
              Reason <span className="font-normal text-muted-foreground">(optional, shown in the email and the history)</span>
            </label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className="mt-1.5 block w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            />
          </div>
        </>
      )}
    </ConfirmDialog>
  );
}
