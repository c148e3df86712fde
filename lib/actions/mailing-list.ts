"use server";
/**
 * The public sign-ups of the mailing list and its alerts (footer, after an order, a sold
 * original's prints, a category's new works). Every field is bounded, then validated; past its
 * quiet rate the address must pass the quick check, as the contact form does; sign-ups are rate
 * limited per address and per client; the confirmation email is queued in the same transaction.
 * The answer never says whether the address was on the list already. Each form says which
 * language it was shown in: the answer is in that language, and so are the list's emails to
 * the address.
 */
import { db } from "@/lib/db";
import { DEMO_MESSAGES, isDemoMode } from "@/lib/demo";
import { kickEmailWorker } from "@/lib/email/outbox";
import { requestClientAddress } from "@/lib/http/request-client";
import { consumeRateLimits, senderRateLimits } from "@/lib/rate-limit";
import { requireQuickCheck } from "@/lib/abuse/challenge";
import { QUICK_CHECK_FIELD, QUICK_CHECK_MESSAGES } from "@/lib/domain/quick-check";
import { exceedsLength } from "@/lib/domain/text-input";
import { LIST_LIMITS, LIST_MESSAGES, LIST_RATE_LIMITS, signUpEmailSchema } from "@/lib/domain/mailing-list";
import { ACCESS_TOKEN_PATTERN } from "@/lib/validation/checkout-rules";
import type { ListSignUpState } from "@/lib/validation/mailing-list";
import { requestSubscription, type SubscriptionRequest } from "@/lib/mailing-list/subscriptions";
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/i18n/locales";
import { localized } from "@/lib/i18n/localized";
import { LOCALE_FIELD, messageTranslator, translateState } from "@/lib/i18n/server-messages";

/**
 * Every message a sign-up can answer, by its key in the catalogues' `listMessages` namespace
 * (the English there is this text, tests/unit/i18n-catalogues.test.ts checks it).
 */
const LIST_FORM_MESSAGES = { ...LIST_MESSAGES, quickCheckRequired: QUICK_CHECK_MESSAGES.required, demoReadOnly: DEMO_MESSAGES.readOnly } as const;

/** The form's language: a short known code, English when missing or anything else. */
const localeField = z.enum(LOCALES).catch(DEFAULT_LOCALE);

function formLanguage(formData: unknown): Locale {
  if (!(formData instanceof FormData)) return DEFAULT_LOCALE;
  const value = formData.get(LOCALE_FIELD);
  return localeField.parse(typeof value === "string" && value.length <= 5 ? value : undefined);
}

/** Answers in the form's language. */
async function inLanguage(locale: Locale, state: ListSignUpState): Promise<ListSignUpState> {
  return translateState(state, await messageTranslator(locale, "listMessages", LIST_FORM_MESSAGES));
}

const SLUG_MAX = 200;

function field(formData: FormData, name: string, max: number): string | null {
  const value = formData.get(name);
  if (typeof value !== "string") return "";
  return exceedsLength(value, max) ? null : value;
}

function refused(message: string, email = "", quickCheck = false): ListSignUpState {
  return { status: "error", message, email, ...(quickCheck ? { quickCheck } : {}) };
}

/** The shared steps after the address is known: quick check, rate limit, the pending subscription. */
async function subscribe(formData: FormData, request: SubscriptionRequest, typedEmail: string): Promise<ListSignUpState> {
  if (isDemoMode()) return refused(DEMO_MESSAGES.readOnly, typedEmail);
  const clientAddress = await requestClientAddress();
  try {
    const check = await requireQuickCheck({ clientAddress, payload: formData.get(QUICK_CHECK_FIELD) });
    if (!check.passed) return refused(QUICK_CHECK_MESSAGES.required, typedEmail, true);
    const outcome = await db.$transaction(async (tx) => {
      const limit = await consumeRateLimits(tx, senderRateLimits(LIST_RATE_LIMITS, { email: request.email, clientAddress }));
      if (!limit.allowed) return "limited" as const;
      return requestSubscription(tx, request);
    });
    if (outcome === "limited") return refused(LIST_MESSAGES.rateLimited, typedEmail, check.required);
    if (outcome) kickEmailWorker();
    return { status: "success", message: LIST_MESSAGES.checkInbox };
  } catch (error) {
    console.error("[mailing-list] could not sign up:", error instanceof Error ? error.message : error);
    return refused(LIST_MESSAGES.unavailable, typedEmail);
  }
}

function readEmail(formData: unknown): { ok: true; email: string; typed: string } | { ok: false; state: ListSignUpState } {
  if (!(formData instanceof FormData)) return { ok: false, state: refused(LIST_MESSAGES.notAForm) };
  const typed = field(formData, "email", LIST_LIMITS.email);
  if (typed === null) return { ok: false, state: refused(LIST_MESSAGES.emailTooLong) };
  const parsed = signUpEmailSchema.safeParse(typed);
  if (!parsed.success) return { ok: false, state: refused(parsed.error.issues[0]?.message ?? LIST_MESSAGES.emailInvalid, typed) };
  return { ok: true, email: parsed.data, typed };
}

/** The footer's 'Join the list'. */
export async function signUpForList(_previous: ListSignUpState, formData: FormData): Promise<ListSignUpState> {
  const locale = formLanguage(formData);
  return inLanguage(locale, await listSignUp(formData, locale));
}

async function listSignUp(formData: FormData, locale: Locale): Promise<ListSignUpState> {
  const read = readEmail(formData);
  if (!read.ok) return read.state;
  return subscribe(formData, { email: read.email, kind: "list", source: "footer", locale }, read.typed);
}

/** After an order: the order's own address, only when the (unticked by default) box is ticked. */
export async function signUpAfterOrder(_previous: ListSignUpState, formData: FormData): Promise<ListSignUpState> {
  const locale = formLanguage(formData);
  return inLanguage(locale, await afterOrderSignUp(formData, locale));
}

async function afterOrderSignUp(formData: FormData, locale: Locale): Promise<ListSignUpState> {
  if (!(formData instanceof FormData)) return refused(LIST_MESSAGES.notAForm);
  if (formData.get("consent") !== "yes") return refused(LIST_MESSAGES.consentRequired);
  const token = field(formData, "order", 64);
  if (!token || !ACCESS_TOKEN_PATTERN.test(token)) return refused(LIST_MESSAGES.unavailable);
  const order = await db.order.findUnique({ where: { accessToken: token }, select: { customerEmail: true } }).catch(() => null);
  const parsed = signUpEmailSchema.safeParse(order?.customerEmail ?? "");
  if (!parsed.success) return refused(LIST_MESSAGES.unavailable);
  return subscribe(formData, { email: parsed.data, kind: "list", source: "after_order", locale }, "");
}

/** 'Tell me when prints are available' (a sold original) and 'New works in this category'. */
export async function signUpForAlert(_previous: ListSignUpState, formData: FormData): Promise<ListSignUpState> {
  const locale = formLanguage(formData);
  return inLanguage(locale, await alertSignUp(formData, locale));
}

async function alertSignUp(formData: FormData, locale: Locale): Promise<ListSignUpState> {
  const read = readEmail(formData);
  if (!read.ok) return read.state;
  const kind = formData.get("kind");
  const slug = field(formData, "target", SLUG_MAX);
  if ((kind !== "prints" && kind !== "category") || !slug) return refused(LIST_MESSAGES.unknownTopic, read.typed);
  if (kind === "prints") {
    const work = await db.artwork.findUnique({ where: { slug }, select: { id: true, title: true, titleNe: true, status: true } }).catch(() => null);
    if (!work || work.status !== "sold") return refused(LIST_MESSAGES.unknownTopic, read.typed);
    return subscribe(formData, { email: read.email, kind, source: "alert", artworkId: work.id, topicLabel: localized(work.title, work.titleNe, locale), locale }, read.typed);
  }
  const category = await db.category.findUnique({ where: { slug }, select: { id: true, name: true, nameNe: true } }).catch(() => null);
  if (!category) return refused(LIST_MESSAGES.unknownTopic, read.typed);
  return subscribe(formData, { email: read.email, kind, source: "alert", categoryId: category.id, topicLabel: localized(category.name, category.nameNe, locale), locale }, read.typed);
}
