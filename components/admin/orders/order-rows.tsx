"use client";

import Link from "next/link";
import { Phone } from "lucide-react";
import type { OrderRowData } from "@/lib/domain/admin-order-query";
import { FulfilmentBadge, OrderStatusBadge, PaymentStatusBadge } from "@/components/admin/ui/badges";
import { OrderActionsMenu } from "@/components/admin/orders/order-actions-menu";

export type { OrderRowData };

/** The buyer's number as a tel: link (the "Awaiting call" view: the orders to phone). */
function CallLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="mt-1 inline-flex items-center gap-1 text-sm font-medium tabular-nums underline underline-offset-4" data-testid="order-call">
      <Phone aria-hidden="true" className="size-3.5" /> {phone}
    </a>
  );
}

/**
 * The orders of one page: cards on phones, a table from md up. Drawn in the browser from the
 * rows' few fields, so the page's React payload carries each order once as data instead of the
 * markup of both layouts.
 */
export function OrderRows({ orders }: { orders: readonly OrderRowData[] }) {
  return (
    <>
      <ul className="space-y-2 md:hidden" aria-label="Orders">
        {orders.map((o) => (
          <li key={o.id} className="flex items-start justify-between gap-2 rounded-xl border border-border bg-card p-3">
            <div className="min-w-0">
              <Link href={`/admin/orders/${o.id}`} className="font-medium underline-offset-4 hover:underline">
                {o.orderNumber}
              </Link>
              <p className="truncate text-sm">{o.customerName || "—"} · <span className="text-muted-foreground">{o.customerEmail}</span></p>
              {o.customerPhone && <CallLink phone={o.customerPhone} />}
              <p className="text-xs text-muted-foreground">{o.created}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <span className="text-sm font-semibold tabular-nums">{o.total}</span>
                <OrderStatusBadge status={o.status} />
                <PaymentStatusBadge status={o.paymentStatus} />
                {o.paymentStatus === "paid" && <FulfilmentBadge status={o.fulfilmentStatus} />}
              </div>
            </div>
            <OrderActionsMenu orderId={o.id} orderNumber={o.orderNumber} status={o.status} paymentStatus={o.paymentStatus} fulfilmentStatus={o.fulfilmentStatus} hasEmail={Boolean(o.customerEmail)} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-border bg-card md:block">
        <table className="w-full min-w-[820px] text-sm">
          <caption className="sr-only">Orders</caption>
          <thead className="border-b border-border text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">Order</th>
              <th scope="col" className="px-4 py-3 font-medium">Customer</th>
              <th scope="col" className="px-4 py-3 text-right font-medium">Total</th>
              <th scope="col" className="px-4 py-3 font-medium">Status</th>
              <th scope="col" className="px-4 py-3 font-medium">Payment</th>
              <th scope="col" className="px-4 py-3 font-medium">Delivery</th>
              <th scope="col" className="px-4 py-3 font-medium"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {orders.map((o) => (
              <tr key={o.id} className="hover:bg-muted/50">
                <td className="px-4 py-3">
                  <Link href={`/admin/orders/${o.id}`} className="font-medium underline-offset-4 hover:underline">
                    {o.orderNumber}
                  </Link>
                  <p className="text-xs text-muted-foreground">{o.created}</p>
                </td>
                <td className="px-4 py-3">
                  <p>{o.customerName || "—"}</p>
                  <p className="text-xs text-muted-foreground">{o.customerEmail}</p>
                  {o.customerPhone && <CallLink phone={o.customerPhone} />}
                </td>
                <td className="px-4 py-3 text-right font-medium tabular-nums">{o.total}</td>
                <td className="px-4 py-3"><OrderStatusBadge status={o.status} /></td>
                <td className="px-4 py-3">
                  <PaymentStatusBadge status={o.paymentStatus} />
                  {o.transactionReference && <p className="mt-1 font-mono text-xs text-muted-foreground">{o.transactionReference}</p>}
                </td>
                <td className="px-4 py-3">
                  {o.paymentStatus === "paid" ? <FulfilmentBadge status={o.fulfilmentStatus} /> : <span className="text-muted-foreground">—</span>}
                </td>
                <td className="px-2 py-3 text-right"><OrderActionsMenu orderId={o.id} orderNumber={o.orderNumber} status={o.status} paymentStatus={o.paymentStatus} fulfilmentStatus={o.fulfilmentStatus} hasEmail={Boolean(o.customerEmail)} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
