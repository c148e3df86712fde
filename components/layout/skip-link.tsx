import { frameWords } from "@/lib/i18n/frame-words";
import type { Locale } from "@/lib/i18n/locales";

/** First focusable element of the page: jumps over the header to <main id="main">. */
export function SkipLink({ href = "#main", locale }: { href?: string; locale: Locale }) {
  const t = frameWords(locale).common;
  return (
    <a
      href={href}
      className="skip-link"
    >
      {t("skipLink")}
    </a>
  );
}
