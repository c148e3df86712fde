/*
 * What the footer's 'Admin' link reads on every public page, apart from the other sign-in
 * messages (lib/auth/messages.ts): only these two travel with each page's first load.
 */

/** Query parameter that opens the sign-in dialog on the public site (?admin=signin or ?admin=expired). */
export const SIGN_IN_PARAM = "admin";

/** Shown on '/?admin=expired' (an expired back-office session). */
export const SESSION_EXPIRED_MESSAGE = "Please log in again to continue";
