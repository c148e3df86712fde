import "server-only";
import { getTranslations } from "next-intl/server";
import { ENGLISH_OPTIONS, type ArtworkOptionsWords, type CartPageStrings, type CartStrings, type OrderSummaryStrings } from "@/components/cart/cart-words";
import { countForms, templateOf } from "./client-strings";
import type { Locale } from "./locales";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The order summary's words in `locale` (cart page; checkout once it is translated). */
export async function orderSummaryStrings(locale: Locale, latinDigits: boolean): Promise<OrderSummaryStrings> {
  const t = (await getTranslations({ locale, namespace: "cartUi" })) as unknown as Translate;
  return {
    locale,
    latinDigits,
    heading: t("summaryHeading"),
    subtotal: countForms(t, "summarySubtotal"),
    shipping: t("shipping"),
    free: t("free"),
    tax: t("tax"),
    total: t("total"),
  };
}

/** Every word the cart's browser code shows, in `locale` (see components/cart/cart-strings.ts). */
export async function cartStrings(locale: Locale, latinDigits: boolean): Promise<CartStrings> {
  const [ui, page, common, summary, dialog] = await Promise.all([
    getTranslations({ locale, namespace: "cartUi" }),
    getTranslations({ locale, namespace: "cart" }),
    getTranslations({ locale, namespace: "common" }),
    orderSummaryStrings(locale, latinDigits),
    getTranslations({ locale, namespace: "cartOptions" }),
  ]);
  const t = ui as unknown as Translate;
  const p = page as unknown as Translate;
  const o = dialog as unknown as Translate;
  const options = Object.fromEntries(Object.keys(ENGLISH_OPTIONS).map((key) => [key, o(key)])) as ArtworkOptionsWords;
  return {
    locale,
    latinDigits,
    options,
    line: {
      notes: templateOf(t, "notes", ["notes"]),
      each: templateOf(t, "each", ["price"]),
      shippingEach: templateOf(t, "shippingEach", ["price"]),
      customize: t("customize"),
      remove: t("remove"),
      removeLabel: templateOf(t, "removeLabel", ["title"]),
      quantityOf: templateOf(t, "quantityOf", ["title"]),
      decrease: templateOf(t, "decrease", ["title"]),
      increase: templateOf(t, "increase", ["title"]),
      withFrame: templateOf(t, "withFrame", ["price"]),
      withoutFrame: t("withoutFrame"),
      referencePhotos: countForms(t, "referencePhotos"),
    },
    panel: {
      title: countForms(t, "panelTitle"),
      subtotal: t("subtotal"),
      note: t("panelNote"),
      viewCart: t("viewCart"),
      checkout: t("checkout"),
    },
    empty: {
      title: p("emptyTitle"),
      text: p("emptyText"),
      browseGallery: p("browseGallery"),
      backHome: p("backHome"),
      removedOne: t("removedOne"),
      removedMany: t("removedMany"),
    },
    summary,
    quoteNote: t("quoteNote"),
    toasts: {
      added: templateOf(t, "toastAdded", ["title"]),
      removed: templateOf(t, "toastRemoved", ["title"]),
      updated: t("toastUpdated"),
      cleared: t("toastCleared"),
      maxQuantity: templateOf(t, "toastMaxQuantity", ["max"]),
      unavailable: templateOf(t, "toastUnavailable", ["title"]),
      priceChanged: templateOf(t, "toastPriceChanged", ["title", "from", "to"]),
      notePriceUpdated: templateOf(t, "notePriceUpdated", ["from", "to"]),
      noteQuantitySet: templateOf(t, "noteQuantitySet", ["max"]),
    },
    cartLabel: countForms(common as unknown as Translate, "cartLabel"),
  };
}

/** The cart page's own words in `locale`. */
export async function cartPageStrings(locale: Locale): Promise<CartPageStrings> {
  const [ui, page] = await Promise.all([getTranslations({ locale, namespace: "cartUi" }), getTranslations({ locale, namespace: "cart" })]);
  const t = ui as unknown as Translate;
  const p = page as unknown as Translate;
  return {
    loading: p("loading"),
    processing: p("processing"),
    proceed: p("proceed"),
    clear: p("clear"),
    continueShopping: p("continueShopping"),
    itemsHeading: countForms(t, "itemsHeading"),
    checking: t("checking"),
  };
}
