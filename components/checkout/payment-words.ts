import type { Locale } from "@/lib/i18n/locales";

/**
 * The payment step's words, translated on the server (lib/i18n/payment-strings.ts) and handed to
 * its browser code as props: no translation runtime in the browser. What the server knows (the
 * order number, amounts, the provider, times) is filled in there; `{name}` slots stay only for
 * what the browser knows (time left, a file's size) or draws as an element (parts in bold).
 */
export interface PaymentStrings {
  locale: Locale;
  /** The artist chose Latin digits for Nepali pages. */
  latinDigits: boolean;
  section: string;
  badge: string;
  back: string;
  /** {orderNumber} (drawn in monospace). */
  orderLabel: string;
  /** The amount to pay now, as the page writes money. */
  amount: string;
  /** {amount} and {orderNumber} (drawn in bold); the rest filled. */
  payIntro: string;
  held: string;
  pleasePay: string;
  /** {time} */
  timeLeft: string;
  timeUp: string;
  /** {minutes} */
  minutes: string;
  /** {hours} {minutes} */
  hoursMinutes: string;
  /** While an eSewa/Khalti payment is being confirmed (filled). */
  pending: { title: string; text: string; notConfirmed: string; checkAgain: string } | null;
  restore: string;
  placed: string;
  /** {orderNumber} (drawn in monospace). */
  placedText: string;
  viewOrder: string;
  /** "Order <number>" (filled), the toast's description. */
  toastOrder: string;
  expiredTitle: string;
  closedTitle: string;
  expiredText: string;
  closedText: string;
  qrHeading: string;
  submit: string;
  processing: string;
  whatNext: string;
  messages: { screenshotRequired: string; paymentUnknown: string; orderFailed: string };
  methods: PaymentMethodStrings;
  online: OnlinePaymentStrings;
  screenshot: ScreenshotStrings;
}

export interface PaymentMethodStrings {
  copy: string;
  copied: string;
  /** {label} */
  copyLabel: string;
  saveQr: string;
  /** The QR image's alt text per method kind (filled). */
  qrAlt: Record<string, string>;
  /** Under a QR code with the amount inside (filled). */
  amountInside: string;
  scanIt: string;
  /** Per method kind (filled). */
  noQr: Record<string, string>;
  amountLabel: string;
  remarksLabel: string;
  noMethods: string;
  waysToPay: string;
}

export interface OnlinePaymentStrings {
  heading: string;
  /** Per provider (filled). */
  payWith: Record<string, string>;
  note: string;
  unavailable: string;
}

export interface ScreenshotStrings {
  label: string;
  previewAlt: string;
  remove: string;
  upload: string;
  types: string;
  /** {size} */
  sizeKb: string;
  /** The size is written in Devanagari digits (a Nepali page, unless the artist chose Latin). */
  nepaliDigits: boolean;
  notAnImage: string;
  tooLarge: string;
}
