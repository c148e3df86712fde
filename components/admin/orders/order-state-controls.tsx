"use client";
/** Status and payment status selects of the order detail (any value; the server applies the artwork side). */
import { toast } from "sonner";
import { SelectField } from "@/components/ui/select";
import { updateOrderStatus, updatePaymentStatus } from "@/lib/actions/admin/orders";
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  type OrderStatusValue,
  type PaymentStatusValue,
} from "@/lib/domain/order-status";
import { useAdminAction } from "@/components/admin/ui/use-admin-action";

export function OrderStateControls({ orderId, status, paymentStatus }: { orderId: string; status: OrderStatusValue; paymentStatus: PaymentStatusValue }) {
  const { run } = useAdminAction();
  return (
    <div className="flex flex-wrap gap-3">
      <SelectField
        label="Order status"
        value={status}
        onValueChange={(v) => run(updateOrderStatus, { orderId, status: v })}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
      />
      <SelectField
        label="Payment status"
        value={paymentStatus}
        onValueChange={(v) =>
          run(updatePaymentStatus, { orderId, paymentStatus: v }, {
            onSuccess: (data) => {
              if (data.approvalEmailQueued) toast.success("Approval email sent to customer");
            },
          })
        }
        options={PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }))}
      />
    </div>
  );
}
