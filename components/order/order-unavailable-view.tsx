import Link from "next/link";
import { Clock, Images, MessageCircle } from "lucide-react";
import type { Locale } from "@/lib/i18n/locales";
import { addressIn } from "@/lib/http/locale-path";
import {
  orderPageWords as wordsFor,
  type OrderPageTranslate as Words,
} from "@/lib/i18n/order-page-strings";
import { buttonClasses } from "@/components/ui/button";

/** The order pages' way on: the gallery and the contact page, in the page's language. */
export function OrderPageLinks({ t, locale }: { t: Words; locale: Locale }) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link
        href={addressIn("/gallery", locale)}
        className={buttonClasses({ variant: "primary" })}
      >
        <Images aria-hidden="true" />
        {t("continueShopping")}
      </Link>
      <Link
        href={addressIn("/contact", locale)}
        className={buttonClasses({ variant: "outline" })}
      >
        <MessageCircle aria-hidden="true" />
        {t("contactUs")}
      </Link>
    </div>
  );
}

/**
 * The database did not answer: the order is safe, only its page cannot be shown now (the order
 * page and the payment step). A module of its own, so that the payment step does not bring the
 * order page's client parts (its copy button) to its first load for this rare view.
 */
export function OrderUnavailableView({
  supportEmail,
  locale = "en",
}: {
  supportEmail: string;
  locale?: Locale;
}) {
  const { t } = wordsFor(locale);
  return (
    <div
      className="mx-auto max-w-xl text-center"
      data-testid="order-unavailable"
    >
      <Clock
        aria-hidden="true"
        className="mx-auto size-12 text-muted-foreground"
      />
      <h1 className="mt-4 text-3xl font-semibold">{t("unavailableTitle")}</h1>
      <p className="mt-3 text-muted-foreground">{t("unavailableBody")}</p>
      {supportEmail && (
        <p className="mt-3 text-muted-foreground">
          {t.rich("questions", {
            email: supportEmail,
            link: (chunks) => (
              <a
                className="font-medium underline underline-offset-4"
                href={`mailto:${supportEmail}`}
              >
                {chunks}
              </a>
            ),
          })}
        </p>
      )}
      <div className="mt-8">
        <OrderPageLinks t={t} locale={locale} />
      </div>
    </div>
  );
}
