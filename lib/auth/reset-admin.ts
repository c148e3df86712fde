/**
 * `npm run admin:create`: creates an administrator, or resets an existing account's password and
 * role. A reset also ends every session of the account, kills its unused emailed links and lifts
 * every sign-in delay on it (lib/auth/sign-in.ts).
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import { revokeAccountAccess } from "@/lib/auth/admin-sessions";
import { liftSignInDelays, normaliseEmail } from "@/lib/auth/sign-in";

export async function createOrResetAdministrator(
  db: PrismaClient,
  input: { email: string; password: string; name?: string },
): Promise<{ created: boolean; id: string }> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    const existing = await tx.profile.findUnique({ where: { email }, select: { id: true } });
    const profile = await tx.profile.upsert({
      where: { email },
      update: { role: "admin", passwordHash, ...(input.name ? { fullName: input.name } : {}) },
      create: { email, role: "admin", passwordHash, fullName: input.name ?? null },
      select: { id: true },
    });
    if (existing) await revokeAccountAccess(tx, profile.id, "password_reset");
    await liftSignInDelays(tx, email);
    return { created: !existing, id: profile.id };
  });
}
