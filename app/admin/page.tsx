import type { Metadata } from "next";
import Link from "next/link";
import { Brush, Clock, MessageSquare, Palette, ShoppingBag, Users, Wallet } from "lucide-react";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { getDashboard } from "@/lib/data/admin/dashboard";
import { formatNpr } from "@/lib/money";
import { Card, PageHeader } from "@/components/admin/ui/page-header";
import { OrderStatusBadge, PaymentStatusBadge } from "@/components/admin/ui/badges";
import { formatAge, formatDateTime } from "@/components/admin/ui/format";
import { buttonClasses } from "@/components/ui/button";
import { RefreshDashboardButton } from "@/components/admin/dashboard/refresh-button";
import { LEDGER_METHOD_LABELS, type LedgerMethodValue } from "@/lib/domain/ledger";
import { can, type Permission } from "@/lib/domain/admin-permissions";
import { listOpenCommissions } from "@/lib/data/admin/commissions";
import { CommissionList } from "@/components/admin/commissions/commission-list";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const admin = await requireAdminPage("backOffice");
  const data = await getDashboard();
  const waitingCommissions = can(admin.role, "orders") ? (await listOpenCommissions()).filter((c) => c.waitingOn === "artist") : [];
  // The day's work first (payments to check, new messages): on a phone they are the first
  // cards, two to a row, above the fold at 390x844.
  // An assistant sees the cards of the sections it may open (no revenue, artworks or services).
  const allStats: { label: string; value: string; hint?: string; alert?: boolean; icon: typeof Clock; href: string; permission: Permission; wide?: boolean; urgent?: boolean }[] = [
    {
      label: "Payments to verify",
      value: String(data.awaitingVerification),
      hint: data.overdueVerification > 0
        ? `${data.overdueVerification} overdue · oldest waiting ${formatAge(data.oldestAwaitingAt as Date)}`
        : data.oldestAwaitingAt
          ? `Oldest waiting ${formatAge(data.oldestAwaitingAt)}`
          : "Nothing waiting",
      alert: data.overdueVerification > 0,
      icon: Clock,
      href: "/admin/orders/verification",
      permission: "orders",
      urgent: data.awaitingVerification > 0,
    },
    { label: "New inquiries", value: String(data.newInquiries), icon: MessageSquare, href: "/admin/inquiries?status=new", permission: "inquiries" },
    { label: "Orders", value: String(data.orders), hint: "Cancelled and failed not counted", icon: ShoppingBag, href: "/admin/orders", permission: "orders" },
    { label: "Artworks", value: String(data.artworks), icon: Palette, href: "/admin/artworks", permission: "catalogue" },
    { label: "Services", value: String(data.services), icon: Brush, href: "/admin/services", permission: "catalogue" },
    { label: "Revenue (paid orders)", value: formatNpr(data.revenuePaisa), icon: Wallet, href: "/admin/analytics", permission: "analytics", wide: true },
  ];
  const stats = allStats.filter((s) => can(admin.role, s.permission));
  return (
    <div>
      <PageHeader
        title="Dashboard"
        description="Today's work at a glance."
        actions={
          <>
            {can(admin.role, "customers") && (
              <Link href="/admin/customers" className={buttonClasses({ variant: "outline", size: "sm" })}>
                <Users aria-hidden="true" />
                Customers
              </Link>
            )}
            <RefreshDashboardButton />
          </>
        }
      />
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-3" aria-label="At a glance">
        {stats.map((s) => {
          const Icon = s.icon;
          return (
            <li key={s.label} className={s.wide ? "col-span-2 sm:col-span-1" : undefined}>
              <Link
                href={s.href}
                data-testid={`stat-${s.label.split(" ")[0].toLowerCase()}`}
                className={`flex h-full items-start justify-between gap-2 rounded-xl border bg-card p-3 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring sm:p-4 ${
                  s.urgent ? "border-amber-400 dark:border-amber-600" : "border-border"
                }`}
              >
                <div className="min-w-0">
                  <p className="text-sm text-muted-foreground">{s.label}</p>
                  <p className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl">{s.value}</p>
                  {s.hint && (
                    <p className={s.alert ? "mt-1 text-xs font-medium text-destructive" : "mt-1 text-xs text-muted-foreground"} data-testid={s.alert ? "overdue-hint" : undefined}>
                      {s.hint}
                    </p>
                  )}
                </div>
                <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          );
        })}
      </ul>

      {waitingCommissions.length > 0 && (
        <section data-testid="commissions-waiting">
          <Card className="mt-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold">Commissions waiting on you: {waitingCommissions.length}</h2>
              <Link href="/admin/commissions" className="text-sm underline-offset-4 hover:underline">
                All commissions
              </Link>
            </div>
            <CommissionList commissions={waitingCommissions.slice(0, 5)} />
          </Card>
        </section>
      )}

      {can(admin.role, "orderMoney") && data.refundsDue.length > 0 && (
        <section data-testid="refunds-due">
          <Card className="mt-6 border-red-300 dark:border-red-800">
            <h2 className="text-lg font-semibold">Refunds due</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Money that arrived without a sale: the buyers were told it will be refunded. Record each refund on its order once paid out.
            </p>
            <ul className="mt-3 divide-y divide-border">
              {data.refundsDue.map((r) => (
                <li key={r.orderId} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <Link href={`/admin/orders/${r.orderId}`} className="font-medium underline-offset-4 hover:underline">
                      {r.orderNumber}
                    </Link>
                    <p className="text-sm text-muted-foreground">
                      {r.customerName || "—"} · {r.method ? LEDGER_METHOD_LABELS[r.method as LedgerMethodValue] : "—"}
                      {r.reference ? ` · ref ${r.reference}` : ""} · {formatDateTime(r.since)}
                    </p>
                  </div>
                  <span className="text-sm font-semibold tabular-nums text-destructive">{formatNpr(r.amountPaisa)}</span>
                </li>
              ))}
            </ul>
          </Card>
        </section>
      )}

      <section data-testid="held-originals">
        <Card className="mt-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold">Originals on hold</h2>
            <span className="flex flex-wrap gap-x-4 gap-y-1">
              <Link href="/admin/orders?status=awaiting_call" className="text-sm underline-offset-4 hover:underline" data-testid="awaiting-call-count">
                {data.awaitingCall} order{data.awaitingCall === 1 ? "" : "s"} to call (pay on delivery)
              </Link>
              <Link href="/admin/orders?status=awaiting_payment" className="text-sm underline-offset-4 hover:underline">
                {data.awaitingPayment} order{data.awaitingPayment === 1 ? "" : "s"} awaiting payment
              </Link>
            </span>
          </div>
          {data.heldOriginals.length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">No original is held by an order.</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-muted-foreground">
                {data.heldOriginals.reduce((n, h) => n + h.works.length, 0)} held by {data.heldOriginals.length} order
                {data.heldOriginals.length === 1 ? "" : "s"}. Unpaid holds end with their payment window; a rejected payment releases at once.
              </p>
              <ul className="mt-3 divide-y divide-border">
                {data.heldOriginals.map((h) => (
                  <li key={h.orderId} className="flex flex-wrap items-start justify-between gap-2 py-3">
                    <div className="min-w-0">
                      <Link href={`/admin/orders/${h.orderId}`} className="font-medium underline-offset-4 hover:underline">
                        {h.orderNumber}
                      </Link>
                      <p className="text-sm text-muted-foreground">{h.works.map((w) => w.title).join(", ")}</p>
                    </div>
                    <span className="rounded-md bg-muted px-2 py-1 text-xs font-medium">
                      {h.state === "to_verify" ? "Payment to verify" : `Awaiting payment until ${formatDateTime(h.paymentDueAt as Date)}`}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
      </section>

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
