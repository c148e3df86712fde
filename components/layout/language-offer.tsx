"use client";

import { useEffect, useState } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import type { LanguageOfferStrings } from "@/lib/i18n/ui-strings";
import { CLOSE_ICON, LANGUAGES_ICON } from "./frame-icons";
import { follow, useOtherAddress } from "./language-switch";

/** Where a dismissed offer of the Nepali pages is remembered (this browser only). */
const OFFER_DISMISSED_KEY = "language-offer-dismissed";

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
