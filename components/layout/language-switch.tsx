"use client";

import { useEffect, useState, type MouseEvent } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { CLOSE_ICON, LANGUAGES_ICON } from "./frame-icons";
import { usePage } from "@/components/ui/locale-link";
import type { Locale } from "@/lib/i18n/locales";
import { addressIn } from "@/lib/http/locale-path";
import type { HeaderStrings, LanguageOfferStrings } from "@/lib/i18n/ui-strings";
import { nepaliLabel } from "@/lib/fonts-label";

const OTHER: Record<Locale, Locale> = { en: "ne", ne: "en" };
/** Where a dismissed offer of the Nepali pages is remembered (this browser only). */
const OFFER_DISMISSED_KEY = "language-offer-dismissed";

/** The same page in the other language, with the visitor's own query and fragment (filters, open work, tab). */
function useOtherAddress(): { locale: Locale; target: Locale; href: string; withQuery: () => string } {
  const { locale, path } = usePage();
  const target = OTHER[locale];
  const href = addressIn(path, target);
  return { locale, target, href, withQuery: () => `${href}${window.location.search}${window.location.hash}` };
}

function follow(event: MouseEvent<HTMLAnchorElement>, address: string) {
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

/** True when the browser's languages put Nepali before English. */
function prefersNepali(languages: readonly string[]): boolean {
  const rank = (prefix: string) => {
    const i = languages.findIndex((l) => l.toLowerCase() === prefix || l.toLowerCase().startsWith(`${prefix}-`));
    return i === -1 ? Number.POSITIVE_INFINITY : i;
  };
  return rank("ne") < rank("en");
}

/**
 * On an English page, a browser whose languages put Nepali first is offered the Nepali page: a
 * small dismissible note, never a redirect (a shared link opens what was shared). Decided in the
 * browser from navigator.languages, so the cached page stays the same for every visitor.
 */
export function LanguageOffer({ strings }: { strings: LanguageOfferStrings }) {
  const { locale, withQuery } = useOtherAddress();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (locale !== "en") return;
    let dismissed = false;
    try {
      dismissed = window.localStorage.getItem(OFFER_DISMISSED_KEY) === "1";
    } catch {
      // Storage refused (private mode): offer again next time.
    }
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
    // Shown after the first paint from the browser's own settings; nothing to synchronise with React.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!dismissed && prefersNepali(languages)) setShown(true);
  }, [locale]);
  if (!shown) return null;
  function dismiss() {
    setShown(false);
    try {
      window.localStorage.setItem(OFFER_DISMISSED_KEY, "1");
    } catch {
      // Not remembered: the note comes back on the next page.
    }
  }
  return (
    <aside lang="ne" aria-label={strings.action} className="border-b border-border bg-secondary text-secondary-foreground" data-testid="language-offer">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm sm:px-6">
        <PathIcon paths={LANGUAGES_ICON} className="size-4 shrink-0" />
        <p className="flex-1">
          {strings.text}{" "}
          <a href={withQuery()} hrefLang="ne" onClick={(event) => follow(event, withQuery())} className="font-medium underline underline-offset-4">
            {strings.action}
          </a>
        </p>
        <button type="button" onClick={dismiss} aria-label={strings.dismiss} className="icon-btn size-8">
          <PathIcon paths={CLOSE_ICON} className="size-4" />
        </button>
      </div>
    </aside>
  );
}
