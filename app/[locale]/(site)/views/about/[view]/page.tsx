import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LocaleLink as Link } from "@/components/ui/locale-link";
import { DatabaseZap } from "lucide-react";
import { AchievementsPanel } from "@/components/about/achievements-panel";
import { QuickFacts } from "@/components/about/quick-facts";
import { StoryPanel } from "@/components/about/story-panel";
import { ArtworkImage } from "@/components/artwork/artwork-image";
import { TabbedPanels } from "@/components/services/tabbed-panels";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { getAboutContent, withQuickFactFallbacks } from "@/lib/data/about";
import { JsonLd } from "@/components/artwork/artwork-json-ld";
import { getSiteSettings } from "@/components/layout/site-settings";
import { urlParam } from "@/lib/domain/text-input";
import { viewParams } from "@/lib/http/public-views";
import { languageAlternates, localeOf, pageMetadata } from "../../../_lib/metadata";

/** /about?tab=...: proxy.ts rewrites every view here (lib/http/public-views.ts); each is cached. */
type Params = Promise<{ view: string; locale: string }>;

export const revalidate = 60; // PUBLIC_REVALIDATE_SECONDS (lib/data/public-cache.ts)
export function generateStaticParams(): { view: string }[] {
  return [];
}


export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "meta" });
  return pageMetadata({ title: t("aboutTitle"), path: "/about", locale, description: t("aboutDescription") });
}

export default async function AboutPage({ params }: { params: Params }) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations("about");
  // A tab id is a short word; anything else is ignored.
  const tab = urlParam((await viewParams(params)).tab, 40);
  const [{ content, databaseAvailable }, settings] = await Promise.all([getAboutContent(locale), getSiteSettings(locale)]);
  const [portrait, ...morePhotos] = content.hero.images;
  const background = content.hero.backgroundImage;
  const title = content.hero.title ?? t("defaultTitle");
  const artistName = title.replace(/^Hi, I'm /i, "");

  // The artist for search engines, from the one source of contact details (Settings).
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: settings.siteName,
    url: languageAlternates("/about", locale).canonical as string,
    ...(settings.contactPhone ? { telephone: settings.contactPhone } : {}),
    ...(settings.contactAddress ? { address: settings.contactAddress } : {}),
    email: settings.contactEmail,
    sameAs: settings.socialLinks.filter((l) => /^https?:\/\//.test(l.url)).map((l) => l.url),
  };

  return (
    <>
      <JsonLd data={person} />
      <section id="bio" aria-labelledby="about-title" className="relative isolate overflow-hidden border-b border-border bg-muted/40" data-hero-background={background ? "image" : "none"}>
        {background && (
          // The background image set under About > Hero, softened so the text stays readable.
          <div className="absolute inset-0 -z-10" data-testid="about-hero-background">
            <ArtworkImage src={background} alt="" sizes="100vw" frameClassName="size-full" />
            <div className="absolute inset-0 bg-background/85 backdrop-blur-[2px]" aria-hidden="true" />
          </div>
        )}
        <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            {!databaseAvailable && (
              <p role="alert" className="mb-6 inline-flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
                <DatabaseZap aria-hidden="true" className="size-4 text-destructive" />
                {/* Spec: shown when the about content cannot be read (the page still renders). */}
                {t("databaseUnavailable")}
              </p>
            )}
            <h1 id="about-title" className="text-4xl font-semibold sm:text-5xl">
              {title}
            </h1>
            {content.hero.subtitle && <p className="mt-4 text-xl text-muted-foreground">{content.hero.subtitle}</p>}
            {content.hero.texts.map((part) => (
              <p key={part.key} className="mt-4 leading-relaxed">
                {part.text}
              </p>
            ))}
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href="/gallery" className={buttonClasses({ size: "lg" })}>
                {t("viewGallery")}
              </Link>
              <Link href="/contact#form" className={buttonClasses({ variant: "outline", size: "lg" })}>
                {t("getInTouch")}
              </Link>
            </div>
          </div>
          {portrait && (
            <div className="mx-auto w-full max-w-sm" data-testid="about-profile-images">
              <ArtworkImage
                src={portrait}
                alt={t("portraitOf", { name: artistName })}
                sizes="(min-width: 1024px) 40vw, min(100vw, 384px)"
                preload
                frameClassName="aspect-[4/5] w-full rounded-2xl border border-border shadow-sm"
              />
              {morePhotos.length > 0 && (
                <ul className="mt-3 grid grid-cols-3 gap-3" aria-label={t("morePhotosOf", { name: artistName })}>
                  {morePhotos.map((src, i) => (
                    <li key={src}>
                      <ArtworkImage
                        src={src}
                        alt={t("photoOf", { index: i + 2, name: artistName })}
                        sizes="(min-width: 1024px) 13vw, 128px"
                        frameClassName="aspect-square w-full rounded-lg border border-border"
                      />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </Container>
      </section>

      <Container className="py-12 sm:py-16">
        <h2 className="sr-only">{t("quickFacts")}</h2>
        <QuickFacts facts={withQuickFactFallbacks(content.quickFacts)} />

        <TabbedPanels
          className="mt-14"
          label={t("tabsLabel")}
          initialTab={tab ?? undefined}
          tabs={[
            { id: "story", label: t("myStory"), panel: <StoryPanel content={content} /> },
            { id: "achievements", label: t("achievements"), panel: <AchievementsPanel achievements={content.achievements} /> },
          ]}
        />
      </Container>
    </>
  );
}
