import { getTranslations } from "next-intl/server";
import { TrackOrderForm } from "@/components/order/track-order-form";
import { trackOrderStrings } from "@/lib/i18n/form-strings";
import type { Locale } from "@/lib/i18n/locales";
import { OnContactPage } from "@/components/order/on-contact-page";

/**
 * The footer's 'Track your order' body: the form, or on /contact (whose page has the form itself)
 * a link to that form. Translated here on the server; the form takes its words as props.
 */
export async function FooterTrackOrder({ locale }: { locale: Locale }) {
  const [t, strings] = await Promise.all([getTranslations({ locale, namespace: "footer" }), trackOrderStrings(locale)]);
  return (
    <OnContactPage
      contact={
        <p className="mt-2 text-sm text-muted-foreground">
          <a href="#track-order" className="footer-link">
            {t("trackOrderOnContactLink")}
          </a>{" "}
          {t("trackOrderOnContactRest")}
        </p>
      }
      elsewhere={
        <>
          <p className="mt-2 mb-4 text-sm text-muted-foreground">{t("trackOrderIntro")}</p>
          <TrackOrderForm strings={strings} compact />
        </>
      }
    />
  );
}
