/**
 * The one authorization check of the back office. Every admin page, data function, server action
 * and route handler calls it first. It reads the role AND the session row from the database on
 * each call, so a demoted administrator loses access at once and a revoked session (Sign Out,
 * password reset, 'Sign out everywhere', role change) is refused at once; the owner (OWNER_EMAIL)
 * is always admin.
 */
import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { AUTH_MESSAGES, SIGN_IN_PARAM } from "@/lib/auth/messages";
import { isAdministrator } from "@/lib/auth/owner";
import { readSession } from "@/lib/auth/session";
import { checkSession, isUuid } from "@/lib/auth/admin-sessions";

export const ACCESS_DENIED_MESSAGE = "Access Denied: Admin privileges required for this action";

export type AdminAccessReason = "anonymous" | "expired" | "forbidden";

export class AdminAccessError extends Error {
  constructor(readonly reason: AdminAccessReason) {
    super(ACCESS_DENIED_MESSAGE);
    this.name = "AdminAccessError";
  }
}

export interface Admin {
  id: string;
  email: string;
  role: "admin";
  /** The session this request was made with (admin_sessions.id). */
  sessionId: string;
}

/**
 * Within one server render (a page, its layout and the reads they make) the check runs once: the
 * session cookie is decrypted and the two rows read once per request, not once per caller.
 * Outside a render (server actions, route handlers, scripts) React's cache does not memoise, so
 * every call checks again.
 */
export function requireAdmin(): Promise<Admin> {
  return checkAdminOncePerRender();
}

const checkAdminOncePerRender = cache(checkAdmin);

async function checkAdmin(): Promise<Admin> {
  const session = await readSession();
  if (!session) throw new AdminAccessError("anonymous");
  if (session.expired) throw new AdminAccessError("expired");
  if (!isUuid(session.userId)) throw new AdminAccessError("anonymous");
  const profile = await db.profile.findUnique({
    where: { id: session.userId },
    select: { id: true, email: true, role: true },
  });
  if (!profile) throw new AdminAccessError("anonymous");
  if (!isAdministrator(profile)) throw new AdminAccessError("forbidden");
  // A signed cookie is not enough: its session must still be live in the database.
  if ((await checkSession(session.sessionId, profile.id)) !== "live") throw new AdminAccessError("expired");
  return { id: profile.id, email: profile.email, role: "admin", sessionId: session.sessionId! };
}

/**
 * For admin pages and layouts: anonymous visitors land on '/' with the sign-in dialog open;
 * an expired session also says 'Please log in again to continue'; a signed-in non-admin goes to '/'.
 */
export async function requireAdminPage(): Promise<Admin> {
  try {
    return await requireAdmin();
  } catch (error) {
    if (!(error instanceof AdminAccessError)) throw error;
    // Loaded here: requireAdmin() alone (actions, reads, scripts) needs nothing from the router.
    const { redirect } = await import("next/navigation");
    if (error.reason === "expired") redirect(`/?${SIGN_IN_PARAM}=expired`);
    if (error.reason === "anonymous") redirect(`/?${SIGN_IN_PARAM}=signin`);
    return redirect("/");
  }
}

export { AUTH_MESSAGES };
