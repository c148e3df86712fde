/**
 * What the drill reads back from the database after each scenario: whether every order is whole
 * and consistent, and how many rows of each kind there are (to show that refused input stored
 * nothing). Plain SQL over `pg`, so it runs whatever the app's own client is doing.
 */
import fs from "node:fs";
import path from "node:path";
import type pg from "pg";

export interface IntegrityProblem {
  check: string;
  detail: string;
  /** Residue, not damage: a payment screenshot stored by a checkout whose process was killed before its commit. */
  leftover?: boolean;
}

/** Puts integrity problems in a scenario's report: damage as lost, residue as left over. */
export function recordIntegrity(report: { lost: string[]; leftovers?: string[] }, problems: IntegrityProblem[]): void {
  for (const problem of problems) {
    const line = `${problem.check}: ${problem.detail}`;
    if (problem.leftover) (report.leftovers ??= []).push(line);
    else report.lost.push(line);
  }
}

/** Every order is whole: lines, totals, reservations, its screenshot file (and no file without its order). */
export async function orderIntegrityProblems(pool: pg.Pool, uploadsDir: string): Promise<IntegrityProblem[]> {
  const problems: IntegrityProblem[] = [];
  const add = (check: string, rows: { detail: string }[]) => {
    for (const row of rows) problems.push({ check, detail: row.detail });
  };

  const q = async (sql: string) => (await pool.query<{ detail: string }>(sql)).rows;

  add(
    "order without lines",
    await q(`SELECT o.order_number AS detail FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)`),
  );
  add(
    "order totals differ from its lines",
    await q(`SELECT o.order_number || ': total ' || o.total_paisa || ' vs lines ' || coalesce(sum(l.line_total_paisa), 0) AS detail
             FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id
             GROUP BY o.id
             HAVING o.total_paisa <> coalesce(sum(l.line_total_paisa), 0)
                 OR o.subtotal_paisa <> coalesce(sum(l.unit_price_paisa * l.quantity), 0)
                 OR o.shipping_paisa <> coalesce(sum(l.shipping_paisa), 0)
                 OR o.tax_paisa <> coalesce(sum(l.tax_paisa), 0)
                 OR o.total_paisa <> o.subtotal_paisa + o.shipping_paisa + o.tax_paisa`),
  );
  add(
    "reservation held by a missing or closed order, or one without that work",
    await q(`SELECT a.slug || ' reserved by ' || a.reserved_by_order_id AS detail FROM artworks a
             LEFT JOIN orders o ON o.id = a.reserved_by_order_id
             WHERE a.reserved_by_order_id IS NOT NULL
               AND (o.id IS NULL OR o.status NOT IN ('pending', 'processing')
                    OR NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.artwork_id = a.id))`),
  );
  add(
    "open order whose original is not reserved for it",
    await q(`SELECT o.order_number || ' / ' || l.title AS detail FROM orders o
             JOIN order_lines l ON l.order_id = o.id AND l.line_type = 'artwork'
             JOIN artworks a ON a.id = l.artwork_id
             WHERE o.status = 'pending' AND o.payment_status = 'pending'
               AND coalesce(l.customizations->>'size', 'original') = 'original'
               AND a.reserved_by_order_id IS DISTINCT FROM o.id`),
  );
  add(
    "one original in two open orders",
    await q(`SELECT a.slug || ' in ' || count(DISTINCT o.id) || ' orders' AS detail FROM order_lines l
             JOIN orders o ON o.id = l.order_id JOIN artworks a ON a.id = l.artwork_id
             WHERE o.status IN ('pending', 'processing') AND coalesce(l.customizations->>'size', 'original') = 'original'
             GROUP BY a.id HAVING count(DISTINCT o.id) > 1`),
  );
  // Screenshots: each paid-for order's file is there, and no file is left without its order.
  // (An order placed at 'Proceed to Payment' has none until 'I've Made the Payment'.)
  const { rows } = await pool.query<{ order_number: string; file: string | null }>(
    `SELECT order_number, metadata->>'payment_screenshot' AS file FROM orders
     WHERE order_number NOT LIKE 'ORD-BULK-%' AND payment_submitted_at IS NOT NULL`,
  );
  const known = new Set<string>();
  for (const row of rows) {
    if (!row.file) {
      problems.push({ check: "order without its payment screenshot", detail: row.order_number });
      continue;
    }
    known.add(path.normalize(row.file));
    if (!fs.existsSync(path.join(uploadsDir, row.file))) {
      problems.push({ check: "payment screenshot file missing", detail: `${row.order_number}: ${row.file}` });
    }
  }
  const screenshotsDir = path.join(uploadsDir, "payment-screenshots");
  if (fs.existsSync(screenshotsDir)) {
    for (const file of fs.readdirSync(screenshotsDir, { recursive: true }) as string[]) {
      const key = path.normalize(path.join("payment-screenshots", file));
      if (fs.statSync(path.join(screenshotsDir, file)).isFile() && !known.has(key)) {
        problems.push({ check: "payment screenshot without an order", detail: key, leftover: true });
      }
    }
  }
  return problems;
}

export const COUNTED_TABLES = [
  "orders",
  "order_lines",
  "contact_submissions",
  "email_outbox",
  "profiles",
  "artworks",
  "services",
  "payment_methods",
  "login_tokens",
  "order_history",
  "order_notes",
] as const;

/** Rows per table (attempt counters of the rate limits are left out: refusals may count). */
export async function rowCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const exists = await pool.query(`SELECT to_regclass($1) AS t`, [table]);
    if (!exists.rows[0].t) continue;
    counts[table] = Number((await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  }
  counts["reserved originals"] = Number(
    (await pool.query<{ n: string }>(`SELECT count(*) AS n FROM artworks WHERE reserved_by_order_id IS NOT NULL`)).rows[0].n,
  );
  return counts;
}

/** Files under the storage folder (payment screenshots and uploads). */
export function storedFileCount(uploadsDir: string): number {
  if (!fs.existsSync(uploadsDir)) return 0;
  return (fs.readdirSync(uploadsDir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(uploadsDir, f)).isFile()).length;
}
