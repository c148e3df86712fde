import { getTranslations } from "next-intl/server";
import { listFormStrings } from "@/lib/i18n/form-strings";
import type { Locale } from "@/lib/i18n/locales";
import { ListSignUpForm } from "./list-sign-up-form";

/** Below a placed order: join the list with the order's address (the box is unticked). */
export async function AfterOrderListSignUp({ orderToken, locale }: { orderToken: string; locale: Locale }) {
  const [t, strings] = await Promise.all([
    getTranslations({ locale, namespace: "listForms" }),
    listFormStrings(locale, { label: "afterOrderConsent", button: "afterOrderButton" }),
  ]);
  return (
    <section aria-labelledby="after-order-list" className="mx-auto mt-10 max-w-2xl rounded-xl border border-border bg-card p-5 sm:p-6">
      <h2 id="after-order-list" className="font-medium">
        {t("afterOrderHeading")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">{t("afterOrderText")}</p>
      <ListSignUpForm variant={{ kind: "after-order", orderToken }} strings={strings} />
    </section>
  );
}
