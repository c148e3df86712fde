/**
 * Pay on delivery (cash on delivery), pure rules: where it is offered, its fee, the keys its
 * limits count, and the words that tell the buyer what is paid, when and how.
 *
 * The order's stage (awaiting the phone call, confirmed, shipped, refused, back in the studio)
 * and which back-office actions it allows live in the order's transition table
 * (lib/domain/order-flow.ts, codActionRefusal); the I/O in lib/orders/cash-on-delivery.ts.
 */
import { DELIVERY_MESSAGES, ITEM_TYPE_LABELS, type DeliveryChoice, type DeliveryLine } from "@/lib/domain/delivery-zones";

/** The title of the order line that carries pay on delivery's fee (stored in English; shown in the page's language: orderPage.codFeeLine). */
export const COD_FEE_LINE_TITLE = "Pay on delivery fee";

export const PAYMENT_CHOICES = ["prepaid", "cod"] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

/**
 * The limits' refusals. `max` is the setting, or "{max}" for the template the checkout's answers
 * are translated by (lib/validation/checkout-error-messages.ts).
 */
export const COD_MESSAGES = {
  phoneLimit: (max: number | string) =>
    `This phone number already has ${max === 1 ? "an order" : `${max} orders`} to pay on delivery that ${max === 1 ? "is" : "are"} not delivered yet. Pay this order now, or wait until that one arrives.`,
  addressLimit: (max: number | string) =>
    `This address already has ${max === 1 ? "an order" : `${max} orders`} to pay on delivery that ${max === 1 ? "is" : "are"} not delivered yet. Pay this order now, or wait until that one arrives.`,
} as const;

/** Why pay on delivery is refused for these lines and this choice, or null when it is offered. */
export function codRefusal(lines: readonly DeliveryLine[], choice: DeliveryChoice): string | null {
  if (choice.kind === "collect") return DELIVERY_MESSAGES.codCollect;
  const zone = choice.zone;
  const shipped = lines.filter((line) => line.shipped);
  if (shipped.length === 0) return DELIVERY_MESSAGES.codNotOffered;
  if (shipped.some((line) => zone.rates[line.itemType].mode === "quote")) return DELIVERY_MESSAGES.codOnQuote;
  // Lines not sent (a workshop) are paid like the rest of the order: on delivery too.
  const refused = [...new Set(lines.map((line) => line.itemType))].filter((type) => !zone.codTypes.includes(type));
  if (refused.length > 0) {
    return DELIVERY_MESSAGES.codNotForItems(zone.name, refused.map((type) => ITEM_TYPE_LABELS[type].toLowerCase()).join(" and "));
  }
  return null;
}

/** The national digits of a Nepali phone (98XXXXXXXX), else its digits: what the per-phone limit counts. */
export function phoneKey(phone: string): string {
  let digits = phone.replace(/\D+/g, "").slice(0, 20);
  if (digits.startsWith("00977")) digits = digits.slice(5);
  else if (digits.startsWith("977") && digits.length > 10) digits = digits.slice(3);
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return digits;
}

/** The address folded (case, spaces, punctuation) with its district: what the per-address limit counts. */
export function addressKey(address: string, districtKey: string | null): string {
  const folded = address
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .slice(0, 300);
  return `${districtKey ?? ""}|${folded}`;
}

/** Whether `open` open COD orders of one phone or address leave room for another under `max`. */
export function withinLimit(open: number, max: number): boolean {
  return max <= 0 ? true : open < max;
}

export interface PaymentPlanWords {
  heading: string;
  detail: string;
}

/**
 * What the buyer is told will be paid, when and how: at checkout for each method, and on the
 * order page. `phone` is the number the shop calls.
 */
export function paymentPlanWords(input: {
  method: PaymentChoice;
  totalText: string;
  phone?: string | null;
  onQuote?: boolean;
  collect?: boolean;
  /** Pay on delivery with a deposit: the deposit (paid first) and the cash part, formatted. */
  deposit?: { depositText: string; cashText: string; paid?: boolean } | null;
  /** Paid in advance with a commission's deposit: the deposit now, the balance when the work is ready. */
  commissionDeposit?: { depositText: string; balanceText: string } | null;
}): PaymentPlanWords {
  if (input.method === "cod" && input.deposit) {
    const { depositText, cashText, paid } = input.deposit;
    const call = input.phone ? `we will call you on ${input.phone} to confirm` : "we will call you to confirm";
    return {
      heading: "Deposit now, the rest on delivery",
      detail: paid
        ? `Your deposit of ${depositText} is paid; ${call}. Pay the rest, ${cashText}, in cash when the parcel arrives.`
        : `Pay a deposit of ${depositText} now, online or by QR code; once it is paid, ${call}. Pay the rest, ${cashText}, in cash when the parcel arrives.`,
    };
  }
  if (input.method === "cod") {
    const call = input.phone ? `; we will call you on ${input.phone} to confirm first` : "; we will call you to confirm first";
    return {
      heading: "Pay on delivery",
      detail: `Pay ${input.totalText} in cash when the parcel arrives${call}. Nothing is paid now.`,
    };
  }
  if (input.onQuote) {
    return {
      heading: "Pay after the shipping quote",
      detail: `Your order is placed with shipping to be quoted. We email you the shipping price; then you pay ${input.totalText} plus shipping online or by QR on your order page.`,
    };
  }
  if (input.commissionDeposit) {
    const { depositText, balanceText } = input.commissionDeposit;
    return {
      heading: input.collect ? "Deposit now, collect from the studio" : "Deposit now, the balance when ready",
      detail: `Pay the deposit, ${depositText}, now online or by QR code; the balance, ${balanceText}, when the work is ready. ${
        input.collect ? "Collect the order from the studio, at no charge, once it is paid in full." : "We send the parcel once it is paid in full."
      }`,
    };
  }
  if (input.collect) {
    return { heading: "Pay now, collect from the studio", detail: `Pay ${input.totalText} now online or by QR; collect the order from the studio, at no charge.` };
  }
  return { heading: "Pay now", detail: `Pay ${input.totalText} now online or by QR code; we send the parcel once the payment is confirmed.` };
}
