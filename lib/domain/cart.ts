/**
 * Cart rules: pure functions over an immutable list of cart lines.
 * No React, no Next, no I/O (the browser storage glue lives in
 * components/cart/cart-provider.tsx). Every operation returns a new array.
 *
 * Field mapping to the product spec (section 3, "Cart item"):
 *   spec shipping_charge -> shippingCharge   (integer paisa per unit)
 *   spec shipping_type   -> shippingType     ('free' | 'fixed')
 *   spec tax_rate        -> taxRate          (percent, e.g. 13 for VAT 13%)
 *   spec tax_included    -> taxIncluded
 *   spec price / fullPrice / framePrice / basePrice -> same names, integer paisa
 *   spec customImageFile is a browser File and is never stored; only customImage (a URL) is.
 * parseCart() also accepts the snake_case spellings.
 */

import { isOriginal, ORIGINAL_MAX_QUANTITY } from "@/lib/domain/pricing";

export const CART_STORAGE_KEY = "art_portfolio_cart";
export const CART_BADGE_CAP = 99;
/** Delay before an item lands in the cart, then the delay before the cart panel opens (spec 9). */
export const ADD_TO_CART_DELAY_MS = 500;
export const OPEN_CART_DELAY_MS = 100;
/** The cart page's 'Proceed to Checkout' waits this long (spec section 9). */
export const CHECKOUT_BUTTON_DELAY_MS = 500;

/** Inline placeholder so a line always has an image, even without any file on disk. */
export const CART_IMAGE_PLACEHOLDER =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e7e5e4"/><path d="M120 210l60-70 45 50 30-35 55 55z" fill="#a8a29e"/><circle cx="265" cy="110" r="18" fill="#a8a29e"/></svg>',
  );

/** Most units of one line (anything but an original, which is 1). */
export const MAX_LINE_QUANTITY = 99;

/**
 * The cart's toasts (spec section 8, "Toast catalogue": added, removed, updated, cleared, empty,
 * 'Maximum quantity is N per item', unavailable, price changed). Every cart message lives here.
 */
export const CART_MESSAGES = {
  added: (title: string) => `"${title}" added to cart`,
  removed: (title: string) => `"${title}" removed from cart`,
  updated: "Cart updated",
  cleared: "Cart cleared",
  empty: "Your cart is empty",
  maxQuantity: (max: number) => `Maximum quantity is ${max} per item`,
  unavailable: (title: string) => `"${title}" is no longer available and was removed from your cart`,
  priceChanged: (title: string, from: string, to: string) => `The price of "${title}" changed from ${from} to ${to}`,
  /**
   * Why the server's check took a line out of the cart, under 'An item was removed from your
   * cart': the reason alone (the checkout's own refusals add 'Please remove it from your cart').
   */
  removedBecause: (reason: string, title: string): string | null => {
    if (reason === "sold") return `"${title}" has already been sold.`;
    if (reason === "reserved") return `"${title}" has just been reserved by another order.`;
    if (reason === "not_available") return `"${title}" is not available for purchase.`;
    if (reason === "not_found") return `"${title}" is no longer in our catalogue.`;
    return null;
  },
} as const;

export type CartItemType = "artwork" | "service";
export type ShippingType = "free" | "fixed";

export interface CartCustomizations {
  /** Key of the size in the artist's price list, or 'original'. */
  size?: string;
  /** Key of the frame in the price list, or 'none'. */
  framing?: string;
  notes?: string;
  /** The size and frame as the buyer read them ("Small print (8x10)"), kept for the cart's lines. */
  sizeLabel?: string;
  framingLabel?: string;
  /** The frame is priced on quote: not in the price, the shop prices it on the order. */
  framingOnQuote?: boolean;
}

export interface CartItem {
  /** Artwork id, or `${serviceId}-${addedAt}` for a service line (services never merge). */
  id: string;
  /** The service's own id for service lines. */
  serviceId?: string;
  title: string;
  description: string;
  /** Unit price in integer paisa. */
  price: number;
  currency: "NPR";
  category: string;
  medium: string;
  dimensions: string;
  year: number | null;
  /** First of images, else the given image, else a placeholder. */
  image: string;
  images: string[];
  featured: boolean;
  available: boolean;
  tags: string[];
  /** ISO date of the artwork or service record. */
  createdAt: string;
  quantity: number;
  /** Epoch milliseconds when the line was created. */
  addedAt: number;
  customizations: CartCustomizations;
  /** Integer paisa per unit; charged only when shippingType is 'fixed'. */
  shippingCharge: number;
  shippingType: ShippingType;
  /** Percent, e.g. 13. */
  taxRate: number;
  taxIncluded: boolean;
  type: CartItemType;
  paymentOption?: string;
  /** Integer paisa. */
  fullPrice?: number;
  customImage?: string;
  // Commission lines (category 'commission', type 'service'):
  commissionCategory?: string;
  size?: string;
  withFrame?: boolean;
  /** Integer paisa. */
  framePrice?: number;
  /** Integer paisa. */
  basePrice?: number;
  /**
   * Commission lines: the reference photos uploaded for it (spec customImageFile), each by the
   * token the server gave it and the name of the file. The order claims them at checkout.
   */
  referencePhotos?: CartReferencePhoto[];
}

export interface CartReferencePhoto {
  token: string;
  name: string;
}

/** Photos one line may carry, and the shape of a photo's token (see lib/validation/reference-photos.ts). */
const MAX_REFERENCE_PHOTOS = 3;
const PHOTO_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function pickReferencePhotos(value: unknown): CartReferencePhoto[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const photos: CartReferencePhoto[] = [];
  for (const entry of value.slice(0, MAX_REFERENCE_PHOTOS)) {
    if (typeof entry !== "object" || entry === null) continue;
    const { token, name } = entry as { token?: unknown; name?: unknown };
    if (typeof token !== "string" || token.length > 64 || !PHOTO_TOKEN.test(token)) continue;
    photos.push({ token, name: typeof name === "string" ? name.slice(0, 120) : "" });
  }
  return photos.length > 0 ? photos : undefined;
}

/** What a caller hands over to put something in the cart: id, title and price, the rest optional. */
export type CartItemInput = Pick<CartItem, "id" | "title" | "price"> &
  Partial<Omit<CartItem, "id" | "title" | "price" | "quantity" | "addedAt">>;

function nonNegativeInt(value: unknown, fallback = 0): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.round(value) : fallback;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v !== "") : [];
}

function pickCustomizations(value: unknown): CartCustomizations {
  const result: CartCustomizations = {};
  if (typeof value !== "object" || value === null) return result;
  const source = value as Record<string, unknown>;
  for (const key of ["size", "framing", "notes", "sizeLabel", "framingLabel"] as const) {
    if (typeof source[key] === "string") result[key] = source[key].slice(0, key === "notes" ? 1000 : 200);
  }
  if (typeof source.framingOnQuote === "boolean") result.framingOnQuote = source.framingOnQuote;
  return result;
}

function pickImage(images: string[], image: string | undefined): string {
  return images[0] ?? (image || CART_IMAGE_PLACEHOLDER);
}

const OPTIONAL_STRING_FIELDS = [
  "serviceId",
  "paymentOption",
  "customImage",
  "commissionCategory",
  "size",
] as const satisfies readonly (keyof CartItem)[];
const OPTIONAL_PAISA_FIELDS = ["fullPrice", "framePrice", "basePrice"] as const satisfies readonly (keyof CartItem)[];

/** Builds a complete line with the spec's defaults (currency NPR, free shipping, no tax, type artwork). */
export function createCartItem(input: CartItemInput, addedAt: number, quantity = 1): CartItem {
  const images = stringList(input.images);
  const item: CartItem = {
    id: input.id,
    title: input.title,
    description: input.description ?? "",
    price: nonNegativeInt(input.price),
    currency: "NPR",
    category: input.category ?? "",
    medium: input.medium ?? "",
    dimensions: input.dimensions ?? "",
    year: input.year ?? null,
    image: pickImage(images, input.image),
    images,
    featured: input.featured ?? false,
    available: input.available ?? true,
    tags: stringList(input.tags),
    createdAt: input.createdAt ?? new Date(addedAt).toISOString(),
    quantity,
    addedAt,
    customizations: pickCustomizations(input.customizations),
    shippingCharge: nonNegativeInt(input.shippingCharge),
    shippingType: input.shippingType === "fixed" ? "fixed" : "free",
    taxRate: typeof input.taxRate === "number" && Number.isFinite(input.taxRate) && input.taxRate >= 0 ? input.taxRate : 0,
    taxIncluded: input.taxIncluded ?? false,
    type: input.type === "service" ? "service" : "artwork",
  };
  // Optional fields are copied only when present, so callers may pass richer objects
  // (a whole artwork record) without their extra keys ending up in browser storage.
  for (const key of OPTIONAL_STRING_FIELDS) {
    const value = input[key];
    if (typeof value === "string") item[key] = value;
  }
  for (const key of OPTIONAL_PAISA_FIELDS) {
    const value = input[key];
    if (typeof value === "number" && Number.isFinite(value) && value >= 0) item[key] = Math.round(value);
  }
  if (typeof input.withFrame === "boolean") item.withFrame = input.withFrame;
  const photos = pickReferencePhotos(input.referencePhotos);
  if (photos) item.referencePhotos = photos;
  return item;
}

/**
 * Lines of an earlier order put back in the cart: an artwork already there is left as it is;
 * a service line gets a fresh id when its id is taken. Quantities are capped as usual.
 */
export function restoreLines(
  items: readonly CartItem[],
  lines: readonly (CartItemInput & { quantity: number })[],
  now: number = Date.now(),
): CartItem[] {
  const result = [...items];
  lines.forEach((line, index) => {
    if (line.type !== "service" && result.some((item) => item.id === line.id)) return;
    let id = line.id;
    if (line.type === "service") {
      const serviceId = line.serviceId ?? line.id;
      let stamp = now + index;
      while (result.some((item) => item.id === `${serviceId}-${stamp}`)) stamp += 1;
      id = `${serviceId}-${stamp}`;
    }
    const item = createCartItem({ ...line, id }, now + index);
    const max = maxQuantityFor(item);
    item.quantity = Math.max(1, Math.min(max, Math.round(line.quantity) || 1));
    result.push(item);
  });
  return result;
}

/** An artwork already in the cart gets quantity + 1; a new one is appended with quantity 1. */
export function addArtwork(items: readonly CartItem[], artwork: CartItemInput, now: number = Date.now()): CartItem[] {
  const index = items.findIndex((item) => item.id === artwork.id);
  if (index >= 0) {
    return items.map((item, i) => (i === index ? { ...item, quantity: item.quantity + 1 } : item));
  }
  return [...items, createCartItem({ ...artwork, type: "artwork" }, now)];
}

/**
 * A service is always appended as a new line with id `${serviceId}-${now}`, so services never merge.
 * Should that id already exist (two adds within one millisecond) the timestamp is bumped until unique.
 */
export function addService(items: readonly CartItem[], service: CartItemInput, now: number = Date.now()): CartItem[] {
  const serviceId = service.serviceId ?? service.id;
  let stamp = now;
  while (items.some((item) => item.id === `${serviceId}-${stamp}`)) stamp += 1;
  const line = createCartItem({ ...service, id: `${serviceId}-${stamp}`, serviceId, type: "service" }, stamp);
  return [...items, line];
}

/** Sets a line's quantity (rounded down to a whole number); 0 or less removes the line. */
export function updateQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(items, id);
  const next = Math.max(1, Math.floor(quantity));
  return items.map((item) => (item.id === id ? { ...item, quantity: next } : item));
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** Merges the given customizations into one line's customizations. */
export function updateCustomizations(
  items: readonly CartItem[],
  id: string,
  customizations: Partial<CartCustomizations>,
): CartItem[] {
  return items.map((item) =>
    item.id === id ? { ...item, customizations: { ...item.customizations, ...customizations } } : item,
  );
}

export function clear(): CartItem[] {
  return [];
}

/** Sum of quantities. */
export function totalItems(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Sum of price × quantity, in integer paisa. */
export function totalPrice(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/** The header badge text: "" for an empty cart, the count up to 99, then "99+". */
export function badgeLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return "";
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(Math.floor(count));
}

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items);
}

type Loose = Record<string, unknown>;

function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function bool(value: unknown): boolean | undefined {
  return typeof value === "boolean" ? value : undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** One stored line back into a CartItem, or null when it cannot be trusted (no id, title or price). */
function parseLine(raw: unknown): CartItem | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const o = raw as Loose;
  const id = str(o.id);
  const title = str(o.title);
  const price = num(o.price);
  const quantity = num(o.quantity);
  if (!id || title === undefined || price === undefined || price < 0) return null;
  if (quantity === undefined || quantity < 1) return null;

  const input: CartItemInput = {
    id,
    title,
    price,
    serviceId: str(o.serviceId),
    description: str(o.description),
    category: str(o.category),
    medium: str(o.medium),
    dimensions: str(o.dimensions),
    year: num(o.year) ?? null,
    image: str(o.image),
    images: stringList(o.images),
    featured: bool(o.featured),
    available: bool(o.available),
    tags: stringList(o.tags),
    createdAt: str(o.createdAt),
    customizations: pickCustomizations(o.customizations),
    shippingCharge: num(o.shippingCharge ?? o.shipping_charge),
    shippingType: (o.shippingType ?? o.shipping_type) === "fixed" ? "fixed" : "free",
    taxRate: num(o.taxRate ?? o.tax_rate),
    taxIncluded: bool(o.taxIncluded ?? o.tax_included),
    type: o.type === "service" ? "service" : "artwork",
    paymentOption: str(o.paymentOption),
    fullPrice: num(o.fullPrice),
    customImage: str(o.customImage),
    commissionCategory: str(o.commissionCategory),
    size: str(o.size),
    withFrame: bool(o.withFrame),
    framePrice: num(o.framePrice),
    basePrice: num(o.basePrice),
    referencePhotos: pickReferencePhotos(o.referencePhotos),
  };
  const addedAt = num(o.addedAt) ?? 0;
  return createCartItem(input, addedAt, Math.floor(quantity));
}

/**
 * Reads the stored cart. Anything unreadable (null, bad JSON, not an array) gives an empty cart;
 * unreadable lines are dropped; lines with the same id are merged by adding quantities.
 */
export function parseCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const items: CartItem[] = [];
  for (const entry of data) {
    const line = parseLine(entry);
    if (!line) continue;
    const existing = items.findIndex((item) => item.id === line.id);
    if (existing >= 0) {
      items[existing] = { ...items[existing], quantity: items[existing].quantity + line.quantity };
    } else {
      items.push(line);
    }
  }
  return items;
}

// ---------------------------------------------------------------------------------------------
// Quantity limits, customisations and the server's check of the cart

/** The most units a line may hold: 1 for an original artwork (one of a kind), else 99. */
export function maxQuantityFor(item: Pick<CartItem, "type" | "customizations">): number {
  return item.type === "artwork" && isOriginal(item.customizations.size) ? ORIGINAL_MAX_QUANTITY : MAX_LINE_QUANTITY;
}

export interface LimitedUpdate {
  items: CartItem[];
  /** The change hit the line's maximum quantity (show CART_MESSAGES.maxQuantity). */
  limited: boolean;
  /** The maximum of the line concerned. */
  max: number;
}

/** addArtwork, but never above the line's maximum (an original stays at 1). */
export function addArtworkLimited(items: readonly CartItem[], artwork: CartItemInput, now: number = Date.now()): LimitedUpdate {
  const existing = items.find((item) => item.id === artwork.id);
  if (existing) {
    const max = maxQuantityFor(existing);
    if (existing.quantity + 1 > max) return { items: [...items], limited: true, max };
    return { items: addArtwork(items, artwork, now), limited: false, max };
  }
  const next = addArtwork(items, artwork, now);
  return { items: next, limited: false, max: maxQuantityFor(next[next.length - 1]) };
}

/** updateQuantity, clamped to the line's maximum (0 or less still removes the line). */
export function updateQuantityLimited(items: readonly CartItem[], id: string, quantity: number): LimitedUpdate {
  const line = items.find((item) => item.id === id);
  if (!line) return { items: [...items], limited: false, max: MAX_LINE_QUANTITY };
  const max = maxQuantityFor(line);
  if (Number.isFinite(quantity) && quantity > max) {
    return { items: updateQuantity(items, id, max), limited: true, max };
  }
  return { items: updateQuantity(items, id, quantity), limited: false, max };
}

/**
 * Changes an artwork line's size, framing or notes. `unitPrice` is the new price per unit (the
 * options dialog's figure, from the server's price lists); without it the price stays. Choosing
 * the original brings the quantity back to 1. The cart's server check corrects the price.
 */
export function customizeLine(
  items: readonly CartItem[],
  id: string,
  customizations: Partial<CartCustomizations>,
  unitPrice?: number,
): LimitedUpdate {
  let limited = false;
  let max = MAX_LINE_QUANTITY;
  const next = items.map((item) => {
    if (item.id !== id) return item;
    const merged = { ...item.customizations, ...customizations };
    const updated: CartItem = { ...item, customizations: merged };
    if (item.type === "artwork") {
      updated.fullPrice = item.fullPrice ?? item.price;
      if (typeof unitPrice === "number" && Number.isFinite(unitPrice) && unitPrice >= 0) updated.price = Math.round(unitPrice);
    }
    max = maxQuantityFor(updated);
    if (updated.quantity > max) {
      updated.quantity = max;
      limited = true;
    }
    return updated;
  });
  return { items: next, limited, max };
}

/** The service's own id of a service line (lines made before serviceId existed carry it in their id). */
export function lineServiceId(item: Pick<CartItem, "id" | "serviceId">): string {
  if (item.serviceId) return item.serviceId;
  const match = /^(.*)-\d+$/.exec(item.id);
  return match ? match[1] : item.id;
}

/** What the server says about one cart line (lib/actions/cart.ts). */
export type CartLineCheck =
  | {
      id: string;
      status: "ok";
      title: string;
      /** Current unit price, paisa. */
      price: number;
      shippingType: ShippingType;
      shippingCharge: number;
      /** Percent. */
      taxRate: number;
      taxIncluded: boolean;
      maxQuantity: number;
      /** Artwork lines: the artwork's own (original) price, paisa. */
      fullPrice?: number;
      /** Artwork lines: the size and frame as the price lists name them now. */
      sizeLabel?: string;
      framingLabel?: string;
      framingOnQuote?: boolean;
    }
  | { id: string; status: "unavailable"; title: string; message: string };

export interface CartCheckOutcome {
  items: CartItem[];
  removed: { id: string; title: string; message: string }[];
  priceChanges: { id: string; title: string; from: number; to: number }[];
  /** Lines whose quantity was brought down to their maximum. */
  limited: { id: string; title: string; max: number }[];
}

/**
 * Applies the server's verdicts: unavailable lines are removed, prices, shipping and tax are
 * replaced by the current ones, quantities are brought within their maximum. Lines the server
 * did not mention are left alone.
 */
export function applyCartCheck(items: readonly CartItem[], checks: readonly CartLineCheck[]): CartCheckOutcome {
  const byId = new Map(checks.map((check) => [check.id, check]));
  const outcome: CartCheckOutcome = { items: [], removed: [], priceChanges: [], limited: [] };
  for (const item of items) {
    const check = byId.get(item.id);
    if (!check) {
      outcome.items.push(item);
      continue;
    }
    if (check.status === "unavailable") {
      outcome.removed.push({ id: item.id, title: item.title, message: check.message });
      continue;
    }
    if (check.price !== item.price) outcome.priceChanges.push({ id: item.id, title: item.title, from: item.price, to: check.price });
    const next: CartItem = {
      ...item,
      price: check.price,
      shippingType: check.shippingType,
      shippingCharge: check.shippingCharge,
      taxRate: check.taxRate,
      taxIncluded: check.taxIncluded,
      available: true,
    };
    if (check.fullPrice !== undefined) next.fullPrice = check.fullPrice;
    if (check.sizeLabel !== undefined) {
      next.customizations = {
        ...item.customizations,
        sizeLabel: check.sizeLabel,
        framingLabel: check.framingLabel,
        framingOnQuote: check.framingOnQuote ?? false,
      };
    }
    if (next.quantity > check.maxQuantity) {
      next.quantity = check.maxQuantity;
      outcome.limited.push({ id: item.id, title: item.title, max: check.maxQuantity });
    }
    outcome.items.push(next);
  }
  return outcome;
}
