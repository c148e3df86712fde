/**
 * The email outbox: every email is first a row in email_outbox, written in the same transaction
 * as the change that caused it, then sent (right away by kickEmailWorker / sendEmailsNow, later
 * by the in-process worker or `npm run email:drain`). No endpoint lets a visitor send arbitrary
 * email: this module is the product's internal "send-email function".
 *
 *   const { id } = await db.$transaction(async (tx) => {
 *     const order = await tx.order.create(...);
 *     return enqueueEmail(tx, { type: "order_confirmation", to: [email], payload: {...},
 *                               idempotencyKey: `order-confirmation/${order.id}` });
 *   });
 *   const status = await sendEmailsNow([id]);   // or kickEmailWorker() to not wait at all
 */
import crypto from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db";
import type { EmailStatus } from "@/lib/generated/prisma/enums";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { loadEmailSite } from "@/lib/email/site";
import { emailSubject } from "@/lib/email/templates";
import { BUYER_ORDER_EMAILS, parsePayload, type EmailPayloads, type EmailType } from "@/lib/email/types";
import { sendEmailsById, type SendOptions } from "@/lib/email/sender";

export * from "@/lib/email/types";
export { sendDueEmails, sendEmailsById, MAX_ATTEMPTS, RETRY_DELAYS_MS, type SendSummary, type SendOptions } from "@/lib/email/sender";
export { kickEmailWorker } from "@/lib/email/worker";

export type EmailClient = PrismaClient | Prisma.TransactionClient;

export type EnqueueEmailInput = {
  [K in EmailType]: {
    type: K;
    /** Recipients (at least one). */
    to: string[];
    payload: EmailPayloads[K];
    /**
     * Makes the enqueue itself idempotent: a second enqueue with the same key returns the first
     * row instead of adding one (e.g. `order-confirmation/<order id>`). Also sent to the
     * provider. Default: a fresh random key.
     */
    idempotencyKey?: string;
    /** Default: the template's subject. */
    subject?: string;
    /** Not sent before this time (a list send kept to its rate). Default: now. */
    notBefore?: Date;
  };
}[EmailType];

const recipientsSchema = z.array(z.email()).min(1, "An email needs at least one recipient");
const keySchema = z.string().trim().min(1).max(256);

const buyerOrderEmails: ReadonlySet<EmailType> = new Set(BUYER_ORDER_EMAILS);

/**
 * A buyer's email about an order goes out in the language the order was placed in: for an
 * order placed on a Nepali page, the payload gains locale "ne" and the order's date. English
 * orders (and payloads that say their locale) are left exactly as they are.
 */
async function inOrderLanguage(tx: EmailClient, type: EmailType, payload: unknown): Promise<unknown> {
  if (!buyerOrderEmails.has(type) || typeof payload !== "object" || payload === null) return payload;
  const { orderId, locale } = payload as { orderId?: unknown; locale?: unknown };
  if (locale !== undefined || typeof orderId !== "string" || orderId.length > 64) return payload;
  const order = await tx.order.findUnique({ where: { orderNumber: orderId }, select: { locale: true, createdAt: true } });
  if (order?.locale !== "ne") return payload;
  return { ...payload, locale: "ne", orderDate: order.createdAt.toISOString() };
}

/** Stores an email in the outbox inside the caller's transaction (status queued, due now). */
export async function enqueueEmail(tx: EmailClient, input: EnqueueEmailInput): Promise<{ id: string }> {
  const payload = parsePayload(input.type, await inOrderLanguage(tx, input.type, input.payload));
  const to = [...new Set(recipientsSchema.parse(input.to.map((address) => address.trim())))];
  const id = crypto.randomUUID();
  const idempotencyKey = input.idempotencyKey ? keySchema.parse(input.idempotencyKey) : `${input.type}/${id}`;
  const subject = input.subject?.trim() || emailSubject(input.type, payload, await loadEmailSite(tx));

  // ON CONFLICT DO NOTHING: a repeated key must not abort the caller's transaction.
  await tx.emailOutbox.createMany({
    data: [
      {
        id,
        type: input.type,
        to,
        subject,
        payload: payload as Prisma.InputJsonValue,
        idempotencyKey,
        ...(input.notBefore ? { nextAttemptAt: input.notBefore } : {}),
      },
    ],
    skipDuplicates: true,
  });
  if (!input.idempotencyKey) return { id };
  const row = await tx.emailOutbox.findUniqueOrThrow({ where: { idempotencyKey }, select: { id: true } });
  return { id: row.id };
}

export interface EmailStatusInfo {
  id: string;
  status: EmailStatus;
  /** Sent through the provider, or kept locally because no provider is configured. */
  delivered: boolean;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
}

/** Where an email stands (null when there is no such row). */
export async function getEmailStatus(id: string, client: EmailClient = db): Promise<EmailStatusInfo | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const row = await client.emailOutbox.findUnique({
    where: { id },
    select: { id: true, status: true, attempts: true, lastError: true, nextAttemptAt: true, sentAt: true },
  });
  if (!row) return null;
  return { ...row, delivered: row.status === "sent" || row.status === "delivered_locally" };
}

/**
 * Tries to send these emails now and reports where each stands, waiting at most `timeoutMs`
 * (the attempt goes on in the background after that). Never throws. Call it after the
 * transaction that enqueued them has committed.
 */
export async function sendEmailsNow(
  ids: string[],
  options: Omit<SendOptions, "limit"> & { timeoutMs?: number } = {},
): Promise<Record<string, EmailStatusInfo | null>> {
  const { timeoutMs = 8000, ...sendOptions } = options;
  const attempt = sendEmailsById(ids, sendOptions).catch((err) => {
    console.error("[email] immediate send failed:", err instanceof Error ? err.message : err);
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([attempt, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
  const result: Record<string, EmailStatusInfo | null> = {};
  for (const id of ids) {
    result[id] = await getEmailStatus(id, sendOptions.client ?? db).catch(() => null);
  }
  return result;
}
