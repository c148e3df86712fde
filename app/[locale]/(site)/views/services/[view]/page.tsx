import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LocaleLink as Link } from "@/components/ui/locale-link";
import { inquiryFormStrings, serviceStrings } from "@/lib/i18n/ui-strings";
import { ArrowRight } from "lucide-react";
import { toServiceCardData } from "@/components/services/service-card";
import { toServiceDetailsData } from "@/components/services/service-details";
import { ServiceDetailsContent } from "@/components/services/service-details-content";
import { HowItWorks } from "@/components/services/how-it-works";
import { LazyInquiryForm } from "@/components/services/lazy-inquiry-form";
import {
  ServiceDialog,
  DialogLink,
} from "@/components/services/service-dialog";
import {
  inquiryDialogId,
  serviceDialogId,
} from "@/components/services/commission-button";
import {
  PRIMARY_ACTION_LABELS,
  serviceHref,
} from "@/components/services/service-actions";
import {
  ServiceTabs,
  type ServiceTab,
} from "@/components/services/service-tabs";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { getAboutContent } from "@/lib/data/about";
import { urlParam } from "@/lib/domain/text-input";
import {
  getAvailableServices,
  pickCommissionService,
  type PublicService,
} from "@/lib/data/services";
import { viewParams } from "@/lib/http/public-views";
import { addressIn } from "@/lib/http/locale-path";
import { reportReadFailure } from "@/lib/data/public-cache";
import { getSiteSettings } from "@/components/layout/site-settings";
import { numeralsOf } from "@/lib/data/public-settings";
import { localeOf, pageMetadata } from "../../../_lib/metadata";

/** /services?...: proxy.ts rewrites every view here (lib/http/public-views.ts); each is cached. */
type Params = Promise<{ view: string; locale: string }>;

export const revalidate = 60; // PUBLIC_REVALIDATE_SECONDS (lib/data/public-cache.ts)
export function generateStaticParams(): { view: string }[] {
  return [];
}

/** The tabs; each id is also its key in services.tabs of messages/ (label and empty text). */
const TABS: readonly Omit<ServiceTab, "label" | "empty">[] = [
  { id: "all", category: null },
  { id: "commissions", category: "commission" },
  { id: "workshops", category: "workshop" },
  { id: "consultations", category: "consultation" },
];

export async function generateMetadata({
  params,
}: {
  params: Params;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({
    title: t("servicesTitle"),
    path: "/services",
    locale,
    description: t("servicesDescription"),
  });
}

/** A URL parameter as one bounded, clean string, or undefined (see urlParam). */
function one(
  value: string | string[] | undefined,
  max: number,
): string | undefined {
  return urlParam(value, max) ?? undefined;
}

export default async function ServicesPage({
  params: view,
}: {
  params: Params;
}) {
  const locale = localeOf((await view).locale);
  setRequestLocale(locale);
  const digits = numeralsOf(await getSiteSettings(locale));
  const [t, strings, inquiryStrings] = await Promise.all([getTranslations("services"), serviceStrings(locale, digits), inquiryFormStrings(locale)]);
  const params = await viewParams(view);
  const selected = one(params.service, 200) ?? null;
  const inquiry = one(params.inquiry, 1) === "1";
  const tab = one(params.tab, 40);
  const [services, { content }] = await Promise.all([
    getAvailableServices(undefined, locale).catch((error: unknown) => {
      reportReadFailure("services", error);
      return null;
    }),
    getAboutContent(locale),
  ]);
  const tabs: readonly ServiceTab[] = TABS.map((tab) => ({
    ...tab,
    label: t(`tabs.${tab.id}.label`),
    empty: t(`tabs.${tab.id}.empty`),
  }));
  const list = services ?? [];
  // Where closing a dialog leads, in the page's language (/ne/services on Nepali pages).
  const closeHref = addressIn(
    tab && tab !== "all"
      ? `/services?tab=${encodeURIComponent(tab)}`
      : "/services",
    locale,
  );
  const commission = pickCommissionService(list);

  return (
    <>
      <Container className="py-10 sm:py-14">
        <header className="max-w-2xl">
          <h1 className="text-3xl font-semibold sm:text-4xl">{t("title")}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{t("lead")}</p>
        </header>

        {services === null && (
          <p
            role="alert"
            className="mt-8 rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3"
          >
            {t("loadFailed")}
          </p>
        )}

        <ServiceTabs
          className="mt-10"
          tabs={tabs}
          cards={list.map((service) =>
            toServiceCardData(service, locale, digits),
          )}
          strings={strings}
          initialTab={tab}
        />

        <HowItWorks steps={content.processSteps} />

        <section
          id="commission"
          aria-labelledby="services-cta"
          className="mt-20 rounded-2xl bg-primary px-6 py-12 text-primary-foreground sm:px-12"
        >
          <h2 id="services-cta" className="text-2xl font-semibold sm:text-3xl">
            {t("ctaTitle")}
          </h2>
          <p className="mt-3 max-w-2xl text-primary-foreground/80">
            {t("ctaText")}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {commission && (
              <DialogLink
                href={serviceHref(commission.slug)}
                dialogId={serviceDialogId(commission.slug)}
                className={buttonClasses({ variant: "accent", size: "lg" })}
              >
                {t("ctaCommission")}
              </DialogLink>
            )}
            <Link
              href="/contact#form"
              className={buttonClasses({
                variant: "outline",
                size: "lg",
                className:
                  "border-primary-foreground/40 hover:bg-primary-foreground/10",
              })}
            >
              {t("ctaContact")}
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </section>

        {list.map((service) => (
          <ServiceDialog
            key={service.id}
            id={serviceDialogId(service.slug)}
            title={service.title}
            initiallyOpen={selected === service.slug && !inquiry}
            closeHref={closeHref}
            closeLabel={strings.close}
          >
            <ServiceDetailsContent
              strings={strings}
              slug={service.slug}
              initial={
                selected === service.slug && !inquiry
                  ? toServiceDetailsData(service, locale, digits)
                  : null
              }
            />
          </ServiceDialog>
        ))}
        {list
          .filter(
            (
              service,
            ): service is PublicService & {
              category: "workshop" | "consultation";
            } =>
              service.category === "workshop" ||
              service.category === "consultation",
          )
          .map((service) => (
            <ServiceDialog
              key={`inquiry-${service.id}`}
              id={inquiryDialogId(service.slug)}
              title={`${t(`primary.${PRIMARY_ACTION_LABELS[service.category]}`)}: ${service.title}`}
              initiallyOpen={selected === service.slug && inquiry}
              closeHref={closeHref}
              closeLabel={strings.close}
            >
              <LazyInquiryForm
                serviceId={service.id}
                locale={locale}
                strings={inquiryStrings}
                submitLabel={
                  service.category === "workshop"
                    ? t("sendBooking")
                    : t("sendRequest")
                }
              />
            </ServiceDialog>
          ))}
      </Container>
    </>
  );
}
