import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { routing } from "./routing";

/**
 * The catalogue of each request. Every public layout and page calls setRequestLocale(locale)
 * first, so the locale comes from the route (app/[locale]) and the pages stay static (cached);
 * anything else is English.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: "Asia/Kathmandu",
  };
});
