import { frameWords } from "@/lib/i18n/frame-words";
import type { Locale } from "@/lib/i18n/locales";

/** Demo mode: says the site is a read-only showcase and shows the demo back-office sign-in. */
export function DemoBanner({ email, password, locale }: { email: string; password: string; locale: Locale }) {
  const t = frameWords(locale).footer;
  return (
    <aside aria-label="Demo" className="border-b border-border bg-secondary px-4 py-2 text-center text-sm text-secondary-foreground">
      {t("demo")}{" "}
      <span className="font-mono font-medium">{email}</span> / <span className="font-mono font-medium">{password}</span>
    </aside>
  );
}
