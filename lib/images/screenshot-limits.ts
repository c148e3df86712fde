/**
 * The payment screenshot's limits as plain values (lib/images/rules.ts builds its rule from them):
 * the payment step's browser code checks a chosen file with these, without the rules' messages
 * and decoders (its words come from the server in the page's language).
 */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_FORMATS = ["png", "jpeg", "webp"] as const;
/** The same list as MIME types, for the file input's accept and its own check, and for the server. */
export const SCREENSHOT_MIME_TYPES: readonly string[] = Object.freeze(
  SCREENSHOT_FORMATS.map((format) => `image/${format}`),
);

/** Go on to the order's page this long after a successful payment (spec section 9). */
export const ORDER_REDIRECT_DELAY_MS = 2_000;
