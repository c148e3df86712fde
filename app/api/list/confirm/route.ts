/**
 * Confirms a subscription (double opt-in): the button of /list/confirm posts here with the
 * emailed token, which works once. A GET never confirms (mail scanners follow links): it leads
 * to that page.
 */
import { NextResponse, type NextRequest } from "next/server";
import { kickEmailWorker } from "@/lib/email/outbox";
import { confirmSubscription } from "@/lib/mailing-list/subscriptions";
import { confirmTokenOf } from "@/lib/mailing-list/tokens";
import { addressIn } from "@/lib/http/locale-path";
import { formPageLocale } from "@/lib/mailing-list/links";
import type { Locale } from "@/lib/i18n/locales";

const PAGE = "/list/confirm";

export async function GET(request: NextRequest): Promise<Response> {
  const page = new URL(PAGE, request.nextUrl.origin);
  const token = confirmTokenOf(request.nextUrl.searchParams.get("token"));
  if (token) page.searchParams.set("token", token);
  return NextResponse.redirect(page, 303);
}

export async function POST(request: NextRequest): Promise<Response> {
  let token: string | null = confirmTokenOf(request.nextUrl.searchParams.get("token"));
  // The page's language: the visitor comes back to it (/ne/list/confirm).
  let locale: Locale = "en";
  try {
    const form = await request.formData();
    token ??= confirmTokenOf(form.get("token"));
    locale = formPageLocale(form.get("locale"));
  } catch {
    /* no form body: the token may still be in the address */
  }
  const page = new URL(addressIn(PAGE, locale), request.nextUrl.origin);
  if (!token) {
    page.searchParams.set("invalid", "1");
    return NextResponse.redirect(page, 303);
  }
  try {
    const outcome = await confirmSubscription(token);
    if (outcome.ok && outcome.emailIds.length > 0) kickEmailWorker();
    page.searchParams.set(outcome.ok ? "done" : "invalid", outcome.ok ? outcome.kind : "1");
    return NextResponse.redirect(page, 303);
  } catch (error) {
    console.error("[mailing-list] could not confirm:", error instanceof Error ? error.message : error);
    return new Response("We could not confirm your address just now. Please try again in a moment.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
