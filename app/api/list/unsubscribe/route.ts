/**
 * One-click unsubscribe (RFC 8058): the List-Unsubscribe address of every list email.
 * - POST (a mail program's one-click, body `List-Unsubscribe=One-Click`, or the button of the
 *   page below): unsubscribes without sign-in, idempotently (again: the same answer).
 * - GET never unsubscribes (mail scanners follow links): it leads to the page with the button.
 */
import { NextResponse, type NextRequest } from "next/server";
import { LIST_MESSAGES } from "@/lib/domain/mailing-list";
import { unsubscribe } from "@/lib/mailing-list/subscriptions";
import { MAX_TOKEN_LENGTH, verifyUnsubscribeToken } from "@/lib/mailing-list/tokens";
import { addressIn } from "@/lib/http/locale-path";
import { formPageLocale } from "@/lib/mailing-list/links";
import type { Locale } from "@/lib/i18n/locales";

const PAGE = "/list/unsubscribe";

function text(message: string, status: number): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

function tokenOf(request: NextRequest): string | null {
  const raw = request.nextUrl.searchParams.get("token");
  return raw && raw.length <= MAX_TOKEN_LENGTH ? raw : null;
}

export async function GET(request: NextRequest): Promise<Response> {
  const token = tokenOf(request);
  const page = new URL(PAGE, request.nextUrl.origin);
  if (token) page.searchParams.set("token", token);
  return NextResponse.redirect(page, 303);
}

export async function POST(request: NextRequest): Promise<Response> {
  // The page's button says so; a mail program's one-click gets a plain answer.
  let fromPage = false;
  // The page's language: its answer comes back in it (/ne/list/unsubscribe).
  let locale: Locale = "en";
  try {
    const form = await request.formData();
    fromPage = form.get("from") === "page";
    locale = formPageLocale(form.get("locale"));
  } catch {
    /* an empty or unreadable body: a one-click POST all the same */
  }
  const answer = (done: boolean) => {
    if (!fromPage) return done ? text(LIST_MESSAGES.unsubscribed, 200) : text(LIST_MESSAGES.unsubscribeInvalid, 400);
    const page = new URL(addressIn(PAGE, locale), request.nextUrl.origin);
    page.searchParams.set(done ? "done" : "invalid", "1");
    return NextResponse.redirect(page, 303);
  };
  const subscriptionId = verifyUnsubscribeToken(tokenOf(request));
  if (!subscriptionId) return answer(false);
  try {
    return answer(await unsubscribe(subscriptionId));
  } catch (error) {
    console.error("[mailing-list] could not unsubscribe:", error instanceof Error ? error.message : error);
    return text("We could not unsubscribe you just now. Please try again in a moment.", 503);
  }
}
