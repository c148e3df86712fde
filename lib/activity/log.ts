/**
 * Writing the activity log (activity_log): one row per change of settings, payment methods,
 * categories, roles, artworks, services or About content, with who made it, what it was and the
 * changed fields before and after. Called with the transaction of the change itself, so a change
 * and its entry are stored together or not at all.
 */
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { changedFields, toLogRecord, type ActivityAction, type ActivityKind, type JsonRecord } from "@/lib/domain/activity";

type Tx = Prisma.TransactionClient;

/** Who made the change: the signed-in account (lib/auth/require-admin.ts's Admin fits). */
export interface ActivityActor {
  id: string;
  email: string;
}

export interface ActivityEntry {
  kind: ActivityKind;
  action: ActivityAction;
  /** The record's id (an artwork's uuid, a payment method's kind, a profile's email...). */
  subjectId?: string | null;
  /** A readable name for the record: a title, a name, an email, "Site settings". */
  subject: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const MAX_SUBJECT_LENGTH = 200;

/** SQL NULL for a side that does not exist (no "before" for a creation, no "after" for a deletion). */
function jsonOrNull(value: Record<string, unknown> | null | undefined): JsonRecord | typeof Prisma.DbNull {
  return value ? toLogRecord(value) : Prisma.DbNull;
}

export async function recordActivity(tx: Tx, actor: ActivityActor, entry: ActivityEntry): Promise<void> {
  await tx.activityLog.create({
    data: {
      actorId: actor.id,
      actorEmail: actor.email,
      kind: entry.kind,
      action: entry.action,
      subjectId: entry.subjectId ?? null,
      subject: entry.subject.slice(0, MAX_SUBJECT_LENGTH),
      before: jsonOrNull(entry.before),
      after: jsonOrNull(entry.after),
    },
  });
}

/**
 * An update: only the fields that changed are kept, before and after. Nothing is written (and
 * false is returned) when no field changed.
 */
export async function recordUpdate(
  tx: Tx,
  actor: ActivityActor,
  entry: Omit<ActivityEntry, "action" | "before" | "after"> & { action?: ActivityAction; before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<boolean> {
  const diff = changedFields(entry.before, entry.after);
  if (!diff) return false;
  await recordActivity(tx, actor, { ...entry, action: entry.action ?? "updated", before: diff.before, after: diff.after });
  return true;
}
