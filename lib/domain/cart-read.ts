/**
 * The stored cart: its lines, reading them back from browser storage, and their totals. Pure
 * functions, no React, no Next, no I/O. This is the part of the cart rules every public page
 * needs at hydration (the header's count, the cards' 'In Cart'); the rules that change the cart
 * (adding, quantity limits, options, the server's check) are in lib/domain/cart.ts, which
 * re-exports this module, and reach the browser only when a visitor first changes the cart
 * (components/cart/cart-changes.ts).
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

/** The service's own id of a service line (lines made before serviceId existed carry it in their id). */
export function lineServiceId(item: Pick<CartItem, "id" | "serviceId">): string {
  if (item.serviceId) return item.serviceId;
  const match = /^(.*)-\d+$/.exec(item.id);
  return match ? match[1] : item.id;
}
