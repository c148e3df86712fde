/**
 * The one authorization check of the back office. Every admin page, data function, server action
 * and route handler calls it first. It reads the session AND the role from the database on each
 * call, so a demoted administrator loses access at once; the owner (OWNER_EMAIL) is always admin.
 */
import "server-only";
import { redirect } from "next/navigation";
import { db } from "@/lib/db";
import { AUTH_MESSAGES, SIGN_IN_PARAM } from "@/lib/auth/messages";
import { isAdministrator } from "@/lib/auth/owner";
import { readSession } from "@/lib/auth/session";

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
}

export async function requireAdmin(): Promise<Admin> {
  const session = await readSession();
  if (!session) throw new AdminAccessError("anonymous");
  if (session.expired) throw new AdminAccessError("expired");
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!UUID.test(session.userId)) throw new AdminAccessError("anonymous");
  const profile = await db.profile.findUnique({
    where: { id: session.userId },
    select: { id: true, email: true, role: true },
  });
  if (!profile) throw new AdminAccessError("anonymous");
  if (!isAdministrator(profile)) throw new AdminAccessError("forbidden");
  return { id: profile.id, email: profile.email, role: "admin" };
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
    if (error.reason === "expired") redirect(`/?${SIGN_IN_PARAM}=expired`);
    if (error.reason === "anonymous") redirect(`/?${SIGN_IN_PARAM}=signin`);
    redirect("/");
  }
}

export { AUTH_MESSAGES };
