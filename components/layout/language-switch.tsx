"use client";

import { lazy, Suspense, type MouseEvent } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { LANGUAGES_ICON } from "./frame-icons";
import { usePage } from "@/components/ui/locale-link";
import type { Locale } from "@/lib/i18n/locales";
import { addressIn } from "@/lib/http/locale-path";
import type { HeaderStrings, LanguageOfferStrings } from "@/lib/i18n/ui-strings";
import { nepaliLabel } from "@/lib/fonts-label";

const OTHER: Record<Locale, Locale> = { en: "ne", ne: "en" };

/** The same page in the other language, with the visitor's own query and fragment (filters, open work, tab). */
export function useOtherAddress(): { locale: Locale; target: Locale; href: string; withQuery: () => string } {
  const { locale, path } = usePage();
  const target = OTHER[locale];
  const href = addressIn(path, target);
  return { locale, target, href, withQuery: () => `${href}${window.location.search}${window.location.hash}` };
}

export function follow(event: MouseEvent<HTMLAnchorElement>, address: string) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.location.assign(address);
}

/**
 * The header's language switch: a link to this page in the other language, named in that language.
 * The cached page is the same for everyone; the visitor's query (gallery filters, the open
 * service, the tab) is added in the browser, so the switch keeps them on the same view or work.
 */
export function LanguageSwitch({ strings }: { strings: HeaderStrings["otherLanguage"] }) {
  const { target, href, withQuery } = useOtherAddress();
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      aria-label={strings.otherLabel}
      onClick={(event) => follow(event, withQuery())}
      onPointerEnter={(event) => (event.currentTarget.href = withQuery())}
      onFocus={(event) => (event.currentTarget.href = withQuery())}
      className="icon-btn w-auto gap-1 px-2 text-sm font-medium"
      data-testid="language-switch"
    >
      <PathIcon paths={LANGUAGES_ICON} className="size-4" />
      {/* "नेपाली" on English pages: its own tiny face (lib/fonts-label.ts), never boxes. */}
      <span className={target === "ne" ? nepaliLabel.className : undefined}>{strings.other}</span>
    </a>
  );
}

const LoadedLanguageOffer = lazy(() => import("./language-offer").then((module) => ({ default: module.LanguageOffer })));

/**
 * The offer of the Nepali pages to a browser whose languages put Nepali first (language-offer.tsx),
 * fetched after the page's own code: it is drawn only in the browser, after the first paint.
 */
export function LanguageOffer({ strings }: { strings: LanguageOfferStrings }) {
  return (
    <Suspense fallback={null}>
      <LoadedLanguageOffer strings={strings} />
    </Suspense>
  );
}
