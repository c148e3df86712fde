/**
 * The shop's own page-view and cart counting: no cookie, no third party, nothing personal kept.
 *
 * A view adds 1 to an aggregate row (day, page, referring host, device class) and to the day's
 * row. Distinct visitors of a day are told apart by a mark: the first 16 bytes of
 * SHA-256(day's salt, client address, user agent, what is counted). The salt is random per day;
 * the marks and the salt of a day that is over are deleted (the first count of a new day does it),
 * so a mark cannot be linked to anybody afterwards and nothing outlives the day but the counters.
 * The address and the user agent are never stored.
 */
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { deviceClass, shopDay, type DeviceClass } from "@/lib/domain/page-views";

export interface Visitor {
  /** The client address (read from the request, never stored). */
  address: string;
  /** The user agent (read from the request, never stored). */
  userAgent: string;
}

let saltOf: { day: string; salt: Buffer } | null = null;
let purgedDay: string | null = null;

/**
 * Deletes the marks and salts of the days before today: run by the first count of a day and by
 * every read of the Analytics page, so a day with no visitor leaves nothing behind either.
 */
export async function forgetPastDays(now = new Date()): Promise<void> {
  const day = shopDay(now);
  await db.$executeRaw`DELETE FROM visitor_marks WHERE day < ${day}::date`;
  await db.$executeRaw`DELETE FROM visitor_salts WHERE day < ${day}::date`;
  purgedDay = day;
}

/** The salt of `day`: one row shared by every instance, made by whichever counts first. */
async function daySalt(day: string): Promise<Buffer> {
  if (saltOf?.day === day) return saltOf.salt;
  if (purgedDay !== day) await forgetPastDays(new Date(`${day}T12:00:00+05:45`));
  await db.$executeRaw`INSERT INTO visitor_salts (day, salt) VALUES (${day}::date, ${randomBytes(32)}) ON CONFLICT (day) DO NOTHING`;
  const row = await db.visitorSalt.findUnique({ where: { day: new Date(`${day}T00:00:00Z`) } });
  if (!row) throw new Error("The day's salt could not be read");
  saltOf = { day, salt: Buffer.from(row.salt) };
  return saltOf.salt;
}

function mark(salt: Buffer, visitor: Visitor, scope: string): Buffer {
  return createHash("sha256")
    .update(salt)
    .update("\0")
    .update(visitor.address)
    .update("\0")
    .update(visitor.userAgent.slice(0, 512))
    .update("\0")
    .update(scope)
    .digest()
    .subarray(0, 16);
}

export interface PageView {
  path: string;
  referrerHost: string;
  visitor: Visitor;
  now?: Date;
}

/** Counts one view of a public page (path already checked by countedPage). */
export async function countPageView(view: PageView): Promise<void> {
  const now = view.now ?? new Date();
  const day = shopDay(now);
  const device: DeviceClass = deviceClass(view.visitor.userAgent);
  const salt = await daySalt(day);
  const site = mark(salt, view.visitor, "site");
  const row = mark(salt, view.visitor, `view\0${view.path}\0${view.referrerHost}\0${device}`);
  // One statement: both marks, the page's row and the day's row (data-modifying CTEs always run).
  await db.$executeRaw`
    WITH site AS (
      INSERT INTO visitor_marks (day, hash) VALUES (${day}::date, ${site}) ON CONFLICT DO NOTHING RETURNING 1
    ), page AS (
      INSERT INTO visitor_marks (day, hash) VALUES (${day}::date, ${row}) ON CONFLICT DO NOTHING RETURNING 1
    ), counted AS (
      INSERT INTO page_view_counts (day, path, referrer_host, device, views, visitors)
      VALUES (${day}::date, ${view.path}, ${view.referrerHost}, ${device}, 1, (SELECT count(*) FROM page))
      ON CONFLICT (day, path, referrer_host, device)
      DO UPDATE SET views = page_view_counts.views + 1, visitors = page_view_counts.visitors + EXCLUDED.visitors
      RETURNING 1
    )
    INSERT INTO visit_days (day, views, visitors)
    VALUES (${day}::date, 1, (SELECT count(*) FROM site))
    ON CONFLICT (day) DO UPDATE SET views = visit_days.views + 1, visitors = visit_days.visitors + EXCLUDED.visitors`;
}

/** Counts a line added to a cart (the funnel's second step). */
export async function countCartAdd(input: { visitor: Visitor; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const day = shopDay(now);
  const salt = await daySalt(day);
  const cart = mark(salt, input.visitor, "cart");
  await db.$executeRaw`
    WITH added AS (
      INSERT INTO visitor_marks (day, hash) VALUES (${day}::date, ${cart}) ON CONFLICT DO NOTHING RETURNING 1
    )
    INSERT INTO visit_days (day, cart_adds, cart_visitors)
    VALUES (${day}::date, 1, (SELECT count(*) FROM added))
    ON CONFLICT (day) DO UPDATE SET cart_adds = visit_days.cart_adds + 1, cart_visitors = visit_days.cart_visitors + EXCLUDED.cart_visitors`;
}

/** Forgets the cached salt (tests that move the clock between days). */
export function resetPageViewMemory(): void {
  saltOf = null;
  purgedDay = null;
}
