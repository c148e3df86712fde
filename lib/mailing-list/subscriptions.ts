/**
 * Subscriptions with double opt-in. A sign-up creates (or renews) a pending subscription and
 * queues the confirmation email in the same transaction; only a confirmed subscription is ever
 * sent anything. Confirming uses the single-use token; unsubscribing is idempotent and also
 * stops the list emails of that subscription still waiting in the outbox.
 */
import { db } from "@/lib/db";
import { enqueueEmail } from "@/lib/email/outbox";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListSubscriptionSource } from "@/lib/generated/prisma/enums";
import { CONFIRM_TOKEN_TTL_MS, listTopic, type ListKind } from "@/lib/domain/mailing-list";
import { hashConfirmToken, newConfirmToken } from "@/lib/mailing-list/tokens";
import { confirmUrl } from "@/lib/mailing-list/links";
import { queuePrintAlerts } from "@/lib/mailing-list/alerts";
import type { Locale } from "@/lib/i18n/locales";

type Tx = Prisma.TransactionClient;

export interface SubscriptionRequest {
  /** Lower-cased, validated. */
  email: string;
  kind: ListKind;
  source: ListSubscriptionSource;
  artworkId?: string | null;
  categoryId?: string | null;
  /** The work's title or the category's name, for the confirmation email (in `locale`). */
  topicLabel?: string | null;
  /** The language of the page signed up on: the list's emails to this address use it. */
  locale?: Locale;
}

/**
 * Records the wish and queues the confirmation email, inside the caller's transaction. An
 * address already confirmed gets nothing (the visitor is told the same either way); a pending
 * or unsubscribed one gets a fresh link. Returns the queued email's id, if one was queued.
 */
export async function requestSubscription(tx: Tx, request: SubscriptionRequest, now: Date = new Date()): Promise<string | null> {
  const targetId = request.kind === "prints" ? request.artworkId ?? null : request.kind === "category" ? request.categoryId ?? null : null;
  const topic = listTopic(request.kind, targetId);
  const existing = await tx.listSubscription.findUnique({ where: { email_topic: { email: request.email, topic } }, select: { id: true, status: true } });
  if (existing?.status === "confirmed") return null;

  const locale = request.locale ?? "en";
  const { token, hash } = newConfirmToken();
  const expiresAt = new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS);
  let subscriptionId: string;
  if (existing) {
    await tx.listSubscription.update({
      where: { id: existing.id },
      data: { status: "pending", confirmTokenHash: hash, confirmTokenExpiresAt: expiresAt, source: request.source, locale },
    });
    subscriptionId = existing.id;
  } else {
    const created = await tx.listSubscription.create({
      data: {
        email: request.email,
        kind: request.kind,
        topic,
        artworkId: request.kind === "prints" ? targetId : null,
        categoryId: request.kind === "category" ? targetId : null,
        source: request.source,
        confirmTokenHash: hash,
        confirmTokenExpiresAt: expiresAt,
        locale,
      },
      select: { id: true },
    });
    subscriptionId = created.id;
  }
  const { id } = await enqueueEmail(tx, {
    type: "list_confirm",
    to: [request.email],
    payload: {
      kind: request.kind,
      topicLabel: request.topicLabel ?? null,
      confirmUrl: confirmUrl(token, locale),
      expiresAt: expiresAt.toISOString(),
      // English payloads are stored as before.
      ...(locale === "en" ? {} : { locale }),
    },
    idempotencyKey: `list-confirm/${subscriptionId}/${hash.slice(0, 16)}`,
  });
  return id;
}

export type ConfirmOutcome = { ok: true; kind: ListKind; emailIds: string[] } | { ok: false };

/**
 * Confirms the subscription of this token, once: the token is erased as it is used. A prints
 * alert whose prints already exist is queued at once.
 */
export async function confirmSubscription(token: string, now: Date = new Date()): Promise<ConfirmOutcome> {
  const hash = hashConfirmToken(token);
  return db.$transaction(async (tx) => {
    const row = await tx.listSubscription.findUnique({ where: { confirmTokenHash: hash }, select: { id: true, kind: true, artworkId: true } });
    if (!row) return { ok: false } as const;
    const claimed = await tx.listSubscription.updateMany({
      where: { id: row.id, confirmTokenHash: hash, status: "pending", confirmTokenExpiresAt: { gt: now } },
      data: { status: "confirmed", confirmedAt: now, unsubscribedAt: null, confirmTokenHash: null, confirmTokenExpiresAt: null },
    });
    if (claimed.count === 0) return { ok: false } as const;
    const emailIds = row.kind === "prints" && row.artworkId ? await queuePrintAlerts(tx, { artworkIds: [row.artworkId] }) : [];
    return { ok: true, kind: row.kind, emailIds } as const;
  });
}

/** The reason written on list emails that were waiting when their subscriber unsubscribed. */
export const UNSUBSCRIBED_BEFORE_SENDING = "Not sent: unsubscribed before it was sent";

/**
 * Unsubscribes (idempotent: true for a subscription that is already unsubscribed); false when
 * there is no such subscription. Its list emails still waiting in the outbox are not sent.
 */
export async function unsubscribe(subscriptionId: string, now: Date = new Date()): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const row = await tx.listSubscription.findUnique({ where: { id: subscriptionId }, select: { id: true } });
    if (!row) return false;
    await tx.listSubscription.updateMany({
      where: { id: row.id, status: { not: "unsubscribed" } },
      data: { status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null },
    });
    await tx.$executeRaw`
      UPDATE email_outbox SET status = 'failed', last_error = ${UNSUBSCRIBED_BEFORE_SENDING}, updated_at = ${now}
      WHERE status = 'queued' AND type IN ('list_alert', 'list_note')
        AND split_part(idempotency_key, '/', 3) = ${row.id}::text`;
    return true;
  });
}
