"use server";
/**
 * "My account" in the back office: change one's own password (which signs out the account's other
 * sessions), end one session, and 'Sign out everywhere' (every session, this one included).
 * Each acts on the signed-in administrator's own account only.
 */
import { db } from "@/lib/db";
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { checkPassword, hashPassword } from "@/lib/auth/password";
import { revokeAllSessions, revokeSession } from "@/lib/auth/admin-sessions";
import { ACCOUNT_MESSAGES, changePasswordInput, endSessionInput, noInput } from "@/lib/validation/admin/account";

export const changeOwnPassword = adminAction(
  changePasswordInput,
  async ({ current, password }, admin) => {
    assertWritable(DEMO_MESSAGES.readOnly);
    const profile = await db.profile.findUniqueOrThrow({ where: { id: admin.id }, select: { passwordHash: true } });
    if (!(await checkPassword(current, profile.passwordHash)).ok) {
      throw new AdminActionError(ACCOUNT_MESSAGES.wrongPassword, { current: ACCOUNT_MESSAGES.wrongPassword });
    }
    const passwordHash = await hashPassword(password);
    const now = new Date();
    const signedOut = await db.$transaction(async (tx) => {
      await tx.profile.update({ where: { id: admin.id }, data: { passwordHash } });
      // Emailed links of the old password's time die with it.
      await tx.loginToken.updateMany({ where: { profileId: admin.id, usedAt: null }, data: { usedAt: now } });
      return revokeAllSessions(admin.id, "password_changed", { except: admin.sessionId, now, client: tx });
    });
    return withMessage({ signedOut }, ACCOUNT_MESSAGES.passwordChanged);
  },
  { failureMessage: ACCOUNT_MESSAGES.passwordFailed, permission: "backOffice" },
);

export const endSession = adminAction(
  endSessionInput,
  async ({ sessionId }, admin) => {
    const ended = await revokeSession(sessionId, "ended", { profileId: admin.id });
    if (!ended) throw new AdminActionError(ACCOUNT_MESSAGES.sessionGone);
    return withMessage({ current: sessionId === admin.sessionId }, ACCOUNT_MESSAGES.sessionEnded);
  },
  { failureMessage: ACCOUNT_MESSAGES.sessionsFailed, permission: "backOffice" },
);

export const signOutEverywhere = adminAction(
  noInput,
  async (_input, admin) => {
    const ended = await revokeAllSessions(admin.id, "signed_out_everywhere");
    return withMessage({ ended }, ACCOUNT_MESSAGES.signedOutEverywhere);
  },
  { failureMessage: ACCOUNT_MESSAGES.sessionsFailed, permission: "backOffice" },
);
