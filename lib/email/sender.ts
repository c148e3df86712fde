/**
 * Sends what the outbox holds. Safe with several processes (web servers, cron drains) at once:
 * rows are claimed with UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED), so each due
 * row is sent by exactly one of them; the provider's idempotency key covers the rest (a
 * process that dies after the provider accepted but before the row was marked).
 *
 * Retries: 1 min, 5 min, 30 min, 2 h, 12 h after the failed attempts (6 attempts in all, within
 * Resend's 24 h idempotency window); then the row is failed with its last error. Rows left in
 * 'sending' by a process that stopped are put back in the queue after STUCK_AFTER_MS.
 */
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { EmailStatus, EmailType } from "@/lib/generated/prisma/enums";
import { loadEmailSite } from "@/lib/email/site";
import { renderEmail } from "@/lib/email/templates";
import { transportFromEnv, type EmailTransport } from "@/lib/email/transports";

/** Delay before the next attempt, by number of failed attempts so far (1-based). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A row 'sending' for longer than this belongs to a process that stopped. */
export const STUCK_AFTER_MS = 15 * 60_000;
/** Emails of one batch in flight at once. */
const CONCURRENCY = 4;

export interface SendOptions {
  /** Most rows claimed in one call (default 10). */
  limit?: number;
  /** The current time (tests drive retries with it); default: the database's clock. */
  now?: Date;
  transport?: EmailTransport;
  client?: PrismaClient;
  /** Sender address (default EMAIL_FROM). */
  from?: string;
}

export interface SendSummary {
  claimed: number;
  sent: number;
  deliveredLocally: number;
  retried: number;
  failed: number;
  recovered: number;
}

interface ClaimedRow {
  id: string;
  type: EmailType;
  to: string[];
  subject: string;
  payload: unknown;
  attempts: number;
  idempotencyKey: string;
}

let defaultTransport: EmailTransport | undefined;
function getDefaultTransport(): EmailTransport {
  defaultTransport ??= transportFromEnv();
  return defaultTransport;
}

async function databaseNow(client: PrismaClient): Promise<Date> {
  const [row] = await client.$queryRaw<{ now: Date }[]>`SELECT now() AS now`;
  return row.now;
}

export function nextAttemptDelay(failedAttempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_MS.length) - 1];
}

/** Puts rows abandoned in 'sending' back in the queue (or fails them when out of attempts). */
async function recoverStuck(client: PrismaClient, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - STUCK_AFTER_MS);
  return client.$executeRaw`
    UPDATE email_outbox
    SET status = CASE WHEN attempts >= ${MAX_ATTEMPTS} THEN 'failed'::email_status ELSE 'queued'::email_status END,
        next_attempt_at = ${now},
        last_error = 'Interrupted while sending (the sending process stopped)' || COALESCE('; before: ' || last_error, ''),
        updated_at = ${now}
    WHERE status = 'sending' AND updated_at < ${cutoff}`;
}

async function claim(client: PrismaClient, now: Date, limit: number, ids?: string[]): Promise<ClaimedRow[]> {
  const onlyIds = ids ? Prisma.sql`AND id = ANY(${ids}::uuid[])` : Prisma.empty;
  return client.$queryRaw<ClaimedRow[]>`
    UPDATE email_outbox
    SET status = 'sending', attempts = attempts + 1, updated_at = ${now}
    WHERE id IN (
      SELECT id FROM email_outbox
      WHERE status = 'queued' AND next_attempt_at <= ${now} ${onlyIds}
      ORDER BY next_attempt_at
      LIMIT ${limit}::int
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, type::text AS type, "to", subject, payload, attempts, idempotency_key AS "idempotencyKey"`;
}

async function sendClaimed(rows: ClaimedRow[], client: PrismaClient, now: Date, transport: EmailTransport, from: string, summary: SendSummary) {
  if (!rows.length) return;
  const site = await loadEmailSite(client);
  const queue = [...rows];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) await sendOne(row);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));

  async function sendOne(row: ClaimedRow) {
    let result: Awaited<ReturnType<EmailTransport["send"]>>;
    try {
      const rendered = await renderEmail(row.type, row.payload, site);
      result = await transport.send({
        id: row.id,
        type: row.type,
        from,
        to: row.to,
        replyTo: rendered.replyTo,
        subject: row.subject,
        html: rendered.html,
        text: rendered.text,
        headers: rendered.headers,
        idempotencyKey: row.idempotencyKey,
      });
    } catch (err) {
      // A payload the template cannot render will not render next time either.
      const reason = (err instanceof Error ? err.message : String(err)).replace(/\s+/g, " ");
      result = { ok: false, error: `Could not render the email: ${reason}`, permanent: true };
    }

    if (result.ok) {
      const status: EmailStatus = result.delivery;
      await client.emailOutbox.updateMany({
        where: { id: row.id, status: "sending" },
        data: { status, providerMessageId: result.providerMessageId, sentAt: now, lastError: null },
      });
      if (status === "sent") summary.sent++;
      else summary.deliveredLocally++;
      return;
    }

    const giveUp = result.permanent || row.attempts >= MAX_ATTEMPTS;
    await client.emailOutbox.updateMany({
      where: { id: row.id, status: "sending" },
      data: giveUp
        ? { status: "failed", lastError: result.error.slice(0, 2000) }
        : {
            status: "queued",
            lastError: result.error.slice(0, 2000),
            nextAttemptAt: new Date(now.getTime() + nextAttemptDelay(row.attempts)),
          },
    });
    if (giveUp) {
      summary.failed++;
      console.error(`[email] ${row.type} ${row.id} failed after ${row.attempts} attempt(s): ${result.error}`);
    } else {
      summary.retried++;
    }
  }
}

function emptySummary(): SendSummary {
  return { claimed: 0, sent: 0, deliveredLocally: 0, retried: 0, failed: 0, recovered: 0 };
}

/** Sends the emails that are due now (one batch of at most `limit`). */
export async function sendDueEmails(options: SendOptions = {}): Promise<SendSummary> {
  const client = options.client ?? db;
  const now = options.now ?? (await databaseNow(client));
  const summary = emptySummary();
  summary.recovered = await recoverStuck(client, now);
  const rows = await claim(client, now, Math.max(1, options.limit ?? 10));
  summary.claimed = rows.length;
  await sendClaimed(rows, client, now, options.transport ?? getDefaultTransport(), options.from ?? env().EMAIL_FROM, summary);
  return summary;
}

/** Sends these particular emails now if they are queued and due (used right after a commit). */
export async function sendEmailsById(ids: string[], options: Omit<SendOptions, "limit"> = {}): Promise<SendSummary> {
  const summary = emptySummary();
  if (!ids.length) return summary;
  const client = options.client ?? db;
  const now = options.now ?? (await databaseNow(client));
  const rows = await claim(client, now, ids.length, ids);
  summary.claimed = rows.length;
  await sendClaimed(rows, client, now, options.transport ?? getDefaultTransport(), options.from ?? env().EMAIL_FROM, summary);
  return summary;
}
