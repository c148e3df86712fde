"use client";
/**
 * The action menu of an order row: completed / cancelled, paid / refunded, reopen, open; on a
 * paid order, Mark shipped / delivered / collected. Every change asks for confirmation first,
 * saying what it will do (OrderChangeDialog, FulfilmentDialog).
 *
 * A page of the orders list has a hundred of these (phone and desktop layouts): until the pointer
 * or the keyboard reaches one, it is a plain button, and the menu (Radix) is set up only then. A
 * press opens it at once; focus stays on the button.
 */
import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { DropdownMenu } from "radix-ui";
import { MoreHorizontal } from "lucide-react";
import type { OrderStatusValue, PaymentStatusValue } from "@/lib/domain/order-status";
import { OrderChangeDialog } from "@/components/admin/orders/order-change-dialog";
import type { OrderChange } from "@/components/admin/orders/use-order-preview";
import { FulfilmentDialog } from "@/components/admin/orders/fulfilment-dialog";
import { availableFulfilmentActions, FULFILMENT_ACTION_LABELS, type FulfilmentStatusValue, type FulfilmentTarget } from "@/lib/domain/fulfilment";

const triggerClass =
  "inline-flex size-9 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring";
const itemClass = "flex cursor-default items-center rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted data-[disabled]:opacity-50";

export function OrderActionsMenu({
  orderId,
  orderNumber,
  status,
  paymentStatus,
  fulfilmentStatus = "unfulfilled",
  hasEmail,
}: {
  orderId: string;
  orderNumber: string;
  status: OrderStatusValue;
  paymentStatus: PaymentStatusValue;
  fulfilmentStatus?: FulfilmentStatusValue;
  hasEmail: boolean;
}) {
  // idle: the plain button; ready: the menu, closed; open: the menu, opened by the press that woke it.
  const [menu, setMenu] = useState<{ state: "idle" } | { state: "ready" | "open"; focus: boolean }>({ state: "idle" });
  const trigger = useRef<HTMLButtonElement>(null);
  const refocus = menu.state !== "idle" && menu.focus;
  useEffect(() => {
    if (refocus) trigger.current?.focus();
  }, [refocus]);
  const [change, setChange] = useState<{ change: OrderChange; key: number } | null>(null);
  const [fulfil, setFulfil] = useState<{ next: FulfilmentTarget; key: number } | null>(null);
  const fulfilment = availableFulfilmentActions({ status, paymentStatus, fulfilmentStatus });
  const ask = (next: OrderChange) => setChange({ change: next, key: Date.now() });
  const cancelled = status === "cancelled";
  if (menu.state === "idle") {
    return (
      <button
        type="button"
        aria-label={`Actions for ${orderNumber}`}
        aria-haspopup="menu"
        aria-expanded={false}
        className={triggerClass}
        onPointerEnter={(event) => event.pointerType === "mouse" && setMenu({ state: "ready", focus: false })}
        onFocus={(event) => setMenu({ state: "ready", focus: event.currentTarget.matches(":focus-visible") })}
        onPointerDown={(event) => {
          if (event.button !== 0 || event.ctrlKey) return;
          event.preventDefault();
          setMenu({ state: "open", focus: false });
        }}
        onClick={() => setMenu({ state: "open", focus: true })}
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </button>
    );
  }
  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen={menu.state === "open"}>
        <DropdownMenu.Trigger ref={trigger} aria-label={`Actions for ${orderNumber}`} className={triggerClass}>
          <MoreHorizontal aria-hidden="true" className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-48 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg">
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href={`/admin/orders/${orderId}`}>View details</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            {/* Only what the order's state allows; refunds, partial payments and returns are on the order's page. */}
            {cancelled ? (
              <DropdownMenu.Item className={itemClass} onSelect={() => ask({ status: "pending" })}>
                Reopen order
              </DropdownMenu.Item>
            ) : (
              fulfilmentStatus === "unfulfilled" && (
                <DropdownMenu.Item className={itemClass} onSelect={() => ask({ status: "cancelled" })}>
                  Mark cancelled
                </DropdownMenu.Item>
              )
            )}
            {!cancelled && (paymentStatus === "pending" || paymentStatus === "partly_paid") && (
              <DropdownMenu.Item className={itemClass} onSelect={() => ask({ paymentStatus: "paid" })}>
                Mark paid
              </DropdownMenu.Item>
            )}
            {paymentStatus !== "pending" && paymentStatus !== "failed" && (
              <DropdownMenu.Item asChild className={itemClass}>
                <Link href={`/admin/orders/${orderId}`}>Refund…</Link>
              </DropdownMenu.Item>
            )}
            {fulfilment.length > 0 && <DropdownMenu.Separator className="my-1 h-px bg-border" />}
            {fulfilment.map((next) => (
              <DropdownMenu.Item key={next} className={itemClass} onSelect={() => setFulfil({ next, key: Date.now() })}>
                {next === "shipped" && fulfilmentStatus === "shipped" ? "Correct tracking" : FULFILMENT_ACTION_LABELS[next]}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {change && (
        <OrderChangeDialog key={change.key} orderId={orderId} orderNumber={orderNumber} change={change.change} hasEmail={hasEmail} onClose={() => setChange(null)} />
      )}
      {fulfil && <FulfilmentDialog key={fulfil.key} orderId={orderId} orderNumber={orderNumber} next={fulfil.next} onClose={() => setFulfil(null)} />}
    </>
  );
}
