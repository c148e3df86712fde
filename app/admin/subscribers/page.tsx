import type { Metadata } from "next";
import Link from "next/link";
import { Download, Send } from "lucide-react";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { listSubscribers, SUBSCRIBERS_PAGE_SIZE, type AdminSubscription } from "@/lib/data/admin/mailing-list";
import { SUBSCRIPTION_SOURCE_LABELS, SUBSCRIPTION_STATUS_LABELS } from "@/lib/domain/mailing-list";
import { urlParam } from "@/lib/domain/text-input";
import { PageHeader } from "@/components/admin/ui/page-header";
import { Badge, type BadgeTone } from "@/components/admin/ui/badges";
import { formatDate } from "@/components/admin/ui/format";
import { buttonClasses } from "@/components/ui/button";

export const metadata: Metadata = { title: "Subscribers" };

const STATUS_TONES: Record<AdminSubscription["status"], BadgeTone> = { pending: "yellow", confirmed: "green", unsubscribed: "grey" };

function StatusBadge({ status }: { status: AdminSubscription["status"] }) {
  return <Badge tone={STATUS_TONES[status]}>{SUBSCRIPTION_STATUS_LABELS[status]}</Badge>;
}

function Dates({ s }: { s: AdminSubscription }) {
  return (
    <>
      Signed up {formatDate(s.createdAt)}
      {s.confirmedAt ? ` · confirmed ${formatDate(s.confirmedAt)}` : ""}
      {s.unsubscribedAt ? ` · left ${formatDate(s.unsubscribedAt)}` : ""}
    </>
  );
}

/** /admin/subscribers: the list and the alerts, with source, status and dates; search; CSV. */
export default async function SubscribersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage();
  const params = await searchParams;
  const search = urlParam(params.q, 100)?.trim() || null;
  const status = urlParam(params.status, 20);
  const { rows, total, confirmed } = await listSubscribers({ search, status });
  const exportQuery = new URLSearchParams({ ...(search ? { q: search } : {}), ...(status ? { status } : {}) }).toString();
  return (
    <div>
      <PageHeader
        title="Subscribers"
        description={`People who asked for news of new works or for an alert. ${confirmed} confirmed on the mailing list. Nothing is sent to an address until it confirms.`}
        actions={
          <>
            <Link href="/admin/subscribers/notes" className={buttonClasses({ size: "sm" })}>
              <Send aria-hidden="true" /> Notes to the list
            </Link>
            <a href={`/admin/subscribers/export${exportQuery ? `?${exportQuery}` : ""}`} className={buttonClasses({ variant: "outline", size: "sm" })} download>
              <Download aria-hidden="true" /> Export CSV
            </a>
          </>
        }
      />
      <form role="search" className="mb-4 flex max-w-xl flex-wrap gap-2">
        <label htmlFor="subscriber-search" className="sr-only">
          Search subscribers
        </label>
        <input
          id="subscriber-search"
          name="q"
          type="search"
          defaultValue={search ?? ""}
          maxLength={100}
          placeholder="Search by email"
          className="h-10 min-w-0 flex-1 basis-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring sm:basis-0"
        />
        <label htmlFor="subscriber-status" className="sr-only">
          Status
        </label>
        <select
          id="subscriber-status"
          name="status"
          defaultValue={status ?? ""}
          className="h-10 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          <option value="">All statuses</option>
          {Object.entries(SUBSCRIPTION_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <button type="submit" className="h-10 rounded-md border border-input px-4 text-sm hover:bg-muted">
          Search
        </button>
      </form>
      <p className="mb-3 text-sm text-muted-foreground" role="status">
        {total === rows.length ? `${total} subscription${total === 1 ? "" : "s"}` : `Newest ${rows.length} of ${total} (export the CSV for all)`}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">No subscribers found.</p>
      ) : (
        <>
          <ul className="space-y-2 md:hidden" aria-label="Subscribers">
            {rows.map((s) => (
              <li key={s.id} className="rounded-xl border border-border bg-card p-3" data-testid="subscriber-row">
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-medium break-all">{s.email}</p>
                  <StatusBadge status={s.status} />
                </div>
                <p className="mt-1 text-sm">
                  {s.topic} · {SUBSCRIPTION_SOURCE_LABELS[s.source]}
                </p>
                <p className="mt-1 text-xs text-muted-foreground">
                  <Dates s={s} />
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-border bg-card md:block">
            <table className="w-full min-w-[720px] text-sm">
              <caption className="sr-only">Subscribers (newest {SUBSCRIBERS_PAGE_SIZE})</caption>
              <thead className="border-b border-border text-left text-xs text-muted-foreground uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">Email</th>
                  <th scope="col" className="px-4 py-3 font-medium">Subscribed to</th>
                  <th scope="col" className="px-4 py-3 font-medium">Source</th>
                  <th scope="col" className="px-4 py-3 font-medium">Status</th>
                  <th scope="col" className="px-4 py-3 font-medium">Dates</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((s) => (
                  <tr key={s.id} data-testid="subscriber-row">
                    <td className="px-4 py-3 font-medium break-all">{s.email}</td>
                    <td className="px-4 py-3">{s.topic}</td>
                    <td className="px-4 py-3">{SUBSCRIPTION_SOURCE_LABELS[s.source]}</td>
                    <td className="px-4 py-3">
                      <StatusBadge status={s.status} />
                    </td>
                    <td className="px-4 py-3 text-xs text-muted-foreground">
                      <Dates s={s} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
