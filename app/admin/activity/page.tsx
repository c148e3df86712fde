import type { Metadata } from "next";
import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { listActivity, type ActivityRow } from "@/lib/data/admin/activity";
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  ACTIVITY_RETENTION_DAYS,
  fieldLabel,
  formatLoggedValue,
  parseActivityQuery,
  type ActivityAction,
  type ActivityKind,
} from "@/lib/domain/activity";
import { PageHeader } from "@/components/admin/ui/page-header";
import { Badge } from "@/components/admin/ui/badges";
import { formatDateTime } from "@/components/admin/ui/format";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

export const metadata: Metadata = { title: "Activity" };

function href(kind: ActivityKind | null, olderThan: string | null = null): string {
  const params = new URLSearchParams();
  if (kind) params.set("kind", kind);
  if (olderThan) params.set("older", olderThan);
  const query = params.toString();
  return `/admin/activity${query ? `?${query}` : ""}`;
}

/** The changed fields: before -> after for a change, the values for a creation or a deletion. */
function Changes({ entry }: { entry: ActivityRow }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <dl className="mt-2 grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
      {fields.map((field) => (
        <div key={field} className="contents" data-testid="activity-change">
          <dt className="text-muted-foreground">{fieldLabel(field)}</dt>
          <dd className="min-w-0 break-words">
            {entry.before && entry.after ? (
              <>
                <del className="text-muted-foreground">{formatLoggedValue(field, entry.before[field])}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> changed to </span>
                <ins className="no-underline">{formatLoggedValue(field, entry.after[field])}</ins>
              </>
            ) : (
              formatLoggedValue(field, (entry.after ?? entry.before)?.[field])
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The activity log: who changed what and when, newest first; administrators only. */
export default async function ActivityPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage("activity");
  const query = parseActivityQuery(await searchParams);
  const page = await listActivity(query);
  return (
    <div>
      <PageHeader
        title="Activity"
        description={`Every change to settings, payment methods, prices, categories, roles, artworks, services and the About page: who, when, and what it was before. Kept for ${ACTIVITY_RETENTION_DAYS} days. Order changes are in each order's history.`}
      />
      <nav aria-label="Kind of change" className="mb-4 flex flex-wrap gap-2">
        {[null, ...ACTIVITY_KINDS].map((kind) => {
          const current = kind === query.kind;
          return (
            <Link
              key={kind ?? "all"}
              href={href(kind)}
              aria-current={current ? "page" : undefined}
              className={cn(buttonClasses({ variant: current ? "primary" : "outline", size: "sm" }))}
            >
              {kind ? ACTIVITY_KIND_LABELS[kind] : "All"}
            </Link>
          );
        })}
      </nav>
      {page.entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
          {query.olderThan ? "No older changes." : "No changes recorded yet."}
        </p>
      ) : (
        <ol className="space-y-2" aria-label="Changes, newest first">
          {page.entries.map((entry) => (
            <li key={entry.id} className="rounded-xl border border-border bg-card p-3 sm:p-4" data-testid="activity-entry">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="min-w-0 font-medium">
                  <Badge tone="grey" className="mr-2">
                    {ACTIVITY_KIND_LABELS[entry.kind]}
                  </Badge>
                  {ACTIVITY_ACTION_LABELS[entry.action as ActivityAction] ?? entry.action}: <span className="break-words">{entry.subject}</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={entry.createdAt.toISOString()}>{formatDateTime(entry.createdAt)}</time> · {entry.actorEmail}
                </p>
              </div>
              <Changes entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4 flex gap-2">
        {query.olderThan && (
          <Link href={href(query.kind)} className={buttonClasses({ variant: "outline", size: "sm" })}>
            Newest
          </Link>
        )}
        {page.olderThan && (
          <Link href={href(query.kind, page.olderThan)} className={buttonClasses({ variant: "outline", size: "sm" })}>
            Older changes
          </Link>
        )}
      </div>
    </div>
  );
}
