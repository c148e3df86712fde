/**
 * Customers of the back office: profiles and people who ordered, grouped by canonical mailbox
 * (canonical_email(), the SQL twin of lib/domain/email-address.ts: `+tags` and Gmail dots are one
 * person), shown with the address they used last,
 * newest first, with total_orders, total_spent (paid orders only) and last_order_date.
 * Administrators only (assistants see no customer list).
 */
import "server-only";
import { db, Prisma } from "@/lib/db";
import { requireAdmin } from "@/lib/auth/require-admin";
import { isOwnerEmail } from "@/lib/auth/owner";
import { likePattern } from "@/lib/domain/admin-order-query";
import type { AccountRole } from "@/lib/domain/admin-permissions";

export interface AdminCustomer {
  email: string;
  profileId: string | null;
  name: string;
  role: AccountRole | null;
  isOwner: boolean;
  hasPassword: boolean;
  createdAt: Date;
  totalOrders: number;
  totalSpentPaisa: number;
  lastOrderDate: Date | null;
}

export const CUSTOMERS_PAGE_SIZE = 100;

export async function listCustomers(options: { search?: string | null; limit?: number } = {}): Promise<AdminCustomer[]> {
  await requireAdmin("customers");
  const limit = Math.min(options.limit ?? CUSTOMERS_PAGE_SIZE, 500);
  const search = options.search ? Prisma.sql`WHERE lower(coalesce(p.email, s.email) || ' ' || coalesce(p.full_name, s.name, '')) LIKE ${likePattern(options.search)}` : Prisma.empty;
  const rows = await db.$queryRaw<
    {
      email: string;
      profile_id: string | null;
      name: string | null;
      role: AccountRole | null;
      has_password: boolean;
      created_at: Date;
      total_orders: bigint | null;
      total_spent: bigint | number | null;
      last_order: Date | null;
    }[]
  >`
    WITH s AS (
      SELECT coalesce(nullif(customer_email_canonical, ''), canonical_email(customer_email)) AS mailbox,
             (array_agg(lower(customer_email) ORDER BY created_at DESC))[1] AS email, count(*) AS total_orders,
             coalesce(sum(total_paisa) FILTER (WHERE payment_status = 'paid'), 0) AS total_spent,
             max(created_at) AS last_order, min(created_at) AS first_order,
             (array_agg(customer_info->>'name' ORDER BY created_at DESC))[1] AS name
      FROM orders GROUP BY 1
    )
    SELECT coalesce(p.email, s.email) AS email, p.id AS profile_id, coalesce(p.full_name, s.name) AS name,
           p.role::text AS role, (p.password_hash IS NOT NULL) AS has_password,
           coalesce(p.created_at, s.first_order) AS created_at,
           s.total_orders, s.total_spent, s.last_order
    FROM profiles p FULL OUTER JOIN s ON s.mailbox = canonical_email(p.email)
    ${search}
    ORDER BY coalesce(p.created_at, s.first_order) DESC
    LIMIT ${limit}`;
  return rows.map((r) => ({
    email: r.email,
    profileId: r.profile_id,
    name: r.name ?? "",
    role: isOwnerEmail(r.email) ? "admin" : r.role,
    isOwner: isOwnerEmail(r.email),
    hasPassword: Boolean(r.has_password),
    createdAt: r.created_at,
    totalOrders: Number(r.total_orders ?? 0),
    totalSpentPaisa: Number(r.total_spent ?? 0),
    lastOrderDate: r.last_order,
  }));
}
