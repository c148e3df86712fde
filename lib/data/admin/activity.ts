/**
 * The activity log as the back office shows it: newest first, optionally one kind, a page at a
 * time (keyset on the id: "older" pages start below the last id shown, so a page costs the same
 * however far back it is). Administrators only.
 */
import "server-only";
import { db } from "@/lib/db";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { ActivityKind, JsonRecord } from "@/lib/domain/activity";

export const ACTIVITY_PAGE_SIZE = 50;

export interface ActivityRow {
  id: string;
  createdAt: Date;
  actorEmail: string;
  kind: ActivityKind;
  action: string;
  subjectId: string | null;
  subject: string;
  before: JsonRecord | null;
  after: JsonRecord | null;
}

export interface ActivityPage {
  entries: ActivityRow[];
  /** The cursor of the next (older) page, or null at the end. */
  olderThan: string | null;
}

export interface ActivityQuery {
  kind: ActivityKind | null;
  /** Show entries with a smaller id than this (a decimal id), or from the newest. */
  olderThan: string | null;
}

export async function listActivity(query: ActivityQuery, pageSize = ACTIVITY_PAGE_SIZE): Promise<ActivityPage> {
  await requireAdmin("activity");
  const rows = await db.activityLog.findMany({
    where: {
      ...(query.kind ? { kind: query.kind } : {}),
      ...(query.olderThan ? { id: { lt: BigInt(query.olderThan) } } : {}),
    },
    orderBy: { id: "desc" },
    take: pageSize + 1,
  });
  const entries = rows.slice(0, pageSize).map((r) => ({
    id: r.id.toString(),
    createdAt: r.createdAt,
    actorEmail: r.actorEmail,
    kind: r.kind,
    action: r.action,
    subjectId: r.subjectId,
    subject: r.subject,
    before: (r.before as JsonRecord | null) ?? null,
    after: (r.after as JsonRecord | null) ?? null,
  }));
  return { entries, olderThan: rows.length > pageSize ? entries[entries.length - 1].id : null };
}
