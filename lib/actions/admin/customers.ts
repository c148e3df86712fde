"use server";
/**
 * Make Admin / Make Assistant / Make User. The owner account (OWNER_EMAIL) is never demoted, and
 * nobody removes their own administrator role. Someone given the back office (admin or assistant)
 * without a password gets the Welcome email with a single-use, expiring set-password link. Any
 * change of role ends every session of the account and kills every emailed link it has not used
 * yet (a later promotion sends a new one), and is recorded in the activity log in the same
 * transaction. Administrators only: an assistant manages no roles.
 */
import { db } from "@/lib/db";
import { siteUrl } from "@/lib/env";
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { isOwnerEmail } from "@/lib/auth/owner";
import { createSetPasswordToken } from "@/lib/auth/set-password";
import { revokeAccountAccess } from "@/lib/auth/admin-sessions";
import { enqueueEmail, kickEmailWorker } from "@/lib/email/outbox";
import { CUSTOMER_MESSAGES, customerRoleInput } from "@/lib/validation/admin/customers";
import { recordActivity } from "@/lib/activity/log";

export const setCustomerRole = adminAction(
  customerRoleInput,
  async ({ email, role }, admin) => {
    assertWritable(DEMO_MESSAGES.role);
    if (role !== "admin" && isOwnerEmail(email)) throw new AdminActionError(CUSTOMER_MESSAGES.ownerIsAdmin);
    if (role !== "admin" && email === admin.email.toLowerCase()) throw new AdminActionError(CUSTOMER_MESSAGES.notYourself);
    const result = await db.$transaction(async (tx) => {
      const existing = await tx.profile.findUnique({ where: { email }, select: { id: true, passwordHash: true, fullName: true, role: true } });
      let name = existing?.fullName ?? null;
      if (!existing) {
        const ordered = await tx.order.findFirst({
          where: { customerEmail: email },
          orderBy: { createdAt: "desc" },
          select: { customerInfo: true },
        });
        if (!ordered) throw new AdminActionError("No customer with that email");
        const orderedName = (ordered.customerInfo as { name?: unknown } | null)?.name;
        name = typeof orderedName === "string" && orderedName.trim() ? orderedName.trim() : null;
      }
      const profile = existing
        ? await tx.profile.update({ where: { id: existing.id }, data: { role }, select: { id: true, passwordHash: true } })
        : await tx.profile.create({ data: { email, role, fullName: name }, select: { id: true, passwordHash: true } });
      if (existing && existing.role !== role) await revokeAccountAccess(tx, profile.id, "role_changed");
      if (existing?.role !== role) {
        await recordActivity(tx, admin, { kind: "role", action: "role_changed", subjectId: profile.id, subject: email, before: { role: existing?.role ?? null }, after: { role } });
      }
      let welcomeEmailId: string | null = null;
      if (role !== "user" && !profile.passwordHash) {
        const { token, expiresAt } = await createSetPasswordToken(tx, profile.id);
        const queued = await enqueueEmail(tx, {
          type: "welcome",
          to: [email],
          payload: {
            name: name ?? email,
            email,
            setPasswordUrl: `${siteUrl()}/set-password?token=${token}`,
            expiresAt: expiresAt.toISOString(),
          },
        });
        welcomeEmailId = queued.id;
      }
      return { role, welcomeEmailQueued: welcomeEmailId !== null, welcomeEmailId };
    });
    if (result.welcomeEmailId) kickEmailWorker();
    return withMessage({ role: result.role, welcomeEmailQueued: result.welcomeEmailQueued }, CUSTOMER_MESSAGES.roleUpdated(role));
  },
  { failureMessage: CUSTOMER_MESSAGES.roleFailed, permission: "customers" },
);
