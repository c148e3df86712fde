/**
 * The mailing list's input bounds, for forms in the browser too: no zod here, so the footer's
 * sign-up (on every public page) does not bring zod into the page's JavaScript.
 */
export const LIST_LIMITS = { email: 254, title: 150, body: 5000, works: 4 } as const;
