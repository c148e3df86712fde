import { useTranslations } from "next-intl";

/** First focusable element of the page: jumps over the header to <main id="main">. */
export function SkipLink({ href = "#main" }: { href?: string }) {
  const t = useTranslations("common");
  return (
    <a
      href={href}
      className="skip-link"
    >
      {t("skipLink")}
    </a>
  );
}
