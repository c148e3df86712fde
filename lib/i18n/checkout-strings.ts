import "server-only";
import { getTranslations } from "next-intl/server";
import type { CheckoutStrings } from "@/components/checkout/checkout-words";
import { CHECKOUT_ERROR_MESSAGES, type CheckoutErrorWords } from "@/lib/validation/checkout-error-messages";
import { paymentWaysText } from "@/lib/domain/online-payment";
import { PROVIDER_LABELS, type OnlineProvider } from "@/lib/domain/online-providers";
import { quickCheckWords } from "./form-strings";
import { templateOf } from "./client-strings";
import type { Locale } from "./locales";

type Translate = (key: string, values?: Record<string, string | number>) => string;

const SLOT = /\{([A-Za-z_]\w*)\}/g;

/** The checkout's answers in `locale`, each with the English one's `{name}` slots kept. */
export async function checkoutErrorWords(locale: Locale): Promise<CheckoutErrorWords> {
  const t = (await getTranslations({ locale, namespace: "checkoutErrors" })) as unknown as Translate;
  return Object.fromEntries(
    Object.entries(CHECKOUT_ERROR_MESSAGES).map(([key, english]) => [key, templateOf(t, key, [...english.matchAll(SLOT)].map((m) => m[1]))]),
  ) as CheckoutErrorWords;
}

/**
 * How the buyer can pay, naming the ways the shop has on: the English of paymentWaysText, or the
 * same parts in `locale`'s words.
 */
export async function payWaysIn(locale: Locale, online: readonly OnlineProvider[], manual: readonly string[]): Promise<string> {
  if (locale === "en") return paymentWaysText(online, manual);
  const t = (await getTranslations({ locale, namespace: "checkout" })) as unknown as Translate;
  const or = (items: readonly string[], word: string) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${word} ${items[items.length - 1]}`);
  const parts: string[] = [];
  if (online.length) parts.push(t("payWaysOnline", { providers: or(online.map((p) => PROVIDER_LABELS[p]), t("payWaysOr")) }));
  if (manual.length) parts.push(t("payWaysManual", { methods: manual.join(", ") }));
  // The two ways apart with a comma and a stronger "or" than the one inside each.
  return parts.length ? parts.join(`, ${t("payWaysOrElse")} `) : t("payWaysDefault");
}

/** Every word checkout step 1 shows, in `locale` (components/checkout/checkout-words.ts). */
export async function checkoutStrings(locale: Locale, payWays: string): Promise<CheckoutStrings> {
  const [checkout, cod, deposit, errors, quickCheck] = await Promise.all([
    getTranslations({ locale, namespace: "checkout" }),
    getTranslations({ locale, namespace: "codPlan" }),
    getTranslations({ locale, namespace: "commissionDeposit" }),
    checkoutErrorWords(locale),
    quickCheckWords(locale),
  ]);
  const t = checkout as unknown as Translate;
  const c = cod as unknown as Translate;
  return {
    locale,
    page: {
      loading: t("loading"),
      leaving: t("leaving"),
      pendingOrder: templateOf(t, "pendingOrder", ["orderNumber"]),
      goToPayment: t("goToPayment"),
      emptyTitle: t("emptyTitle"),
      emptyText: t("emptyText"),
      browseGallery: t("browseGallery"),
      pausedTitle: t("pausedTitle"),
      contactUs: t("contactUs"),
      editCart: t("editCart"),
      shippingQuoteNote: t("shippingQuoteNote"),
      planPlaced: t("planPlaced"),
      planNext: templateOf(t, "planNext", ["amount", "deposit", "how"]),
      planDepositMark: t("planDepositMark"),
      planQuotedLater: t("planQuotedLater"),
      payWays,
    },
    steps: { label: t("stepsLabel"), info: t("stepInfo"), payment: t("stepPayment") },
    form: {
      heading: t("infoHeading"),
      optional: t("optional"),
      fullName: t("fullName"),
      phone: t("phone"),
      email: t("email"),
      address: t("address"),
      notes: t("notes"),
      notesPlaceholder: t("notesPlaceholder"),
      proceed: t("proceed"),
    },
    delivery: {
      legend: t("delivery"),
      district: t("district"),
      country: t("country"),
      howYouPay: t("howYouPay"),
      chooseDistrictFirst: t("chooseDistrictFirst"),
      shippingDepends: t("shippingDepends"),
      collectNote: t("collectNote"),
      zoneOnQuote: templateOf(t, "zoneOnQuote", ["zone"]),
      zoneShipping: templateOf(t, "zoneShipping", ["zone", "price"]),
      zoneShippingPromise: templateOf(t, "zoneShippingPromise", ["zone", "price", "promise"]),
      free: t("free"),
    },
    select: {
      choose: t("chooseDistrict"),
      collect: t("collect"),
      noCharge: t("noCharge"),
      districts: t("districts"),
      search: t("searchDistrict"),
      noDistrict: t("noDistrict"),
      province: templateOf(t, "province", ["province"]),
      outsideNepal: t("outsideNepal"),
    },
    plan: {
      nowHeading: t("planNowHeading"),
      now: templateOf(t, "planNow", ["total"]),
      collectHeading: t("planCollectHeading"),
      collect: templateOf(t, "planCollect", ["total"]),
      quoteHeading: t("planQuoteHeading"),
      quote: templateOf(t, "planQuote", ["total"]),
      depositHeading: t("planDepositHeading"),
      depositCollectHeading: t("planDepositCollectHeading"),
      deposit: templateOf(t, "planDeposit", ["deposit", "balance"]),
      depositCollect: templateOf(t, "planDepositCollect", ["deposit", "balance"]),
      codHeading: c("headingCod"),
      cod: templateOf(c, "cod", ["total", "phone"]),
      codNoPhone: templateOf(t, "codNoPhone", ["total"]),
      codDepositHeading: c("headingDeposit"),
      codDeposit: templateOf(c, "depositDue", ["deposit", "phone", "cash"]),
      codDepositNoPhone: templateOf(t, "depositDueNoPhone", ["deposit", "cash"]),
    },
    errors,
    deposit: { heading: deposit("heading"), depositNow: deposit("depositNow"), balanceLater: deposit("balanceLater"), balanceNote: deposit("balanceNote") },
    quickCheck,
  };
}
