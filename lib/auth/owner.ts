import { env } from "@/lib/env";
import { isBackOfficeRole, type BackOfficeRole } from "@/lib/domain/admin-permissions";

/** The owner account (OWNER_EMAIL) is always an administrator and can never be demoted. */
export function isOwnerEmail(email: string | null | undefined): boolean {
  const owner = env().OWNER_EMAIL;
  return Boolean(owner && email && email.trim().toLowerCase() === owner);
}

/** The account's role in the back office (the owner is always admin), or null for none. */
export function backOfficeRoleOf(profile: { email: string; role: string }): BackOfficeRole | null {
  if (isOwnerEmail(profile.email)) return "admin";
  return isBackOfficeRole(profile.role) ? profile.role : null;
}

/** May sign in to the back office: an administrator, an assistant or the owner. */
export function hasBackOfficeAccess(profile: { email: string; role: string }): boolean {
  return backOfficeRoleOf(profile) !== null;
}
