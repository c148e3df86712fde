import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ContactForm } from "@/components/contact/contact-form";
import { ContactInfo } from "@/components/contact/contact-info";
import { TrackOrderForm } from "@/components/order/track-order-form";
import { trackOrderStrings } from "@/lib/i18n/form-strings";
import { QuickActions, SocialLinks } from "@/components/contact/contact-extras";
import { getSiteSettings } from "@/components/layout/site-settings";
import { serviceHref } from "@/components/services/service-href";
import { Container } from "@/components/ui/container";
import { getAvailableServices, pickCommissionService } from "@/lib/data/services";
import { localeOf, pageMetadata } from "../_lib/metadata";
import { contactFormStrings } from "@/lib/i18n/ui-strings";

/** Served from the full-route cache; the form posts to a server action. */
export const revalidate = 60; // PUBLIC_REVALIDATE_SECONDS (lib/data/public-cache.ts)

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ title: t("contactTitle"), path: "/contact", locale, description: t("contactDescription") });
}

export default async function ContactPage({ params }: { params: Params }) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations("contact");
  const [settings, services, formStrings] = await Promise.all([getSiteSettings(locale), getAvailableServices(undefined, locale).catch(() => []), contactFormStrings(locale)]);
  const commission = pickCommissionService(services);

  return (
    <Container className="py-10 sm:py-14">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t("title")}</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          {t("lead")}
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section id="form" aria-labelledby="contact-form-title" className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="text-xl font-semibold">
            {t("formTitle")}
          </h2>
          <div className="mt-6">
            <ContactForm contactEmail={settings.contactEmail} locale={locale} strings={formStrings} />
          </div>
        </section>

        <aside className="space-y-6" aria-label={t("otherWays")}>
          <ContactInfo settings={settings} />
          <SocialLinks links={settings.socialLinks} />
          <QuickActions commissionHref={commission ? serviceHref(commission.slug) : "/services#commission"} contactEmail={settings.contactEmail} />
        </aside>
      </div>

      <section id="track-order" aria-labelledby="track-order-title" className="mt-10 max-w-3xl rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <h2 id="track-order-title" className="text-xl font-semibold">
          {t("trackTitle")}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          {t("trackText")}
        </p>
        <div className="mt-5">
          <TrackOrderForm strings={await trackOrderStrings(locale)} />
        </div>
      </section>
    </Container>
  );
}
