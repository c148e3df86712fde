/** People of the back office tests: an administrator, a customer account, and who is "signed in". */
import bcrypt from "bcryptjs";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { setSessionReaderForTests, type SessionInfo } from "@/lib/auth/session";

export const ADMIN_PASSWORD = "correct-horse-battery";

export async function createProfile(
  email: string,
  role: "admin" | "user",
  options: { password?: string | null; bcrypt?: boolean; fullName?: string } = {},
) {
  const password = options.password === undefined ? ADMIN_PASSWORD : options.password;
  const passwordHash = password === null ? null : options.bcrypt ? await bcrypt.hash(password, 4) : await hashPassword(password);
  return db.profile.upsert({
    where: { email },
    update: { role, passwordHash },
    create: { email, role, passwordHash, fullName: options.fullName ?? null },
  });
}

/** Who the next requireAdmin() sees: a profile, an expired session, or nobody. */
export function signInAs(profile: { id: string; email: string } | null, options: { expired?: boolean } = {}) {
  if (!profile) {
    setSessionReaderForTests(async () => null);
    return;
  }
  const session: SessionInfo = { userId: profile.id, email: profile.email, expired: options.expired ?? false };
  setSessionReaderForTests(async () => session);
}

export function signOutForTests() {
  setSessionReaderForTests(async () => null);
}
