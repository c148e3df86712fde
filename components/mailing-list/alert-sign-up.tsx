import { getLocale, getTranslations } from "next-intl/server";
import { BellRing } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { listFormStrings } from "@/lib/i18n/form-strings";
import { isLocale } from "@/lib/i18n/locales";
import { ListSignUpForm } from "./list-sign-up-form";

/**
 * An alert box: 'Tell me when prints are available' on a sold original without prints, or
 * 'New works in this category' on a gallery category. Confirmed by email, sent once. `name` is
 * the category's name as the page shows it (in its language).
 */
export async function AlertSignUp({ kind, slug, name, className }: { kind: "prints" | "category"; slug: string; name: string; className?: string }) {
  const prints = kind === "prints";
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : "en";
  const [t, strings] = await Promise.all([
    getTranslations({ locale, namespace: "listForms" }),
    listFormStrings(locale, { label: "emailLabel", button: prints ? "printsButton" : "categoryButton" }),
  ]);
  return (
    <section aria-labelledby={`alert-${kind}`} className={cn("rounded-xl border border-border bg-muted/40 p-4 sm:p-5", className)} data-testid={`alert-${kind}`}>
      <h2 id={`alert-${kind}`} className="flex items-center gap-2 font-medium">
        <BellRing aria-hidden="true" className="size-4" />
        {prints ? t("printsHeading") : t("categoryHeading", { name })}
      </h2>
      <p className="mt-1 mb-3 text-sm text-muted-foreground">{prints ? t("printsText") : t("categoryText", { name })}</p>
      <ListSignUpForm variant={{ kind, slug }} strings={strings} />
    </section>
  );
}
