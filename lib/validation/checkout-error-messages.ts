/**
 * The checkout's step-1 answers as one table (key → the spec's English wording), for translating
 * them into the page's language: the browser's own checks and the server's answers to placing an
 * order. A message with a value (a title, a zone) is written with a `{name}` slot; a `{max}` slot holds a number. The catalogues
 * hold the same keys in the namespace "checkoutErrors" (messages/en.json the same English,
 * tests/unit/i18n-catalogues.test.ts checks they stay equal). No zod here: browser code imports it.
 */
import { CHECKOUT_MESSAGES } from "./checkout-rules";
import { DELIVERY_MESSAGES, ITEM_TYPE_LABELS } from "@/lib/domain/delivery-zones";
import { COD_MESSAGES } from "@/lib/domain/cash-on-delivery";

const { nameTooLong, addressTooLong, notesTooLong } = CHECKOUT_MESSAGES;

export const CHECKOUT_ERROR_MESSAGES = {
  required: CHECKOUT_MESSAGES.required,
  nameRequired: CHECKOUT_MESSAGES.nameRequired,
  emailRequired: CHECKOUT_MESSAGES.emailRequired,
  phoneRequired: CHECKOUT_MESSAGES.phoneRequired,
  addressRequired: CHECKOUT_MESSAGES.addressRequired,
  invalidEmail: CHECKOUT_MESSAGES.invalidEmail,
  invalidPhone: CHECKOUT_MESSAGES.invalidPhone,
  nameTooLong,
  addressTooLong,
  notesTooLong,
  emailTooLong: "Email is too long (254 characters at most)",
  phoneTooLong: "Phone is too long (30 characters at most)",
  rateLimited: CHECKOUT_MESSAGES.rateLimited,
  orderFailed: CHECKOUT_MESSAGES.orderFailed,
  orderUnknown: CHECKOUT_MESSAGES.orderUnknown,
  ordersPaused: CHECKOUT_MESSAGES.ordersPaused,
  emptyCart: CHECKOUT_MESSAGES.emptyCart,
  tooManyLines: CHECKOUT_MESSAGES.tooManyLines,
  commissionSelection: CHECKOUT_MESSAGES.commissionSelection,
  chooseAnotherOption: CHECKOUT_MESSAGES.chooseAnotherOption,
  checkoutKeyMissing: CHECKOUT_MESSAGES.checkoutKeyMissing,
  checkoutKeyReused: CHECKOUT_MESSAGES.checkoutKeyReused,
  cartUnreadable: CHECKOUT_MESSAGES.cartUnreadable,
  originalsAlreadyHeld: CHECKOUT_MESSAGES.originalsAlreadyHeld,
  originalsHeldFromAddress: CHECKOUT_MESSAGES.originalsHeldFromAddress,
  commissionPricing: CHECKOUT_MESSAGES.commissionPricing,
  challengeRequired: CHECKOUT_MESSAGES.challengeRequired,
  sold: CHECKOUT_MESSAGES.sold("{title}"),
  reserved: CHECKOUT_MESSAGES.reserved("{title}"),
  notAvailable: CHECKOUT_MESSAGES.notAvailable("{title}"),
  noPrice: CHECKOUT_MESSAGES.noPrice("{title}"),
  notFound: CHECKOUT_MESSAGES.notFound("{title}"),
  districtRequired: DELIVERY_MESSAGES.districtRequired,
  districtUnknown: DELIVERY_MESSAGES.districtUnknown,
  zoneClosed: DELIVERY_MESSAGES.zoneClosed("{zone}"),
  noZone: DELIVERY_MESSAGES.noZone,
  countryRequired: DELIVERY_MESSAGES.countryRequired,
  collectionOff: DELIVERY_MESSAGES.collectionOff,
  codNotOffered: DELIVERY_MESSAGES.codNotOffered,
  codOnQuote: DELIVERY_MESSAGES.codOnQuote,
  codCollect: DELIVERY_MESSAGES.codCollect,
  codNotForItems: DELIVERY_MESSAGES.codNotForItems("{zone}", "{types}"),
  /** Pay on delivery's limits per phone and per address: one order, or {max} (a number, written with the page's digits). */
  codPhoneLimitOne: COD_MESSAGES.phoneLimit(1),
  codPhoneLimit: COD_MESSAGES.phoneLimit("{max}"),
  codAddressLimitOne: COD_MESSAGES.addressLimit(1),
  codAddressLimit: COD_MESSAGES.addressLimit("{max}"),
  /** The item types a refusal names ('originals and prints'): words of a value, joined by `and`. */
  typeOriginals: ITEM_TYPE_LABELS.original.toLowerCase(),
  typePrints: ITEM_TYPE_LABELS.print.toLowerCase(),
  typeCommissions: ITEM_TYPE_LABELS.commission.toLowerCase(),
  and: " and ",
} as const;

export type CheckoutErrorKey = keyof typeof CHECKOUT_ERROR_MESSAGES;
/** The table in one language (same keys, same slots). */
export type CheckoutErrorWords = Record<CheckoutErrorKey, string>;
