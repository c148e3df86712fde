"use client";
/**
 * Status and payment status selects of the order detail. Choosing a value asks for
 * confirmation first (what it will do, or why it is refused); the select keeps the stored
 * value until the change is made.
 */
import { useState } from "react";
import { SelectField } from "@/components/ui/select";
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  type OrderStatusValue,
  type PaymentStatusValue,
} from "@/lib/domain/order-status";
import { OrderChangeDialog } from "@/components/admin/orders/order-change-dialog";
import type { OrderChange } from "@/components/admin/orders/use-order-preview";

export function OrderStateControls({
  orderId,
  orderNumber,
  status,
  paymentStatus,
  hasEmail,
}: {
  orderId: string;
  orderNumber: string;
  status: OrderStatusValue;
  paymentStatus: PaymentStatusValue;
  hasEmail: boolean;
}) {
  const [change, setChange] = useState<{ change: OrderChange; key: number } | null>(null);
  return (
    <div className="flex flex-wrap gap-3">
      <SelectField
        label="Order status"
        value={status}
        onValueChange={(v) => v !== status && setChange({ change: { status: v as OrderStatusValue }, key: Date.now() })}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
      />
      <SelectField
        label="Payment status"
        value={paymentStatus}
        onValueChange={(v) => v !== paymentStatus && setChange({ change: { paymentStatus: v as PaymentStatusValue }, key: Date.now() })}
        options={PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }))}
      />
      {change && (
        <OrderChangeDialog key={change.key} orderId={orderId} orderNumber={orderNumber} change={change.change} hasEmail={hasEmail} onClose={() => setChange(null)} />
      )}
    </div>
  );
}
