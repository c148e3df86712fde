import "server-only";
import { cache } from "react";
import { getTranslations } from "next-intl/server";
import { countForms, type CountForms } from "./client-strings";
import type { Locale } from "./locales";
import { toDevanagariDigits, toLatinDigits } from "./digits";
import type { Digits } from "./numbers";
import { quickCheckWords } from "./form-strings";
import type { QuickCheckWords } from "@/components/quick-check/quick-check";
import type { CommissionDialogStrings } from "@/components/cart/commission-words";
import { REFERENCE_PHOTO_ANSWERS, REFERENCE_PHOTO_RULES, type ReferencePhotoAnswers } from "@/lib/validation/reference-photos";

/**
 * The words of the public site's client components, translated on the server (the pattern of
 * lib/i18n/client-strings.ts): each builder returns the plain object a component takes as its
 * `strings` prop. Builders are cached per request, so a page that hands the same strings to many
 * components (every card, every dialog) sends them once: React writes an object it has already
 * sent as a reference.
 */

export type Translate = (key: string, values?: Record<string, string | number>) => string;

async function translator(locale: Locale, namespace: string): Promise<Translate> {
  return (await getTranslations({ locale, namespace })) as unknown as Translate;
}

function pick<const K extends string>(t: Translate, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}

const NAV_KEYS = ["home", "gallery", "services", "about", "contact", "cart"] as const;
export type NavStrings = Record<(typeof NAV_KEYS)[number], string>;

const THEMES = ["light", "dark", "system"] as const;
/** The theme switch: its button, its menu and each choice (label, and the button's title when chosen). */
export interface ThemeSwitchStrings {
  toggle: string;
  menu: string;
  options: Record<(typeof THEMES)[number], { label: string; title: string }>;
}

/** The theme switch's words from a translator of `common.theme`. */
export function themeSwitchStringsFrom(t: Translate): ThemeSwitchStrings {
  const options = Object.fromEntries(THEMES.map((theme) => [theme, { label: t(theme), title: t("current", { label: t(theme) }) }]));
  return { toggle: t("toggle"), menu: t("menu"), options: options as ThemeSwitchStrings["options"] };
}

export const themeSwitchStrings = cache(async (locale: Locale): Promise<ThemeSwitchStrings> => themeSwitchStringsFrom(await translator(locale, "common.theme")));

/** The header: navigation, the small screens' menu, the theme switch and the language switch. */
export interface HeaderStrings {
  nav: NavStrings;
  mainNav: string;
  mobileNav: string;
  openMenu: string;
  closeMenu: string;
  theme: ThemeSwitchStrings;
  /** The other language's name and the link's label, in that language. */
  otherLanguage: { other: string; otherLabel: string };
}

export const navStrings = cache(async (locale: Locale): Promise<NavStrings> => pick(await translator(locale, "common.nav"), NAV_KEYS));

export const headerStrings = cache(async (locale: Locale): Promise<HeaderStrings> => {
  const [common, language, nav, theme] = await Promise.all([translator(locale, "common"), translator(locale, "languageSwitch"), navStrings(locale), themeSwitchStrings(locale)]);
  return {
    nav,
    ...pick(common, ["mainNav", "mobileNav", "openMenu", "closeMenu"]),
    theme,
    otherLanguage: pick(language, ["other", "otherLabel"]),
  };
});

/** The offer of the Nepali pages on English pages (written in Nepali in both catalogues). */
export type LanguageOfferStrings = Record<"text" | "action" | "dismiss", string>;

export const languageOfferStrings = cache(async (locale: Locale): Promise<LanguageOfferStrings> =>
  pick(await translator(locale, "languageOffer"), ["text", "action", "dismiss"]),
);

/** The close control of the site's dialogs (components/ui/dialog.tsx). */
export const closeLabel = cache(async (locale: Locale): Promise<string> => (await translator(locale, "common"))("close"));

const NOT_FOUND_KEYS = [
  "eyebrow",
  "title",
  "text",
  "searchForm",
  "searchLabel",
  "search",
  "popular",
  "popularSearches",
  "whereNext",
  "recentTitle",
  "recentText",
  "commissionTitle",
  "commissionText",
  "aboutTitle",
  "aboutText",
  "messageTitle",
  "messageText",
  "sitePages",
] as const;
const QUICK_SEARCHES = ["paintings", "portraits", "digital", "commissions"] as const;

/** The not-found content (components/layout/not-found-view.tsx). */
export type NotFoundStrings = Record<(typeof NOT_FOUND_KEYS)[number], string> & {
  quickSearches: Record<(typeof QUICK_SEARCHES)[number], string>;
  nav: NavStrings;
  goBack: string;
};

export const notFoundStrings = cache(async (locale: Locale): Promise<NotFoundStrings> => {
  const [t, quick, common, nav] = await Promise.all([translator(locale, "notFound"), translator(locale, "notFound.quickSearches"), translator(locale, "common"), navStrings(locale)]);
  return { ...pick(t, NOT_FOUND_KEYS), quickSearches: pick(quick, QUICK_SEARCHES), nav, goBack: common("goBack") };
});

const STATUS_KEYS = ["available", "sold", "not_for_sale", "custom_only", "reserved"] as const;
/** An artwork's status as its badge says it (common.status). */
export type StatusStrings = Record<(typeof STATUS_KEYS)[number], string>;

export const statusStrings = cache(async (locale: Locale): Promise<StatusStrings> => pick(await translator(locale, "common.status"), STATUS_KEYS));

/** 'Add to Cart', 'Order a Print' and 'In Cart' (components/artwork/add-to-cart-button.tsx). */
export type AddToCartStrings = Record<"addToCart" | "orderPrint" | "inCart", string>;

/** An artwork's action by its status (components/artwork/artwork-action.tsx). */
export type ArtworkActionStrings = Record<"askForPrice" | "soldOut" | "notAvailable", string> & {
  unavailable: Record<"sold" | "custom_only" | "not_for_sale" | "reserved", string>;
  cart: AddToCartStrings;
};

/** A gallery card (components/artwork/artwork-card.tsx), its badge and its action. */
export type ArtworkCardStrings = Record<"category" | "medium" | "dimensions" | "tags", string> & {
  /** "{count} more tags". */
  moreTags: CountForms;
  status: StatusStrings;
  action: ArtworkActionStrings;
};

export const artworkActionStrings = cache(async (locale: Locale): Promise<ArtworkActionStrings> => {
  const t = await translator(locale, "artwork");
  return {
    ...pick(t, ["askForPrice", "soldOut", "notAvailable"]),
    unavailable: pick(await translator(locale, "artwork.unavailable"), ["sold", "custom_only", "not_for_sale", "reserved"]),
    cart: pick(t, ["addToCart", "orderPrint", "inCart"]),
  };
});

export const artworkCardStrings = cache(async (locale: Locale): Promise<ArtworkCardStrings> => {
  const [t, status, action] = await Promise.all([translator(locale, "artwork"), statusStrings(locale), artworkActionStrings(locale)]);
  return { ...pick(t, ["category", "medium", "dimensions", "tags"]), moreTags: countForms(t, "moreTags"), status, action };
});

/** The full-screen viewer's controls (components/artwork/artwork-lightbox.tsx). */
export type ViewerStrings = Record<"close" | "previous" | "next" | "label", string>;

export const viewerStrings = cache(async (locale: Locale): Promise<ViewerStrings> => pick(await translator(locale, "artwork.viewer"), ["close", "previous", "next", "label"]));

const SERVICE_CATEGORIES = ["commission", "workshop", "consultation", "restoration", "prints", "other"] as const;
/** A service's category as its card says it (common.serviceCategory). */
export type ServiceCategoryStrings = Record<(typeof SERVICE_CATEGORIES)[number], string>;

export const serviceCategoryStrings = cache(async (locale: Locale): Promise<ServiceCategoryStrings> =>
  pick(await translator(locale, "common.serviceCategory"), SERVICE_CATEGORIES),
);

const HOME_KEYS = [
  "eyebrow",
  "viewGallery",
  "commissionArt",
  "recentWorks",
  "recentWorksIntro",
  "wholeGallery",
  "noWorksYet",
  "artServices",
  "artServicesIntro",
  "allServices",
  "learnMore",
  "ctaTitle",
  "ctaText",
  "ctaButton",
] as const;
/** The home page's sections (components/home/*). */
export type HomeStrings = Record<(typeof HOME_KEYS)[number], string>;

export const homeStrings = cache(async (locale: Locale): Promise<HomeStrings> => pick(await translator(locale, "home"), HOME_KEYS));

const FILTER_KEYS = ["filterForm", "searchLabel", "searchPlaceholder", "search", "filters", "category", "allCategories", "status", "allStatuses", "sortBy"] as const;
const SORTS = ["newest", "oldest", "price-asc", "price-desc", "title"] as const;
/** The gallery's search and filters (components/gallery/gallery-filters.tsx). */
export type GalleryFilterStrings = Record<(typeof FILTER_KEYS)[number], string> & {
  /** "Filters ({count})". */
  filtersCount: CountForms;
  sort: Record<(typeof SORTS)[number], string>;
  /** The status select's choices. */
  statuses: StatusStrings;
};

export const galleryFilterStrings = cache(async (locale: Locale): Promise<GalleryFilterStrings> => {
  const [t, sort, statuses] = await Promise.all([translator(locale, "gallery"), translator(locale, "gallery.sort"), statusStrings(locale)]);
  return { ...pick(t, FILTER_KEYS), filtersCount: countForms(t, "filtersCount"), sort: pick(sort, SORTS), statuses };
});

/** A service's actions (components/services/service-actions.tsx). */
export type ServiceActionStrings = Record<"addToCart" | "bookWorkshop" | "scheduleConsultation" | "askAboutThis" | "viewDetails", string> & {
  /** The commission's dialog (opened by its 'Add to Cart'). */
  commissionDialog: CommissionDialogStrings;
};

const COMMISSION_DIALOG_KEYS = [
  "description",
  "price",
  "addToCart",
  "adding",
  "loading",
  "category",
  "size",
  "frame",
  "withoutFrame",
  "withFrame",
  "selection",
  "pricing",
  "photosLabel",
  "attachedPhotos",
  "addPhoto",
] as const;

/** Every string of a words object with its Devanagari digits written in Latin ones. */
function withLatinDigits<T>(words: T): T {
  if (typeof words === "string") return toLatinDigits(words) as T;
  if (words === null || typeof words !== "object") return words;
  return Object.fromEntries(Object.entries(words).map(([key, value]) => [key, withLatinDigits(value)])) as T;
}

/**
 * The commission dialog's words (components/cart/commission-words.ts). The Nepali catalogue writes
 * its figures (10 MB, 3 photos, 100 megapixels) in Devanagari digits; when the artist chose Latin
 * digits for the Nepali pages every figure is written in them.
 */
export const commissionDialogStrings = cache(async (locale: Locale, digits: Digits = "devanagari"): Promise<CommissionDialogStrings> => {
  const [t, answers] = await Promise.all([translator(locale, "commissionDialog"), translator(locale, "referencePhotoMessages")]);
  const max = String(REFERENCE_PHOTO_RULES.maxPerLine);
  const words: CommissionDialogStrings = {
    locale,
    ...pick(t, COMMISSION_DIALOG_KEYS),
    photosHint: t("photosHint", { max: locale === "ne" ? toDevanagariDigits(max) : max }),
    uploading: t("uploading", { name: "{name}" }),
    removePhoto: t("removePhoto", { name: "{name}" }),
    messages: pick(answers, Object.keys(REFERENCE_PHOTO_ANSWERS) as (keyof ReferencePhotoAnswers)[]),
  };
  return locale === "ne" && digits === "latin" ? withLatinDigits(words) : words;
});

const DETAILS_KEYS = ["included", "sizesAndPrices", "size", "dimensions", "price", "detailsFailed", "tryAgain", "loadingDetails"] as const;
/** A service's card, details and dialogs (components/services/*). */
export type ServiceStrings = Record<(typeof DETAILS_KEYS)[number], string> & {
  /** "A frame can be added for {price}." */
  frameFor: string;
  /** The tabs' label. */
  categories: string;
  category: ServiceCategoryStrings;
  actions: ServiceActionStrings;
  close: string;
};

export const serviceStrings = cache(async (locale: Locale, digits: Digits = "devanagari"): Promise<ServiceStrings> => {
  const [t, primary, artwork, category, close, commissionDialog] = await Promise.all([
    translator(locale, "services"),
    translator(locale, "services.primary"),
    translator(locale, "artwork"),
    serviceCategoryStrings(locale),
    closeLabel(locale),
    commissionDialogStrings(locale, digits),
  ]);
  return {
    ...pick(t, DETAILS_KEYS),
    frameFor: t("frameFor", { price: "{price}" }),
    categories: t("categories"),
    category,
    actions: { ...pick(t, ["askAboutThis", "viewDetails"]), ...pick(primary, ["bookWorkshop", "scheduleConsultation"]), addToCart: artwork("addToCart"), commissionDialog },
    close,
  };
});

const CONTACT_KEYS = [
  "successNote",
  "requiredNoteBefore",
  "requiredNoteAsterisk",
  "requiredNoteAfter",
  "name",
  "email",
  "phone",
  "phoneHint",
  "serviceType",
  "subject",
  "message",
  "sending",
  "send",
] as const;
const CONTACT_SERVICE_TYPES = ["general", "commission", "workshop", "consultation"] as const;
/** The contact form (components/contact/contact-form.tsx). */
export type ContactFormStrings = Record<(typeof CONTACT_KEYS)[number], string> & {
  serviceTypes: Record<(typeof CONTACT_SERVICE_TYPES)[number], string>;
  quickCheck: QuickCheckWords;
  /** The action's "complete the quick check" answer in this language (the form tells it from other refusals). */
  checkRequired: string;
};

/** What both public forms take from the contact form's words: the quick check and its answer. */
async function formCheckWords(locale: Locale): Promise<{ quickCheck: QuickCheckWords; checkRequired: string }> {
  const [quickCheck, answers] = await Promise.all([quickCheckWords(locale), translator(locale, "contactMessages")]);
  return { quickCheck, checkRequired: answers("quickCheckRequired") };
}

export const contactFormStrings = cache(async (locale: Locale): Promise<ContactFormStrings> => {
  const [t, types, check] = await Promise.all([translator(locale, "contact"), translator(locale, "contact.serviceTypes"), formCheckWords(locale)]);
  return { ...pick(t, CONTACT_KEYS), serviceTypes: pick(types, CONTACT_SERVICE_TYPES), ...check };
});

/**
 * The service inquiry form (components/services/inquiry-form.tsx): the contact form's field
 * names, its own phone label and message placeholder. Its button (booking or request) comes
 * with each service.
 */
export type InquiryFormStrings = Record<"name" | "email" | "message" | "sending" | "phoneOptional" | "messagePlaceholder", string> & {
  quickCheck: QuickCheckWords;
  checkRequired: string;
};

export const inquiryFormStrings = cache(async (locale: Locale): Promise<InquiryFormStrings> => {
  const [contact, inquiry, check] = await Promise.all([translator(locale, "contact"), translator(locale, "inquiry"), formCheckWords(locale)]);
  return { ...pick(contact, ["name", "email", "message", "sending"]), ...pick(inquiry, ["phoneOptional", "messagePlaceholder"]), ...check };
});
