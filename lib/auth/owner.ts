import { env } from "@/lib/env";

/** The owner account (OWNER_EMAIL) is always an administrator and can never be demoted. */
export function isOwnerEmail(email: string | null | undefined): boolean {
  const owner = env().OWNER_EMAIL;
  return Boolean(owner && email && email.trim().toLowerCase() === owner);
}

export function isAdministrator(profile: { email: string; role: string }): boolean {
  return profile.role === "admin" || isOwnerEmail(profile.email);
}
