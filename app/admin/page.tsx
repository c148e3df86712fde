import type { Metadata } from "next";
import Link from "next/link";
import { Brush, Clock, MessageSquare, Palette, ShoppingBag, Wallet } from "lucide-react";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { getDashboard } from "@/lib/data/admin/dashboard";
import { formatNpr } from "@/lib/money";
import { Card, PageHeader } from "@/components/admin/ui/page-header";
import { OrderStatusBadge, PaymentStatusBadge } from "@/components/admin/ui/badges";
import { formatAge, formatDateTime } from "@/components/admin/ui/format";
import { RefreshDashboardButton } from "@/components/admin/dashboard/refresh-button";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  await requireAdminPage();
  const data = await getDashboard();
  const stats = [
    { label: "Artworks", value: String(data.artworks), icon: Palette, href: "/admin/artworks" },
    { label: "Services", value: String(data.services), icon: Brush, href: "/admin/services" },
    { label: "Orders", value: String(data.orders), icon: ShoppingBag, href: "/admin/orders" },
    {
      label: "Payments to verify",
      value: String(data.awaitingVerification),
      hint: data.oldestAwaitingAt ? `Oldest waiting ${formatAge(data.oldestAwaitingAt)}` : "Nothing waiting",
      icon: Clock,
      href: "/admin/orders/verification",
    },
    { label: "New inquiries", value: String(data.newInquiries), icon: MessageSquare, href: "/admin/inquiries?status=new" },
    { label: "Revenue (paid orders)", value: formatNpr(data.revenuePaisa), icon: Wallet, href: "/admin/analytics" },
  ];
  return (
    <div>
      <PageHeader
        title="Dashboard"
        description="Today's work at a glance."
        actions={
          <>
            <Link href="/admin/customers" className="text-sm font-medium underline-offset-4 hover:underline">
              Customers
            </Link>
            <RefreshDashboardButton />
          </>
        }
      />
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {stats.map((s) => {
          const Icon = s.icon;
          return (
            <li key={s.label}>
              <Link
                href={s.href}
                className="flex items-start justify-between gap-3 rounded-xl border border-border bg-card p-4 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <div>
                  <p className="text-sm text-muted-foreground">{s.label}</p>
                  <p className="mt-1 text-2xl font-semibold tabular-nums">{s.value}</p>
                  {s.hint && <p className="mt-1 text-xs text-muted-foreground">{s.hint}</p>}
                </div>
                <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
              </Link>
            </li>
          );
        })}
      </ul>

      <Card className="mt-6">
        <h2 className="text-lg font-semibold">Recent activity</h2>
        {data.recentOrders.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">No orders yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border">
            {data.recentOrders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <Link href={`/admin/orders/${o.id}`} className="font-medium underline-offset-4 hover:underline">
                    {o.orderNumber}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {o.customerName || "—"} · {formatDateTime(o.createdAt)}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <span className="text-sm font-medium tabular-nums">{formatNpr(o.totalPaisa)}</span>
                  <OrderStatusBadge status={o.status} />
                  <PaymentStatusBadge status={o.paymentStatus} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
