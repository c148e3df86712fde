/**
 * The mailing list in the back office: subscriptions (list and alerts) with their source,
 * status and dates, searched by address; the CSV export in batches; the notes with their counts.
 * Administrators only: every read checks the session itself.
 */
import "server-only";
import { db } from "@/lib/db";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { ListSubscriptionKind, ListSubscriptionSource, ListSubscriptionStatus } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { noteCounts, type NoteCounts } from "@/lib/mailing-list/notes";

export const SUBSCRIBERS_PAGE_SIZE = 200;
const EXPORT_BATCH = 1000;

export interface AdminSubscription {
  id: string;
  email: string;
  kind: ListSubscriptionKind;
  /** "Mailing list", "Prints of Dawn", "New works in Landscapes". */
  topic: string;
  source: ListSubscriptionSource;
  status: ListSubscriptionStatus;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

const STATUSES = ["pending", "confirmed", "unsubscribed"] as const;

export interface SubscriberQuery {
  search?: string | null;
  status?: string | null;
}

function where(query: SubscriberQuery): Prisma.ListSubscriptionWhereInput {
  const search = query.search?.trim().slice(0, 100);
  const status = STATUSES.find((s) => s === query.status);
  return {
    ...(search ? { email: { contains: search, mode: "insensitive" } } : {}),
    ...(status ? { status } : {}),
  };
}

const select = {
  id: true,
  email: true,
  kind: true,
  source: true,
  status: true,
  createdAt: true,
  confirmedAt: true,
  unsubscribedAt: true,
  artwork: { select: { title: true } },
  category: { select: { name: true } },
} satisfies Prisma.ListSubscriptionSelect;

function toAdmin(row: Prisma.ListSubscriptionGetPayload<{ select: typeof select }>): AdminSubscription {
  const { artwork, category, ...rest } = row;
  const topic = row.kind === "prints" ? `Prints of ${artwork?.title ?? "a removed work"}` : row.kind === "category" ? `New works in ${category?.name ?? "a removed category"}` : "Mailing list";
  return { ...rest, topic };
}

export async function listSubscribers(query: SubscriberQuery = {}): Promise<{ rows: AdminSubscription[]; total: number; confirmed: number }> {
  await requireAdmin();
  const [rows, total, confirmed] = await Promise.all([
    db.listSubscription.findMany({ where: where(query), select, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: SUBSCRIBERS_PAGE_SIZE }),
    db.listSubscription.count({ where: where(query) }),
    db.listSubscription.count({ where: { kind: "list", status: "confirmed" } }),
  ]);
  return { rows: rows.map(toAdmin), total, confirmed };
}

/** Every matching subscription, newest first, in batches (the CSV export). */
export async function* exportSubscribers(query: SubscriberQuery = {}): AsyncGenerator<AdminSubscription[]> {
  await requireAdmin();
  let cursor: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const batch: Prisma.ListSubscriptionGetPayload<{ select: typeof select }>[] = await db.listSubscription.findMany({
      where: {
        AND: [
          where(query),
          cursor ? { OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }] } : {},
        ],
      },
      select,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: EXPORT_BATCH,
    });
    if (batch.length === 0) return;
    yield batch.map(toAdmin);
    const last = batch[batch.length - 1];
    cursor = { createdAt: last.createdAt, id: last.id };
    if (batch.length < EXPORT_BATCH) return;
  }
}

export interface AdminNoteSummary {
  id: string;
  title: string;
  createdAt: Date;
  sentAt: Date | null;
  recipients: number;
}

export async function listNotes(): Promise<AdminNoteSummary[]> {
  await requireAdmin();
  return db.listNote.findMany({ select: { id: true, title: true, createdAt: true, sentAt: true, recipients: true }, orderBy: { createdAt: "desc" }, take: 100 });
}

export interface AdminNote {
  id: string;
  title: string;
  body: string;
  artworkIds: string[];
  sentAt: Date | null;
  counts: NoteCounts;
}

export async function getNote(id: string): Promise<AdminNote | null> {
  await requireAdmin();
  const note = await db.listNote.findUnique({ where: { id }, select: { id: true, title: true, body: true, artworkIds: true, sentAt: true } });
  if (!note) return null;
  return { ...note, counts: await noteCounts(note.id) };
}

/** Works to choose from for a note's cards (newest first). */
export async function listNoteWorkChoices(): Promise<{ id: string; title: string; image: string | null }[]> {
  await requireAdmin();
  const rows = await db.artwork.findMany({ select: { id: true, title: true, images: true }, orderBy: { createdAt: "desc" }, take: 200 });
  return rows.map((r) => ({ id: r.id, title: r.title, image: r.images[0] ?? null }));
}

/** Confirmed subscribers of the mailing list (who a note goes to). */
export async function confirmedListCount(): Promise<number> {
  await requireAdmin();
  return db.listSubscription.count({ where: { kind: "list", status: "confirmed" } });
}
