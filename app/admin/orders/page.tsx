import type { Metadata } from "next";
import Link from "next/link";
import { Download } from "lucide-react";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { countPaymentsToVerify, listAdminOrders } from "@/lib/data/admin/orders";
import { orderQueryParams, parseAdminOrderQuery } from "@/lib/domain/admin-order-query";
import { formatNpr } from "@/lib/money";
import { PageHeader } from "@/components/admin/ui/page-header";
import { formatDateTime } from "@/components/admin/ui/format";
import { OrderFilters } from "@/components/admin/orders/order-filters";
import { OrderRows } from "@/components/admin/orders/order-rows";
import { buttonClasses } from "@/components/ui/button";

export const metadata: Metadata = { title: "Orders" };

export default async function OrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const query = parseAdminOrderQuery(await searchParams);
  const [page, toVerify] = await Promise.all([listAdminOrders(query), countPaymentsToVerify(100)]);
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
              Payments to verify ({toVerify})
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
        <OrderRows
          orders={page.orders.map((o) => ({
            id: o.id,
            orderNumber: o.orderNumber,
            customerName: o.customerName,
            customerEmail: o.customerEmail,
            total: formatNpr(o.totalPaisa),
            created: formatDateTime(o.createdAt),
            status: o.status,
            paymentStatus: o.paymentStatus,
            fulfilmentStatus: o.fulfilmentStatus,
            transactionReference: o.transactionReference,
          }))}
        />
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
