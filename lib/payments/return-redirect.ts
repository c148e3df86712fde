/**
 * Where the buyer goes after a provider's redirect back: the order's page when the money came (paid,
 * or received and to be refunded: the page says which), its
 * payment page with a message otherwise (the hold and the manual methods stay available).
 */
import { siteUrl } from "@/lib/env";
import type { ReturnResult } from "@/lib/payments/online";
import { orderLocaleByToken } from "@/lib/data/orders";
import { addressIn } from "@/lib/http/locale-path";
import type { Locale } from "@/lib/i18n/locales";

/** The redirect, to the page in `locale` (the language the order was placed in). */
export function returnRedirect(result: ReturnResult, locale: Locale = "en"): Response {
  const site = siteUrl();
  let target: string;
  if (!result.token) target = `${site}${addressIn("/", locale)}`;
  else if (result.outcome === "paid" || result.outcome === "received") target = `${site}${addressIn(`/order-success?token=${encodeURIComponent(result.token)}`, locale)}`;
  else target = `${site}${addressIn(`/checkout/pay/${encodeURIComponent(result.token)}?online=${result.outcome}&provider=${result.provider}`, locale)}`;
  return new Response(null, { status: 303, headers: { Location: target, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}

/** The redirect in the language the order was placed in (orders.locale; English when unknown). */
export async function orderReturnRedirect(result: ReturnResult): Promise<Response> {
  const locale = result.token ? await orderLocaleByToken(result.token).catch(() => "en" as const) : "en";
  return returnRedirect(result, locale);
}

/** A provider's redirect that could not be handled (database down): back to the payment page. */
export function returnFailed(token: string, provider: ReturnResult["provider"], err: unknown): Response {
  console.error(`[payments] ${provider} return failed:`, err instanceof Error ? err.message : err);
  const valid = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? token : null;
  return returnRedirect({ outcome: "pending", provider, token: valid });
}
