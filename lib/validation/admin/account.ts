/** Inputs and messages of the back office's "My account" page. */
import { z } from "@/lib/validation/z";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/lib/auth/password-limits";

export const ACCOUNT_MESSAGES = {
  passwordChanged: "Password changed. Your other sessions have been signed out.",
  wrongPassword: "Your current password is not right.",
  currentRequired: "Enter your current password",
  tooShort: `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  tooLong: `The new password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  mismatch: "The new passwords do not match.",
  samePassword: "Choose a password different from the current one.",
  passwordFailed: "The password could not be changed. Please try again.",
  sessionEnded: "Session ended",
  sessionGone: "That session has already ended.",
  signedOutEverywhere: "Signed out everywhere",
  sessionsFailed: "The sessions could not be changed. Please try again.",
} as const;

export const changePasswordInput = z
  .object({
    current: z.string().max(MAX_PASSWORD_LENGTH, ACCOUNT_MESSAGES.wrongPassword).min(1, ACCOUNT_MESSAGES.currentRequired),
    password: z.string().max(MAX_PASSWORD_LENGTH, ACCOUNT_MESSAGES.tooLong).min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.tooShort),
    confirm: z.string().max(MAX_PASSWORD_LENGTH, ACCOUNT_MESSAGES.tooLong),
  })
  .refine((v) => v.password === v.confirm, { message: ACCOUNT_MESSAGES.mismatch, path: ["confirm"] })
  .refine((v) => v.password !== v.current, { message: ACCOUNT_MESSAGES.samePassword, path: ["password"] });

export const endSessionInput = z.object({ sessionId: z.uuid(ACCOUNT_MESSAGES.sessionGone) });

export const noInput = z.object({}).strict().optional();
