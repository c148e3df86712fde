/**
 * The demo administrator of DEMO_MODE: created (or its password reset to the shown one) when the
 * site starts in demo mode, so visitors can sign in to the read-only back office.
 */
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { PrismaClient } from "@/lib/generated/prisma/client";

export async function ensureDemoAccount(db: PrismaClient, account: { email: string; password: string }): Promise<void> {
  const email = account.email.trim().toLowerCase();
  const existing = await db.profile.findUnique({ where: { email }, select: { role: true, passwordHash: true } });
  if (existing && existing.role === "admin" && existing.passwordHash && (await verifyPassword(account.password, existing.passwordHash).catch(() => false))) return;
  const passwordHash = await hashPassword(account.password);
  await db.profile.upsert({
    where: { email },
    update: { role: "admin", passwordHash },
    create: { email, fullName: "Demo Administrator", role: "admin", passwordHash },
  });
}
