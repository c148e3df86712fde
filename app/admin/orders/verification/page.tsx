import type { Metadata } from "next";
import Link from "next/link";
import { ImageOff } from "lucide-react";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { listPaymentVerificationQueue } from "@/lib/data/admin/orders";
import { formatNpr } from "@/lib/money";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/admin/ui/page-header";
import { PaymentStatusBadge } from "@/components/admin/ui/badges";
import { formatAge, formatDateTime } from "@/components/admin/ui/format";

export const metadata: Metadata = { title: "Payments to verify" };

export default async function VerificationQueuePage() {
  await requireAdminPage("orders");
  const queue = await listPaymentVerificationQueue();
  return (
    <div>
      <PageHeader
        title="Payments to verify"
        description="Orders whose payment the buyer has sent, waiting to be checked, longest waiting first. Overdue: past the payment-check hours the shop promises."
        actions={<Link href="/admin/orders" className={buttonClasses({ variant: "outline", size: "sm" })}>All orders</Link>}
      />
      {queue.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">No payments are waiting for verification.</p>
      ) : (
        <ol className="space-y-3">
          {queue.map((o) => (
            <li key={o.id}>
              <Link
                href={`/admin/orders/${o.id}`}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-4 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <div className="min-w-0">
                  <p className="font-medium">{o.orderNumber}</p>
                  <p className="text-sm text-muted-foreground">
                    {o.customerName || "—"} · {o.customerEmail}
                  </p>
                  <p className="text-xs text-muted-foreground">{formatDateTime(o.createdAt)}</p>
                </div>
                <div className="flex items-center gap-3">
                  {!o.hasScreenshot && (
                    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                      <ImageOff aria-hidden="true" className="size-4" /> No screenshot
                    </span>
                  )}
                  <span className="font-semibold tabular-nums">{formatNpr(o.totalPaisa)}</span>
                  <PaymentStatusBadge status={o.paymentStatus} />
                  {o.overdue ? (
                    <span className="rounded-md bg-destructive/10 px-2 py-1 text-xs font-semibold whitespace-nowrap text-destructive" data-testid="overdue">
                      Overdue · waiting {formatAge(o.submittedAt)}
                    </span>
                  ) : (
                    <span className="rounded-md bg-muted px-2 py-1 text-xs font-medium whitespace-nowrap" title="Waiting for">
                      Waiting {formatAge(o.submittedAt)}
                    </span>
                  )}
                </div>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
