import { z } from "@/lib/validation/z";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/locales";

/**
 * The language an order is placed in, as the checkout form sends it: a known locale, anything
 * else (missing, unknown, not a string, overlong) is English. A language hint never refuses an
 * order. z.enum compares the whole value, so there is nothing to bound first.
 */
export const orderLocaleSchema = z.enum(LOCALES).catch(DEFAULT_LOCALE);
