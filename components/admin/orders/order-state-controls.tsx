"use client";
/**
 * Cancel the order (with a reason, optionally emailed), offered only while the order's state
 * allows it: the order status otherwise follows its payment and delivery. The confirmation shows
 * what the server says the change will do, or why it is refused.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { OrderStatusValue } from "@/lib/domain/order-status";
import { OrderChangeDialog } from "@/components/admin/orders/order-change-dialog";

export function OrderStateControls({
  orderId,
  orderNumber,
  status,
  canCancel,
  hasEmail,
}: {
  orderId: string;
  orderNumber: string;
  status: OrderStatusValue;
  canCancel: boolean;
  hasEmail: boolean;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (!canCancel || status === "cancelled") {
    return <p className="text-xs text-muted-foreground">The order status follows its payment and delivery.</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" onClick={() => setOpen(Date.now())} data-testid="cancel-order">
        Cancel order
      </Button>
      <p className="text-xs text-muted-foreground">Otherwise the order status follows its payment and delivery.</p>
      {open && <OrderChangeDialog key={open} orderId={orderId} orderNumber={orderNumber} change={{ status: "cancelled" }} hasEmail={hasEmail} onClose={() => setOpen(null)} />}
    </div>
  );
}
