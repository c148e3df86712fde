import { SESSION_EXPIRED_MESSAGE, SIGN_IN_PARAM } from "./sign-in-param";

export { SIGN_IN_PARAM };

/** Every sign-in and access message of the back office (spec sections 2, 5, 6 and 8). */
export const AUTH_MESSAGES = {
  fillAllFields: "Please fill in all fields",
  welcome: "Welcome back!",
  failed: "Failed to sign in",
  invalidCredentials: "Invalid email or password",
  lockedOut: "Too many failed sign-in attempts. Please wait a few minutes before trying again, or email yourself a sign-in link.",
  registrationDisabled: "Registration is disabled. Contact the site administrator for access.",
  signedOut: "Signed out successfully",
  signOutFailed: "Failed to sign out",
  sessionExpired: SESSION_EXPIRED_MESSAGE,
  accessDenied: "Access Denied: Admin privileges required for this action",
} as const;

/** The sign-in delay, with the wait in whole minutes. */
export function signInDelayedMessage(minutes: number): string {
  const wait = minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return `Too many failed sign-in attempts. Please wait ${wait} before trying again, or email yourself a sign-in link.`;
}

/** The emailed one-time sign-in link. */
export const SIGN_IN_LINK_MESSAGES = {
  emailNeeded: "Enter your email to receive a sign-in link",
  sent: "If this email belongs to an administrator, a sign-in link is on its way. It works once, for 15 minutes.",
  limited: "Too many sign-in links asked for. Please wait a few minutes before asking again.",
  failed: "The sign-in link could not be sent. Please try again.",
  invalid: "This sign-in link is invalid, used or expired. Ask for a new one from the sign-in dialog.",
} as const;
