import { CART_MESSAGES } from "@/lib/domain/cart-read";
import { countString, fillString, type CountForms } from "@/lib/i18n/client-strings";
import { formatPrice, toDevanagariDigits } from "@/lib/i18n/numbers";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The cart's words (cart page, lines, panel, summary, toasts), translated on the server
 * (lib/i18n/cart-strings.ts) and handed to the cart's browser code as props: no translation
 * runtime in the browser. Templates keep `{name}` slots for what only the browser knows (a
 * line's title, a price); CountForms for words that follow a count.
 */
export interface CartStrings {
  locale: Locale;
  /** The artist chose Latin digits for Nepali pages. */
  latinDigits: boolean;
  line: {
    /** {notes} */
    notes: string;
    /** {price} */
    each: string;
    /** {price} */
    shippingEach: string;
    customize: string;
    remove: string;
    /** {title} */
    removeLabel: string;
    quantityOf: string;
    decrease: string;
    increase: string;
    /** {price} */
    withFrame: string;
    withoutFrame: string;
    referencePhotos: CountForms;
  };
  panel: {
    title: CountForms;
    subtotal: string;
    note: string;
    viewCart: string;
    checkout: string;
  };
  /** An empty cart (panel, cart page, checkout) and the lines the server's check took out. */
  empty: {
    title: string;
    text: string;
    browseGallery: string;
    backHome: string;
    removedOne: string;
    removedMany: string;
  };
  summary: OrderSummaryStrings;
  quoteNote: string;
  toasts: {
    added: string;
    removed: string;
    updated: string;
    cleared: string;
    /** {max} */
    maxQuantity: string;
    /** {title} */
    unavailable: string;
    /** {title} {from} {to} */
    priceChanged: string;
    /** {from} {to} */
    notePriceUpdated: string;
    /** {max} */
    noteQuantitySet: string;
  };
  /** The header's cart link: "Cart, 3 items". */
  cartLabel: CountForms;
  /** The artwork options dialog (add from a card or a work's page, 'Customize' in the cart). */
  options: ArtworkOptionsWords;
}

export type ArtworkOptionsWords = typeof ENGLISH_OPTIONS;

/** The options dialog's English: the catalogue's `cartOptions` (a unit test keeps them equal). */
export const ENGLISH_OPTIONS = {
  titleAdd: "Customize Your Order",
  titlePrint: "Order a Print",
  titleEdit: "Edit Customization",
  price: "Price",
  adding: "Adding...",
  add: "Add to Cart",
  save: "Save Changes",
  loading: "Loading sizes and prices...",
  missing: "This work cannot be ordered at the moment.",
  failed: "The sizes and prices could not be loaded. Please try again.",
  onQuote: "Frame priced on quote: not included; the shop will tell you its price.",
  tryAgain: "Try again",
  size: "Size",
  framing: "Framing",
  original: "Original (one of a kind)",
  priceOnQuote: "Price on quote",
  notes: "Notes",
  optional: "(optional)",
  notesPlaceholder: "Anything the artist should know (dedication, gift wrap, framing colour...)",
};

/** The cart page's own words (only the cart page carries them). */
export interface CartPageStrings {
  loading: string;
  processing: string;
  proceed: string;
  clear: string;
  continueShopping: string;
  itemsHeading: CountForms;
  checking: string;
}

export interface OrderSummaryStrings {
  locale: Locale;
  latinDigits: boolean;
  heading: string;
  /** "Subtotal (3 items)" */
  subtotal: CountForms;
  shipping: string;
  free: string;
  tax: string;
  total: string;
}

/** The summary's words in English: what a page not yet translated shows (checkout). */
export const ENGLISH_ORDER_SUMMARY: OrderSummaryStrings = {
  locale: "en",
  latinDigits: false,
  heading: "Order Summary",
  subtotal: { one: "Subtotal ({count} item)", other: "Subtotal ({count} items)" },
  shipping: "Shipping",
  free: "Free",
  tax: "Tax",
  total: "Total",
};

/** English toasts for a document whose pages gave the cart no words (the back office). */
export const ENGLISH_TOASTS: CartStrings["toasts"] = {
  added: CART_MESSAGES.added("{title}"),
  removed: CART_MESSAGES.removed("{title}"),
  updated: CART_MESSAGES.updated,
  cleared: CART_MESSAGES.cleared,
  maxQuantity: "Maximum quantity is {max} per item",
  unavailable: CART_MESSAGES.unavailable("{title}"),
  priceChanged: CART_MESSAGES.priceChanged("{title}", "{from}", "{to}"),
  notePriceUpdated: "Price updated from {from} to {to}",
  noteQuantitySet: "Quantity set to {max}: this piece is one of a kind",
};

/** Money and numbers as the page's reader expects them (रू and Devanagari digits in Nepali). */
export function moneyIn(strings: Pick<CartStrings, "locale" | "latinDigits">) {
  return {
    money: (paisa: number) => formatPrice(paisa, strings.locale, { digits: strings.latinDigits ? "latin" : "devanagari" }),
    number: (n: number) => (strings.locale === "ne" && !strings.latinDigits ? toDevanagariDigits(String(n)) : String(n)),
    count: (forms: CountForms, n: number) => countString(forms, n, strings.locale, strings.latinDigits),
    fill: fillString,
  };
}

