/** Inputs and messages of the back office's customer actions and the set-password page. */
import { z } from "@/lib/validation/z";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/lib/auth/password";
import { ACCOUNT_ROLES } from "@/lib/domain/admin-permissions";

export const CUSTOMER_MESSAGES = {
  roleUpdated: (role: string) => `Customer role updated to ${role}`,
  roleFailed: "Failed to update role",
  fetchFailed: "Failed to fetch customers",
  ownerIsAdmin: "The owner account is always an administrator and cannot be demoted.",
  notYourself: "You cannot remove your own administrator role.",
  welcomeSent: "Welcome email with a set-password link sent",
} as const;

export const SET_PASSWORD_MESSAGES = {
  invalidLink: "This link is invalid or has expired. Ask an administrator for a new one.",
  tooShort: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  tooLong: `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  mismatch: "The passwords do not match.",
  done: "Your password has been set. You can now sign in.",
  failed: "The password could not be set. Please try again.",
} as const;

/** Set-password links stay valid this long after they are sent. */
export const SET_PASSWORD_LINK_TTL_MS = 48 * 60 * 60 * 1000;

export const customerRoleInput = z.object({
  email: z.string().max(254).pipe(z.email("Invalid email")).transform((v) => v.trim().toLowerCase()),
  role: z.enum(ACCOUNT_ROLES),
});

export const setPasswordInput = z
  .object({
    token: z.string().max(128).regex(/^[A-Za-z0-9_-]{20,128}$/, SET_PASSWORD_MESSAGES.invalidLink),
    password: z.string().max(MAX_PASSWORD_LENGTH, SET_PASSWORD_MESSAGES.tooLong).min(MIN_PASSWORD_LENGTH, SET_PASSWORD_MESSAGES.tooShort),
    confirm: z.string().max(MAX_PASSWORD_LENGTH, SET_PASSWORD_MESSAGES.tooLong),
  })
  .refine((v) => v.password === v.confirm, { message: SET_PASSWORD_MESSAGES.mismatch, path: ["confirm"] });
