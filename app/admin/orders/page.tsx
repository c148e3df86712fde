import type { Metadata } from "next";
import Link from "next/link";
import { Download } from "lucide-react";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { listAdminOrders, listPaymentVerificationQueue } from "@/lib/data/admin/orders";
import { orderQueryParams, parseAdminOrderQuery } from "@/lib/domain/admin-order-query";
import { formatNpr } from "@/lib/money";
import { PageHeader } from "@/components/admin/ui/page-header";
import { FulfilmentBadge, OrderStatusBadge, PaymentStatusBadge } from "@/components/admin/ui/badges";
import { formatDateTime } from "@/components/admin/ui/format";
import { OrderFilters } from "@/components/admin/orders/order-filters";
import { OrderActionsMenu } from "@/components/admin/orders/order-actions-menu";
import { buttonClasses } from "@/components/ui/button";

export const metadata: Metadata = { title: "Orders" };

export default async function OrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const query = parseAdminOrderQuery(await searchParams);
  const [page, queue] = await Promise.all([listAdminOrders(query), listPaymentVerificationQueue(100)]);
  const exportHref = `/admin/orders/export?${orderQueryParams(query).toString()}`;
  const nextHref = page.nextCursor ? `/admin/orders?${orderQueryParams(query, { cursor: page.nextCursor }).toString()}` : null;
  const firstHref = `/admin/orders?${orderQueryParams(query).toString()}`;
  return (
    <div>
      <PageHeader
        title="Orders"
        description={`${page.total.toLocaleString("en-NP")}${page.totalCapped ? "+" : ""} order${page.total === 1 ? "" : "s"}, newest first.`}
        actions={
          <>
            <Link href="/admin/orders/verification" className={buttonClasses({ variant: "primary", size: "sm" })}>
              Payments to verify ({queue.length})
            </Link>
            <a href={exportHref} className={buttonClasses({ variant: "outline", size: "sm" })} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </>
        }
      />
      <OrderFilters />
      {page.orders.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">No orders match these filters.</p>
      ) : (
        <>
        <ul className="space-y-2 md:hidden" aria-label="Orders">
          {page.orders.map((o) => (
            <li key={o.id} className="flex items-start justify-between gap-2 rounded-xl border border-border bg-card p-3">
              <div className="min-w-0">
                <Link href={`/admin/orders/${o.id}`} className="font-medium underline-offset-4 hover:underline">
                  {o.orderNumber}
                </Link>
                <p className="truncate text-sm">{o.customerName || "—"} · <span className="text-muted-foreground">{o.customerEmail}</span></p>
                <p className="text-xs text-muted-foreground">{formatDateTime(o.createdAt)}</p>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <span className="text-sm font-semibold tabular-nums">{formatNpr(o.totalPaisa)}</span>
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
              {page.orders.map((o) => (
                <tr key={o.id} className="hover:bg-muted/50">
                  <td className="px-4 py-3">
                    <Link href={`/admin/orders/${o.id}`} className="font-medium underline-offset-4 hover:underline">
                      {o.orderNumber}
                    </Link>
                    <p className="text-xs text-muted-foreground">{formatDateTime(o.createdAt)}</p>
                  </td>
                  <td className="px-4 py-3">
                    <p>{o.customerName || "—"}</p>
                    <p className="text-xs text-muted-foreground">{o.customerEmail}</p>
                  </td>
                  <td className="px-4 py-3 text-right font-medium tabular-nums">{formatNpr(o.totalPaisa)}</td>
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
      )}
      <nav aria-label="Pages" className="mt-4 flex justify-between gap-2">
        {query.cursor ? (
          <Link href={firstHref} className={buttonClasses({ variant: "outline", size: "sm" })}>First page</Link>
        ) : (
          <span />
        )}
        {nextHref && <Link href={nextHref} className={buttonClasses({ variant: "outline", size: "sm" })}>Next page</Link>}
      </nav>
    </div>
  );
}
