"use client";
/** Asks the server what an order change would do, while its confirmation dialog is open. */
import { useEffect, useState } from "react";
import { previewOrderChange } from "@/lib/actions/admin/orders";
import type { OrderStatusValue, PaymentStatusValue } from "@/lib/domain/order-status";

export interface OrderChange {
  status?: OrderStatusValue;
  paymentStatus?: PaymentStatusValue;
  notifyCustomer?: boolean;
}

export type OrderPreviewState = { state: "loading" } | { state: "ready"; lines: string[]; refusal: string | null } | { state: "failed"; message: string };

export function useOrderPreview(orderId: string, change: OrderChange | null): OrderPreviewState {
  const key = change ? `${orderId}|${change.status ?? ""}|${change.paymentStatus ?? ""}|${change.notifyCustomer ? 1 : 0}` : null;
  const [answer, setAnswer] = useState<{ key: string; value: OrderPreviewState } | null>(null);
  useEffect(() => {
    if (!key || !change) return;
    let live = true;
    previewOrderChange({ orderId, ...change })
      .then((result) => {
        if (!live) return;
        setAnswer({ key, value: result.ok ? { state: "ready", lines: result.data.lines, refusal: result.data.refusal } : { state: "failed", message: result.message } });
      })
      .catch(() => live && setAnswer({ key, value: { state: "failed", message: "Could not check what this change does. Please try again." } }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key captures the change
  }, [key]);
  return answer && answer.key === key ? answer.value : { state: "loading" };
}
