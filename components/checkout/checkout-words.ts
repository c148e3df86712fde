/**
 * The words of checkout step 1 (components/checkout/*), translated on the server
 * (lib/i18n/checkout-strings.ts, namespaces "checkout", "checkoutErrors", "codPlan") and passed
 * to the browser code as a plain object: no translation runtime in the browser.
 */
import type { Locale } from "@/lib/i18n/locales";
import type { PaymentPlanWords } from "@/lib/domain/cash-on-delivery";
import type { CheckoutErrorWords } from "@/lib/validation/checkout-error-messages";
import type { QuickCheckWords } from "@/components/quick-check/quick-check";
import type { DepositLabels } from "./commission-deposit";
import { fillString } from "@/lib/i18n/client-strings";

export interface CheckoutStepWords {
  label: string;
  info: string;
  payment: string;
}

export const ENGLISH_STEP_WORDS: CheckoutStepWords = { label: "Checkout steps", info: "Customer Info", payment: "Payment" };

/** What is paid, when and how, as templates with `{total}`, `{deposit}`, `{balance}`, `{cash}`, `{phone}` slots. */
export interface PlanTemplates {
  nowHeading: string;
  now: string;
  collectHeading: string;
  collect: string;
  quoteHeading: string;
  quote: string;
  depositHeading: string;
  depositCollectHeading: string;
  deposit: string;
  depositCollect: string;
  codHeading: string;
  cod: string;
  codNoPhone: string;
  codDepositHeading: string;
  codDeposit: string;
  codDepositNoPhone: string;
}

export interface CheckoutStrings {
  locale: Locale;
  page: {
    loading: string;
    leaving: string;
    /** With an `{orderNumber}` slot. */
    pendingOrder: string;
    goToPayment: string;
    emptyTitle: string;
    emptyText: string;
    browseGallery: string;
    pausedTitle: string;
    contactUs: string;
    editCart: string;
    shippingQuoteNote: string;
    planPlaced: string;
    /** With `{amount}`, `{deposit}` (the deposit mark and a space, or nothing) and `{how}` slots. */
    planNext: string;
    planDepositMark: string;
    planQuotedLater: string;
    /** How the buyer can pay, naming the ways the shop has on. */
    payWays: string;
  };
  steps: CheckoutStepWords;
  form: {
    heading: string;
    optional: string;
    fullName: string;
    phone: string;
    email: string;
    address: string;
    notes: string;
    notesPlaceholder: string;
    proceed: string;
  };
  delivery: {
    legend: string;
    district: string;
    country: string;
    howYouPay: string;
    chooseDistrictFirst: string;
    shippingDepends: string;
    collectNote: string;
    /** `{zone}` */
    zoneOnQuote: string;
    /** `{zone}`, `{price}` */
    zoneShipping: string;
    /** `{zone}`, `{price}`, `{promise}` */
    zoneShippingPromise: string;
    free: string;
  };
  select: {
    choose: string;
    collect: string;
    noCharge: string;
    districts: string;
    search: string;
    noDistrict: string;
    /** `{province}` */
    province: string;
    outsideNepal: string;
  };
  plan: PlanTemplates;
  /** The answers of the checks, by key of lib/validation/checkout-error-messages.ts. */
  errors: CheckoutErrorWords;
  deposit: DepositLabels;
  quickCheck: QuickCheckWords;
}

/**
 * What is paid, when and how, in the page's language: the same choices as the rule's English
 * words (paymentPlanWords in lib/domain/cash-on-delivery.ts), from the catalogue's templates.
 * Amounts come formatted.
 */
export function checkoutPlanWords(
  t: PlanTemplates,
  input: {
    method: "prepaid" | "cod";
    totalText: string;
    phone?: string | null;
    onQuote?: boolean;
    collect?: boolean;
    deposit?: { depositText: string; cashText: string } | null;
    commissionDeposit?: { depositText: string; balanceText: string } | null;
  },
): PaymentPlanWords {
  const phone = input.phone || "";
  if (input.method === "cod" && input.deposit) {
    const values = { deposit: input.deposit.depositText, cash: input.deposit.cashText, phone };
    return { heading: t.codDepositHeading, detail: fillString(phone ? t.codDeposit : t.codDepositNoPhone, values) };
  }
  if (input.method === "cod") return { heading: t.codHeading, detail: fillString(phone ? t.cod : t.codNoPhone, { total: input.totalText, phone }) };
  if (input.onQuote) return { heading: t.quoteHeading, detail: fillString(t.quote, { total: input.totalText }) };
  if (input.commissionDeposit) {
    const values = { deposit: input.commissionDeposit.depositText, balance: input.commissionDeposit.balanceText };
    return input.collect
      ? { heading: t.depositCollectHeading, detail: fillString(t.depositCollect, values) }
      : { heading: t.depositHeading, detail: fillString(t.deposit, values) };
  }
  if (input.collect) return { heading: t.collectHeading, detail: fillString(t.collect, { total: input.totalText }) };
  return { heading: t.nowHeading, detail: fillString(t.now, { total: input.totalText }) };
}
