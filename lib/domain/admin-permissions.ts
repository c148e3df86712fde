/**
 * Who may do what in the back office. Two roles use it:
 *
 * - admin: everything (the owner, OWNER_EMAIL, is always an admin);
 * - assistant: the day's work only: the dashboard, orders (payment checks, recording a payment
 *   received, status, notes, fulfilment, receipts and the commission reference photos) and
 *   inquiries, and their own account.
 *
 * An assistant has no settings, payment methods, prices (artworks, services, categories), About
 * content, roles or customer list, no analytics and no activity log, no money decisions on an
 * order (refunds, undoing a recorded payment, changing an unpaid order's prices, studio sales,
 * putting sold originals back on sale), and no CSV export of orders:
 * that file holds every customer's name, email, phone and address at once, so it stays with the
 * administrators; an assistant sees one order's details at a time, as packing needs.
 *
 * Every page, read, route and server action names the permission it needs (requireAdmin(),
 * requireAdminPage(), the action client's `permission`); one that names none is for
 * administrators only, so a new part of the back office is closed to assistants until it says
 * otherwise. Pure: used by the server checks and by the sidebar alike.
 */

export const BACK_OFFICE_ROLES = ["admin", "assistant"] as const;
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];

/** Every role an account can have (the Role enum of prisma/schema.prisma). */
export const ACCOUNT_ROLES = ["admin", "assistant", "user"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const PERMISSIONS = [
  /** The back office's frame, the dashboard and one's own account (sessions, password). */
  "backOffice",
  /**
   * Orders: the list, details, payment checks (Mark Paid, Reject, recording a payment received),
   * status changes, reopening a cancelled order, notes, fulfilment, receipts, reference photos.
   */
  "orders",
  /**
   * Money and stock decisions on an order: refunds, undoing a recorded payment, changing an
   * unpaid order's prices, lines, shipping or discount, recording a studio sale at its prices,
   * putting a sold order's originals back on sale.
   */
  "orderMoney",
  /** Inquiries: read, reply, close. */
  "inquiries",
  /** The CSV export of orders (every customer's contact details at once). */
  "ordersExport",
  /** Artworks, services and categories, with their prices and images (uploads). */
  "catalogue",
  /** The About page's content. */
  "about",
  /** Site settings, payment methods and online payment. */
  "settings",
  /** The customer list and the roles of accounts. */
  "customers",
  /** Revenue and sales analytics. */
  "analytics",
  /** The activity log. */
  "activity",
  /** The background jobs: failed jobs and retrying them. */
  "jobs",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ASSISTANT_PERMISSIONS: ReadonlySet<Permission> = new Set<Permission>(["backOffice", "orders", "inquiries"]);

export function isBackOfficeRole(role: unknown): role is BackOfficeRole {
  return role === "admin" || role === "assistant";
}

/** Whether `role` may use `permission`; without a permission, whether it is an administrator. */
export function can(role: BackOfficeRole, permission?: Permission): boolean {
  if (role === "admin") return true;
  return permission !== undefined && ASSISTANT_PERMISSIONS.has(permission);
}

export const ROLE_LABELS: Record<AccountRole, string> = { admin: "Admin", assistant: "Assistant", user: "User" };

/** What a role change grants or takes away, in the confirmation before it. */
export const ROLE_ACCESS: Record<AccountRole, string> = {
  admin: "full access to the back office: orders, customers, payments, prices, roles and settings",
  assistant: "the back office's orders, fulfilment and inquiries only: no settings, prices, payment methods, roles, customers or analytics",
  user: "no access to the back office",
};
