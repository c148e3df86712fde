/** Every sign-in and access message of the back office (spec sections 2, 5, 6 and 8). */
export const AUTH_MESSAGES = {
  fillAllFields: "Please fill in all fields",
  welcome: "Welcome back!",
  failed: "Failed to sign in",
  invalidCredentials: "Invalid email or password",
  lockedOut: "Too many failed sign-in attempts. Please wait 15 minutes before trying again.",
  registrationDisabled: "Registration is disabled. Contact the site administrator for access.",
  signedOut: "Signed out successfully",
  signOutFailed: "Failed to sign out",
  sessionExpired: "Please log in again to continue",
  accessDenied: "Access Denied: Admin privileges required for this action",
} as const;

/** Query parameter that opens the sign-in dialog on the public site (?admin=signin or ?admin=expired). */
export const SIGN_IN_PARAM = "admin";
