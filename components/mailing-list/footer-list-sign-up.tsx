import { getTranslations } from "next-intl/server";
import { listFormStrings } from "@/lib/i18n/form-strings";
import type { Locale } from "@/lib/i18n/locales";
import { ListSignUpForm } from "./list-sign-up-form";

/** The footer's 'New works by email': the list sign-up, with double opt-in, in the page's language. */
export async function FooterListSignUp({ headingClass, locale }: { headingClass: string; locale: Locale }) {
  const [t, strings] = await Promise.all([getTranslations({ locale, namespace: "listForms" }), listFormStrings(locale, { label: "emailLabel", button: "signUp" })]);
  return (
    <section aria-labelledby="footer-list-sign-up">
      <h2 id="footer-list-sign-up" className={headingClass}>
        {t("footerHeading")}
      </h2>
      <p className="mt-2 mb-4 text-sm text-muted-foreground">{t("footerText")}</p>
      <ListSignUpForm variant={{ kind: "list" }} strings={strings} />
    </section>
  );
}
