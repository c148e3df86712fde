/**
 * The one authorization check of the back office. Every admin page, data function, server action
 * and route handler calls it first, naming the permission it needs (lib/domain/admin-permissions.ts:
 * an assistant has orders, inquiries and the dashboard; naming none means administrators only).
 * It reads the role AND the session row from the database on each call, so a demoted or promoted
 * account gets its new rights at once and a revoked session (Sign Out, password reset, 'Sign out
 * everywhere', role change) is refused at once; the owner (OWNER_EMAIL) is always admin.
 */
import "server-only";
import { cache } from "react";
import { AUTH_MESSAGES, SIGN_IN_PARAM } from "@/lib/auth/messages";
import { backOfficeRoleOf } from "@/lib/auth/owner";
import { can, type BackOfficeRole, type Permission } from "@/lib/domain/admin-permissions";
import { readSession } from "@/lib/auth/session";
import { isUuid, readAccountSession } from "@/lib/auth/admin-sessions";

export const ACCESS_DENIED_MESSAGE = "Access Denied: Admin privileges required for this action";

/** Where an assistant lands on a page of administrators (app/admin/not-allowed). */
export const NOT_ALLOWED_PATH = "/admin/not-allowed";

export type AdminAccessReason = "anonymous" | "expired" | "forbidden";

/**
 * "forbidden" is a signed-in account without the right: a customer account (role null), or an
 * assistant on an administrator's part of the back office (role "assistant").
 */
export class AdminAccessError extends Error {
  constructor(
    readonly reason: AdminAccessReason,
    readonly role: BackOfficeRole | null = null,
  ) {
    super(ACCESS_DENIED_MESSAGE);
    this.name = "AdminAccessError";
  }
}

/** A signed-in account of the back office: an administrator or an assistant. */
export interface Admin {
  id: string;
  email: string;
  role: BackOfficeRole;
  /** The session this request was made with (admin_sessions.id). */
  sessionId: string;
}

/**
 * Within one server render (a page, its layout and the reads they make) the check runs once: the
 * session cookie is decrypted and the two rows (account and session, one query) read once per request, not once per caller.
 * Outside a render (server actions, route handlers, scripts) React's cache does not memoise, so
 * every call checks again.
 */
export async function requireAdmin(permission?: Permission): Promise<Admin> {
  const admin = await checkAdminOncePerRender();
  if (!can(admin.role, permission)) throw new AdminAccessError("forbidden", admin.role);
  return admin;
}

const checkAdminOncePerRender = cache(checkAdmin);

async function checkAdmin(): Promise<Admin> {
  const session = await readSession();
  if (!session) throw new AdminAccessError("anonymous");
  if (session.expired) throw new AdminAccessError("expired");
  if (!isUuid(session.userId)) throw new AdminAccessError("anonymous");
  // The account and its session in one query (both by primary key).
  const found = await readAccountSession(session.userId, session.sessionId);
  if (!found) throw new AdminAccessError("anonymous");
  const { profile } = found;
  const role = backOfficeRoleOf(profile);
  if (!role) throw new AdminAccessError("forbidden");
  // A signed cookie is not enough: its session must still be live in the database.
  if (found.session !== "live") throw new AdminAccessError("expired");
  return { id: profile.id, email: profile.email, role, sessionId: session.sessionId! };
}

/**
 * For admin pages and layouts: anonymous visitors land on '/' with the sign-in dialog open;
 * an expired session also says 'Please log in again to continue'; a signed-in customer account
 * goes to '/'; an assistant on a page of administrators goes to the back office's "Not allowed"
 * page (/admin/not-allowed).
 */
export async function requireAdminPage(permission?: Permission): Promise<Admin> {
  try {
    return await requireAdmin(permission);
  } catch (error) {
    if (!(error instanceof AdminAccessError)) throw error;
    // Loaded here: requireAdmin() alone (actions, reads, scripts) needs nothing from the router.
    const { redirect } = await import("next/navigation");
    if (error.reason === "expired") redirect(`/?${SIGN_IN_PARAM}=expired`);
    if (error.reason === "anonymous") redirect(`/?${SIGN_IN_PARAM}=signin`);
    if (error.role !== null) redirect(NOT_ALLOWED_PATH);
    return redirect("/");
  }
}

export { AUTH_MESSAGES };
