import "server-only";
import { getTranslations } from "next-intl/server";
import type { PaymentStrings } from "@/components/checkout/payment-words";
import type { PaymentPageOrder } from "@/lib/data/orders";
import { PAYMENT_ID_LABELS, PAYMENT_KIND_LABELS, type PaymentKind, type PaymentMethodView } from "@/lib/domain/payment-details";
import { PROVIDER_LABELS, type OnlineProvider } from "@/lib/domain/online-providers";
import type { ReturnOutcome } from "@/lib/domain/online-payment";
import { PAYMENT_STEP_MESSAGES } from "@/lib/validation/payment-messages";
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout-rules";
import { formatPrice, toDevanagariDigits, type Digits } from "./numbers";
import { toLatinDigits } from "./digits";
import { templateOf } from "./client-strings";
import { retranslate } from "./template-parts";
import { DEFAULT_LOCALE, type Locale } from "./locales";

type Translate = ((key: string, values?: Record<string, string | number>) => string) & { raw: (key: string) => unknown };

async function translator(locale: Locale, namespace: string): Promise<Translate> {
  return (await getTranslations({ locale, namespace })) as unknown as Translate;
}

/** Digits as the page writes them: Devanagari on Nepali pages unless the artist chose Latin. */
function digitsOf(locale: Locale, digits: Digits, text: string): string {
  return locale === "ne" && digits !== "latin" ? toDevanagariDigits(text) : text;
}

/** "within 24 hours" in `locale` (the one wording of the payment-check time). */
export async function paymentCheckWords(locale: Locale, hours: number, digits: Digits = "devanagari"): Promise<string> {
  const t = await translator(locale, "payment");
  return t("within", { hours, hoursText: digitsOf(locale, digits, String(hours)) });
}

/** A time of day in Kathmandu ("2:30 PM"; Nepali: "२:३० PM" with the page's digits). */
function timeOfDay(at: string | Date, locale: Locale, digits: Digits): string {
  const text = new Intl.DateTimeFormat("en-NP", { timeStyle: "short", timeZone: "Asia/Kathmandu" }).format(new Date(at));
  return digitsOf(locale, digits, text);
}

/** The payment methods with their names and account labels in `locale` (the values as the artist wrote them). */
export async function localizedPaymentMethods(methods: PaymentMethodView[], locale: Locale): Promise<PaymentMethodView[]> {
  if (locale === DEFAULT_LOCALE) return methods;
  const t = await translator(locale, "payment");
  const idLabel = (kind: PaymentKind) => (kind === "bank" ? t("accountNumber") : kind === "merchant_qr" ? t("merchantId") : t("walletId", { wallet: PAYMENT_KIND_LABELS[kind] }));
  const labels: Record<string, (kind: PaymentKind) => string> = {
    Bank: () => t("bank"),
    "Account name": () => t("accountName"),
    "Account number": () => t("accountNumber"),
  };
  return methods.map((method) => ({
    ...method,
    label: method.kind === "bank" ? t("bankTransfer") : method.label,
    details: method.details.map((row) => ({
      ...row,
      label: labels[row.label]?.(method.kind) ?? (row.label === PAYMENT_ID_LABELS[method.kind] ? idLabel(method.kind) : row.label),
    })),
  }));
}

/** The notice after a return from eSewa/Khalti without a confirmed payment, in `locale`. */
export async function returnNoticeWords(outcome: ReturnOutcome, provider: OnlineProvider, locale: Locale): Promise<string> {
  const t = await translator(locale, "payment");
  const key = { failed: "returnFailed", canceled: "returnCanceled", pending: "returnPending", refused: "returnRefused" }[outcome];
  return t(key, { provider: PROVIDER_LABELS[provider] });
}

/** Every word the payment step shows for `order`, in `locale`. */
export async function paymentStrings(input: {
  locale: Locale;
  digits: Digits;
  order: PaymentPageOrder;
  methods: PaymentMethodView[];
  providers: OnlineProvider[];
  supportEmail: string;
  paymentCheckHours: number;
}): Promise<PaymentStrings> {
  const { locale, digits, order, methods, providers, supportEmail } = input;
  const t = await translator(locale, "payment");
  const price = (paisa: number) => formatPrice(paisa, locale, { digits });
  const within = await paymentCheckWords(locale, input.paymentCheckHours, digits);
  const payIntroValues = { paid: price(order.paidPaisa), total: price(order.totalPaisa), within, amount: "{amount}", orderNumber: "{orderNumber}" };
  const pending = order.pendingOnline;
  const provider = pending ? pending.provider : "";
  return {
    locale,
    latinDigits: digits === "latin",
    section: t("section"),
    badge: t("badge"),
    back: t("back"),
    orderLabel: templateOf(t, "orderLabel", ["orderNumber"]),
    amount: price(order.amountToPayPaisa),
    payIntro: t(order.paidPaisa > 0 ? "payIntroBalance" : "payIntro", payIntroValues),
    held: t("held"),
    pleasePay: t("pleasePay"),
    timeLeft: templateOf(t, "timeLeft", ["time"]),
    timeUp: t("timeUp"),
    minutes: templateOf(t, "minutes", ["minutes"]),
    hoursMinutes: templateOf(t, "hoursMinutes", ["hours", "minutes"]),
    pending: pending
      ? {
          title: t("pendingTitle", { provider, amount: price(pending.amountPaisa) }),
          text: t("pendingText", { provider, started: timeOfDay(pending.startedAt, locale, digits), next: timeOfDay(pending.nextCheckAt, locale, digits) }),
          notConfirmed: t("notConfirmed", { provider }),
          checkAgain: t("checkAgain"),
        }
      : null,
    restore: t("restore"),
    placed: t("placed"),
    placedText: templateOf(t, "placedText", ["orderNumber"]),
    viewOrder: t("viewOrder"),
    toastOrder: t("orderLabel", { orderNumber: order.orderNumber }),
    expiredTitle: t("expiredTitle", { orderNumber: order.orderNumber }),
    closedTitle: t("closedTitle", { orderNumber: order.orderNumber }),
    expiredText: t("messages.orderExpired", { orderNumber: order.orderNumber, email: supportEmail }),
    closedText: t("messages.orderClosed", { orderNumber: order.orderNumber, email: supportEmail }),
    qrHeading: t("qrHeading"),
    submit: t("submit"),
    processing: t("processing"),
    whatNext: t("whatNext"),
    messages: { screenshotRequired: t("messages.screenshotRequired"), paymentUnknown: t("messages.paymentUnknown"), orderFailed: t("messages.orderFailed") },
    methods: {
      copy: t("copy"),
      copied: t("copied"),
      copyLabel: templateOf(t, "copyLabel", ["label"]),
      saveQr: t("saveQr"),
      qrAlt: Object.fromEntries(
        methods.map((m) => [m.kind, m.amountInQr ? t("qrAltAmount", { method: m.label, amount: price(order.amountToPayPaisa) }) : t("qrAlt", { method: m.label })]),
      ),
      amountInside: t("amountInside", { amount: price(order.amountToPayPaisa), orderNumber: order.orderNumber }),
      scanIt: t("scanIt"),
      noQr: Object.fromEntries(methods.map((m) => [m.kind, t("noQr", { method: m.label })])),
      amountLabel: t("amountLabel"),
      remarksLabel: t("remarksLabel"),
      noMethods: t("noMethods"),
      waysToPay: t("waysToPay"),
    },
    online: {
      heading: t("payOnline"),
      payWith: Object.fromEntries(providers.map((p) => [p, t("payWith", { provider: PROVIDER_LABELS[p] })])),
      note: t("onlineNote"),
      unavailable: t("messages.onlineUnavailable"),
    },
    screenshot: {
      label: t("screenshotLabel"),
      previewAlt: t("previewAlt"),
      remove: t("remove"),
      upload: t("upload"),
      types: writtenWith(digits, t("types")),
      sizeKb: templateOf(t, "sizeKb", ["size"]),
      nepaliDigits: locale === "ne" && digits !== "latin",
      notAnImage: t("messages.screenshotNotAnImage"),
      tooLarge: writtenWith(digits, t("messages.screenshotTooLarge")),
    },
  };
}

/**
 * The English messages the payment step's actions answer with, by their key in the "payment.messages"
 * namespace (the same English: tests/unit/payment-strings.test.ts checks it).
 */
export const PAYMENT_ACTION_MESSAGES = {
  screenshotRequired: PAYMENT_STEP_MESSAGES.screenshotRequired,
  screenshotNotAnImage: PAYMENT_STEP_MESSAGES.screenshotNotAnImage,
  screenshotTooLarge: PAYMENT_STEP_MESSAGES.screenshotTooLarge,
  orderFailed: PAYMENT_STEP_MESSAGES.orderFailed,
  paymentUnknown: PAYMENT_STEP_MESSAGES.paymentUnknown,
  uploadFailed: CHECKOUT_MESSAGES.uploadFailed,
  uploadsRateLimited: CHECKOUT_MESSAGES.uploadsRateLimited,
  orderNotFound: CHECKOUT_MESSAGES.orderNotFound,
} as const;

/** Every key of "payment.messages". */
export const PAYMENT_MESSAGE_KEYS = [
  ...(Object.keys(PAYMENT_ACTION_MESSAGES) as (keyof typeof PAYMENT_ACTION_MESSAGES)[]),
  "orderExpired",
  "orderClosed",
  "screenshotNotStored",
  "onlineUnavailable",
  "providerUnreachable",
  "stillWaiting",
  "orderUnavailableOnline",
  "providerDown",
  "onlinePaymentPending",
] as const;

/**
 * Translates what a payment-step action is about to answer (a refusal, a notice) into `locale`:
 * each English message of "payment.messages" is recognised, with its values (an order number, an
 * email), and written in the other language. Anything else is returned as it is. The catalogue
 * writes its own numbers ("५ मेगाबाइट") in Devanagari: Latin where the artist chose Latin digits.
 */
export async function paymentMessageTranslator(locale: Locale, digits: Digits = "devanagari"): Promise<(message: string) => string> {
  if (locale === DEFAULT_LOCALE) return (message) => message;
  const [en, local] = await Promise.all([translator(DEFAULT_LOCALE, "payment.messages"), translator(locale, "payment.messages")]);
  const templates = PAYMENT_MESSAGE_KEYS.map((key) => [en.raw(key) as string, local.raw(key) as string] as const);
  return (message) => writtenWith(digits, retranslate(message, templates));
}

/** A Nepali message with its own numbers in the page's digits (the catalogue writes them in Devanagari). */
function writtenWith(digits: Digits, text: string): string {
  return digits === "latin" ? toLatinDigits(text) : text;
}
