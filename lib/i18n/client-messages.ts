/**
 * The parts of a catalogue that browser code reads (useTranslations in client components). Only
 * these travel in a page's React payload, so each page carries the few messages its interactive
 * parts need, not the catalogue: the site frame's in app/[locale]/layout.tsx, each page's own
 * around its content (components/layout/client-messages.tsx). Server components read the whole
 * catalogue on the server. A path is a namespace ("home") or one message or group ("common.nav").
 * A client component that reads a message not listed for its page fails loudly in development
 * and shows the key in production: add the path here.
 */
export type MessagePaths = readonly string[];

/** The header, the footer's order form and the language switch and offer. */
export const SHELL_MESSAGES: MessagePaths = [
  "common.nav",
  "common.mainNav",
  "common.mobileNav",
  "common.openMenu",
  "common.closeMenu",
  "common.cartLabel",
  "common.close",
  "common.theme",
  "footer.trackOrderIntro",
  "footer.trackOrderOnContactLink",
  "footer.trackOrderOnContactRest",
  "trackOrder",
  "languageSwitch",
  "languageOffer",
];

/** An artwork card and its actions (cart button, status). */
export const CARD_MESSAGES: MessagePaths = [
  "common.status",
  "artwork.askForPrice",
  "artwork.soldOut",
  "artwork.notAvailable",
  "artwork.unavailable",
  "artwork.inCart",
  "artwork.orderPrint",
  "artwork.addToCart",
  "artwork.category",
  "artwork.medium",
  "artwork.dimensions",
  "artwork.tags",
  "artwork.moreTags",
];

export const PAGE_MESSAGES = {
  home: ["home", "common.serviceCategory", ...CARD_MESSAGES],
  gallery: [
    ...["filterForm", "searchLabel", "searchPlaceholder", "search", "filters", "filtersCount", "category", "allCategories", "status", "allStatuses", "sortBy", "sort"].map(
      (key) => `gallery.${key}`,
    ),
    ...CARD_MESSAGES,
  ],
  artwork: [...CARD_MESSAGES, "artwork.viewer"],
  services: [
    "common.serviceCategory",
    "common.close",
    "artwork.addToCart",
    ...["primary", "askAboutThis", "viewDetails", "included", "sizesAndPrices", "size", "dimensions", "price", "frameFor", "detailsFailed", "tryAgain", "loadingDetails", "categories"].map(
      (key) => `services.${key}`,
    ),
  ],
  notFound: ["notFound", "common.nav", "common.goBack"],
  contact: ["contact"],
  cart: ["cart", ...CARD_MESSAGES],
} satisfies Record<string, MessagePaths>;

type Catalogue = Record<string, unknown>;

/** The messages at `paths` of a catalogue, in its shape. */
export function pickMessages(messages: Catalogue, paths: MessagePaths): Catalogue {
  const picked: Catalogue = {};
  for (const path of paths) {
    const keys = path.split(".");
    let from: unknown = messages;
    for (const key of keys) from = from && typeof from === "object" ? (from as Catalogue)[key] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Catalogue;
    into[keys.at(-1)!] = from;
  }
  return picked;
}
