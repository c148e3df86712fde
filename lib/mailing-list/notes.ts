/**
 * Notes to the list. Sending marks the note sent and queues one outbox email per confirmed
 * subscriber of the list, keyed `list-note/<note>/<subscription>`: sending again (after a crash,
 * a double click, a second instance) queues only who is missing, and the outbox sends each row
 * once (the provider's idempotency key covers a crash after the provider accepted). The emails
 * are spread over time at the list's rate (lib/mailing-list/schedule.ts).
 */
import { db } from "@/lib/db";
import { enqueueEmail } from "@/lib/email/outbox";
import type { ListWorkCard } from "@/lib/email/list-types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sanitizeText } from "@/lib/domain/sanitize";
import type { NoteInput } from "@/lib/domain/mailing-list";
import { unsubscribeUrls } from "@/lib/mailing-list/links";
import { listSendSlots } from "@/lib/mailing-list/schedule";
import { language, localeOf, workCard, workCardSelect } from "@/lib/mailing-list/alerts";
import type { Locale } from "@/lib/i18n/locales";
import { UNSUBSCRIBED_BEFORE_SENDING } from "@/lib/mailing-list/subscriptions";

type Tx = Prisma.TransactionClient;

/** Subscribers queued per transaction. */
export const NOTE_SEND_CHUNK = 200;

/** The note's text as stored and sent: markup that could run code removed (it is escaped on output too). */
export function cleanNote(input: NoteInput): NoteInput {
  return { title: sanitizeText(input.title).trim(), body: sanitizeText(input.body).trim(), artworkIds: input.artworkIds };
}

/** The chosen works that still exist, in the chosen order, as email cards. */
export async function noteCards(client: Tx | typeof db, artworkIds: readonly string[], locale: Locale = "en"): Promise<ListWorkCard[]> {
  if (artworkIds.length === 0) return [];
  const rows = await client.artwork.findMany({ where: { id: { in: [...artworkIds] } }, select: { id: true, ...workCardSelect } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return artworkIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [workCard(row, locale)] : [];
  });
}

export class NoteNotFoundError extends Error {}

/**
 * Sends the note to every confirmed subscriber not queued yet; safe to call again at any time
 * (`onChunk` lets a test stop it half-way, as a crash would). Returns how many emails the note
 * has in the outbox.
 */
export async function sendNoteToList(noteId: string, options: { chunk?: number; onChunk?: (queued: number) => void } = {}): Promise<number> {
  const chunk = options.chunk ?? NOTE_SEND_CHUNK;
  const note = await db.listNote.findUnique({ where: { id: noteId } });
  if (!note) throw new NoteNotFoundError(noteId);
  if (!note.sentAt) await db.listNote.updateMany({ where: { id: note.id, sentAt: null }, data: { sentAt: new Date() } });
  // The cards in each subscriber's language (the Nepali title and a link to the Nepali page).
  const cards = { en: await noteCards(db, note.artworkIds, "en"), ne: await noteCards(db, note.artworkIds, "ne") };
  const prefix = `list-note/${note.id}/`;

  let after: string | null = null;
  for (;;) {
    const subscribers: { id: string; email: string; locale: string }[] = await db.listSubscription.findMany({
      where: { kind: "list", status: "confirmed", ...(after ? { id: { gt: after } } : {}) },
      select: { id: true, email: true, locale: true },
      orderBy: { id: "asc" },
      take: chunk,
    });
    if (subscribers.length === 0) break;
    after = subscribers[subscribers.length - 1].id;
    await db.$transaction(async (tx) => {
      const queued = await tx.emailOutbox.findMany({
        where: { idempotencyKey: { in: subscribers.map((s) => `${prefix}${s.id}`) } },
        select: { idempotencyKey: true },
      });
      const done = new Set(queued.map((q) => q.idempotencyKey));
      const missing = subscribers.filter((s) => !done.has(`${prefix}${s.id}`));
      const slots = await listSendSlots(tx, missing.length);
      for (const [i, sub] of missing.entries()) {
        await enqueueEmail(tx, {
          type: "list_note",
          to: [sub.email],
          subject: note.title,
          payload: { title: note.title, body: note.body, works: cards[localeOf(sub.locale)], ...unsubscribeUrls(sub.id, localeOf(sub.locale)), ...language(localeOf(sub.locale)) },
          idempotencyKey: `${prefix}${sub.id}`,
          notBefore: slots[i],
        });
      }
    });
    options.onChunk?.(subscribers.length);
  }
  const recipients = await db.emailOutbox.count({ where: { type: "list_note", idempotencyKey: { startsWith: prefix } } });
  await db.listNote.update({ where: { id: note.id }, data: { recipients } });
  return recipients;
}

/** A test of the note to one address (the signed-in administrator); its unsubscribe link is inert. */
export async function sendNoteTest(noteId: string, to: string): Promise<string> {
  const note = await db.listNote.findUnique({ where: { id: noteId } });
  if (!note) throw new NoteNotFoundError(noteId);
  const works = await noteCards(db, note.artworkIds);
  const { id } = await db.$transaction((tx) =>
    enqueueEmail(tx, {
      type: "list_note",
      to: [to],
      subject: `[Test] ${note.title}`,
      payload: { title: note.title, body: note.body, works, ...unsubscribeUrls("00000000-0000-4000-8000-000000000000") },
    }),
  );
  return id;
}

export interface NoteCounts {
  recipients: number;
  sent: number;
  waiting: number;
  failed: number;
  /** Recipients who have unsubscribed since (their waiting email, if any, was not sent). */
  unsubscribed: number;
}

/** Where a note's emails stand, from its outbox rows and its recipients' subscriptions. */
export async function noteCounts(noteId: string): Promise<NoteCounts> {
  const prefix = `list-note/${noteId}/`;
  const [row] = await db.$queryRaw<{ recipients: bigint; sent: bigint; waiting: bigint; failed: bigint; unsubscribed: bigint }[]>`
    SELECT count(*) AS recipients,
           count(*) FILTER (WHERE o.status IN ('sent', 'delivered_locally')) AS sent,
           count(*) FILTER (WHERE o.status IN ('queued', 'sending')) AS waiting,
           count(*) FILTER (WHERE o.status = 'failed' AND o.last_error IS DISTINCT FROM ${UNSUBSCRIBED_BEFORE_SENDING}) AS failed,
           count(*) FILTER (WHERE s.status = 'unsubscribed') AS unsubscribed
    FROM email_outbox o
    LEFT JOIN list_subscriptions s ON s.id::text = split_part(o.idempotency_key, '/', 3)
    WHERE o.type = 'list_note' AND o.idempotency_key LIKE ${`${prefix}%`}`;
  return {
    recipients: Number(row?.recipients ?? 0),
    sent: Number(row?.sent ?? 0),
    waiting: Number(row?.waiting ?? 0),
    failed: Number(row?.failed ?? 0),
    unsubscribed: Number(row?.unsubscribed ?? 0),
  };
}
